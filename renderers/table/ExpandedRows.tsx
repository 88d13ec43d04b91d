import { Card } from 'antd';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { entityLabel } from '../../engine/registry/entityLabel.ts';
import { ChildRows } from './ChildRows.tsx';

type Rec = Record<string, unknown>;

/**
 * The expanded rows of the page, under the table: each shows its child rows, loaded (with a spinner)
 * from the url in the row data. The Infinite Row Model keeps row heights fixed, hence the panel.
 */
export function ExpandedRows({ rows, columns }: { rows: readonly Rec[]; columns: readonly ColumnDefinition[] }) {
  return (
    <>
      {rows.map((row) => (
        <Card key={String(row._id ?? row.registration)} size="small" title={entityLabel(row)} style={{ marginTop: 8 }} data-testid="expanded-row">
          <ChildRows row={row} columns={columns} />
        </Card>
      ))}
    </>
  );
}
