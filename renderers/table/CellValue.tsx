import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { fillLink } from '../../engine/lists/fillLink.ts';
import { formatCell, signColor, truncateCell } from '../../engine/lists/formatCell.ts';
import { selectLabel } from '../../engine/lists/selectLabel.ts';
import { referenceText } from '../../engine/lists/referenceColumn.ts';
import { isLtrField } from '../../engine/format/bidi.ts';
import { Clipped } from '../elements/Clipped.tsx';
import { useLookupList } from '../widgets/useLookupList.ts';
import { useReferenceName } from './useReferenceName.ts';
import type { MoneyFormat } from '../../engine/format/tenantSettings.ts';
import { StatusBadge } from './StatusBadge.tsx';

type Rec = Record<string, unknown>;

export interface CellValueParams {
  column: ColumnDefinition;
  onOpen: (path: string) => void;
  /** The user's locale: dates and numbers in its formats. */
  locale?: string;
  /** The list's entity: its own key column shows the key, other references their record's name. */
  ownEntity?: string;
  /** The tenant's currency (amounts without their own) and how currencies show (docs/formats.md). */
  money?: CellMoney;
}

export type CellMoney = Omit<MoneyFormat, 'locale'>;

/**
 * A table cell: formatted by column type — the label of a lookup list's value (`select`), never its
 * code —, a badge when asked (coloured by the code), a link when the column has linkTo, cut at the
 * column's maxLength or at the cell's width with an ellipsis and the full text as its tooltip;
 * numbers and codes are left-to-right islands ({@link Clipped}).
 */
export function CellValue(props: CustomCellRendererProps<Rec, unknown> & CellValueParams) {
  const { value, data, column, onOpen, locale, ownEntity, money } = props;
  const { options, loading } = useLookupList(column.select);
  // a person's, asset's or user's key is shown by the record's name, the key beside it (docs/table.md#references)
  const name = useReferenceName(column, value, ownEntity, data);
  // a lookup value waits for its label: never its code, even for a moment
  if (!data || (loading && value !== null && value !== undefined && value !== '')) return null;
  const full = name ? referenceText(name, String(value)) : selectLabel(options, value) ?? formatCell(value, column, data, locale, money);
  // the status column of the list's entity is coloured by the entity's workflow
  if (column.badge && full) return <StatusBadge value={typeof value === 'string' ? value : full} label={full} entityName={column.name === 'status' ? ownEntity : undefined} />;
  const text = truncateCell(full, column.maxLength);
  const ltr = isLtrField(column) || undefined;
  const link = column.linkTo && !data.__totals ? fillLink(column.linkTo, data) : undefined;
  if (link && text) {
    return (
      <a
        href={link}
        style={{ display: 'block', minWidth: 0 }}
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          onOpen(link);
        }}
      >
        <Clipped text={full} ltr={ltr} alwaysTitle={text !== full}>{text}</Clipped>
      </a>
    );
  }
  const color = signColor(value, column);
  return <Clipped text={full} ltr={ltr} alwaysTitle={text !== full} style={color ? { color } : undefined}>{text}</Clipped>;
}
