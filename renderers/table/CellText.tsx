import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { formatCell } from '../../engine/lists/formatCell.ts';
import { selectLabel } from '../../engine/lists/selectLabel.ts';
import { useUserLocale } from '../context/useUserLocale.ts';
import { useLookupList } from '../widgets/useLookupList.ts';

type Rec = Record<string, unknown>;

/**
 * A cell as plain text outside the grid (kanban cards, child rows): the label of a lookup value in
 * the user's language, never its code; else the value formatted in the user's locale.
 */
export function CellText({ value, column, row }: { value: unknown; column: ColumnDefinition; row: Rec }) {
  const locale = useUserLocale();
  const { options } = useLookupList(column.select);
  return <>{selectLabel(options, value) ?? formatCell(value, column, row, locale)}</>;
}
