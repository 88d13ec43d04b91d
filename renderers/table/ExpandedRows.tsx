import { Card } from 'antd';
import type { ChildRowsDefinition, ColumnDefinition } from '../../schemas/generated/meta.ts';
import { entityLabel } from '../../engine/registry/entityLabel.ts';
import { useT } from '../context/useT.ts';
import { ChildRows } from './ChildRows.tsx';

type Rec = Record<string, unknown>;

/**
 * The expanded rows of the page, under the table: each shows its child rows, loaded (with a spinner)
 * from the url in the row data or the list's `childRows` url filled from the row, with the
 * `childRows` columns (else the list's). The Infinite Row Model keeps row heights fixed, hence the panel.
 */
export function ExpandedRows({ rows, columns, childRows }: { rows: readonly Rec[]; columns: readonly ColumnDefinition[]; childRows?: ChildRowsDefinition }) {
  const t = useT();
  return (
    <>
      {rows.map((row) => (
        <Card key={String(row._id ?? row.registration)} size="small" title={childRows?.title ? `${entityLabel(row)} · ${t(childRows.title)}` : entityLabel(row)} style={{ marginTop: 8 }} data-testid="expanded-row">
          <ChildRows row={row} columns={childRows?.columns ?? columns} urlTemplate={childRows?.url} />
        </Card>
      ))}
    </>
  );
}
