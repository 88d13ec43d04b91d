import { Card, Typography } from 'antd';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { fieldLabel } from '../../engine/lists/fieldLabel.ts';
import { valueAt } from '../../engine/lists/valueAt.ts';
import { entityLabel } from '../../engine/registry/entityLabel.ts';
import { useT } from '../context/useT.ts';
import { CellText } from './CellText.tsx';

type Rec = Record<string, unknown>;

/** One row as a kanban card: its label, then a few visible columns (labels, never codes; the user's date format). */
export function KanbanCard({ row, columns, onOpen }: { row: Rec; columns: readonly ColumnDefinition[]; onOpen: (row: Rec) => void }) {
  const t = useT();
  const details = columns
    .filter((c) => !c.hidden && !c.badge && c.name !== 'name' && c.name !== 'registration')
    .map((c) => ({ c, value: valueAt(row, c.name) }))
    .filter((d) => d.value !== null && d.value !== undefined && d.value !== '')
    .slice(0, 3);
  return (
    <Card size="small" hoverable style={{ marginBottom: 8 }} onClick={() => onOpen(row)} data-testid="kanban-card">
      <Typography.Text strong>{entityLabel(row)}</Typography.Text>
      {details.map(({ c, value }) => (
        <div key={c.name}>
          <Typography.Text type="secondary">{t(fieldLabel(c))}: </Typography.Text>
          <CellText value={value} column={c} row={row} />
        </div>
      ))}
    </Card>
  );
}
