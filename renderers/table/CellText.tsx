import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { formatCell } from '../../engine/lists/formatCell.ts';
import { selectLabel } from '../../engine/lists/selectLabel.ts';
import { referenceText } from '../../engine/lists/referenceColumn.ts';
import { isLtrField } from '../../engine/format/bidi.ts';
import { useUserLocale } from '../context/useUserLocale.ts';
import { Clipped } from '../elements/Clipped.tsx';
import { useLookupList } from '../widgets/useLookupList.ts';
import { useReferenceName } from './useReferenceName.ts';
import { useMoneyFormat } from '../context/useMoneyFormat.ts';

type Rec = Record<string, unknown>;

/**
 * A cell as plain text outside the grid (kanban cards, child rows): the label of a lookup value in
 * the user's language, never its code; a person's or user's key after its record's name; else the
 * value formatted in the user's locale. One line,
 * cut with an ellipsis and the whole text as its tooltip; numbers and codes left to right.
 */
export function CellText({ value, column, row }: { value: unknown; column: ColumnDefinition; row: Rec }) {
  const locale = useUserLocale();
  const money = useMoneyFormat();
  const { options, loading } = useLookupList(column.select);
  const name = useReferenceName(column, value, undefined, row);
  if (loading) return null;
  const text = name ? referenceText(name, String(value)) : selectLabel(options, value) ?? formatCell(value, column, row, locale, money);
  return <Clipped text={text} ltr={isLtrField(column) || undefined} />;
}
