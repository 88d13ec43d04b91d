import { Card, Typography } from 'antd';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { fieldLabel } from '../../engine/lists/fieldLabel.ts';
import { formatCell } from '../../engine/lists/formatCell.ts';
import { valueAt } from '../../engine/lists/valueAt.ts';
import { entityLabel } from '../../engine/registry/entityLabel.ts';
import { useT } from '../context/useT.ts';

type Rec = Record<string, unknown>;

/** One row as a kanban card: its label, then a few visible columns. */
export function KanbanCard({ row, columns, onOpen }: { row: Rec; columns: readonly ColumnDefinition[]; onOpen: (row: Rec) => void }) {
  const t = useT();
  const details = columns
    .filter((c) => !c.hidden && !c.badge && c.name !== 'name' && c.name !== 'registration')
    .map((c) => ({ c, text: formatCell(valueAt(row, c.name), c, row) }))
    .filter((d) => d.text)
    .slice(0, 3);
  return (
    <Card size="small" hoverable style={{ marginBottom: 8 }} onClick={() => onOpen(row)} data-testid="kanban-card">
      <Typography.Text strong>{entityLabel(row)}</Typography.Text>
      {details.map(({ c, text }) => (
        <div key={c.name}>
          <Typography.Text type="secondary">{t(fieldLabel(c))}: </Typography.Text>
          {text}
        </div>
      ))}
    </Card>
  );
}
