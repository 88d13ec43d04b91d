import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { fillLink } from '../../engine/lists/fillLink.ts';
import { formatCell, signColor, truncateCell } from '../../engine/lists/formatCell.ts';
import { selectLabel } from '../../engine/lists/selectLabel.ts';
import { useLookupList } from '../widgets/useLookupList.ts';
import { StatusBadge } from './StatusBadge.tsx';

type Rec = Record<string, unknown>;

export interface CellValueParams {
  column: ColumnDefinition;
  onOpen: (path: string) => void;
  /** The user's locale: dates and numbers in its formats. */
  locale?: string;
}

/**
 * A table cell: formatted by column type — the label of a lookup list's value (`select`), never its
 * code —, a badge when asked (coloured by the code), a link when the column has linkTo, cut at the
 * column's maxLength with the full text as its tooltip.
 */
export function CellValue(props: CustomCellRendererProps<Rec, unknown> & CellValueParams) {
  const { value, data, column, onOpen, locale } = props;
  const { options } = useLookupList(column.select);
  if (!data) return null;
  const full = selectLabel(options, value) ?? formatCell(value, column, data, locale);
  if (column.badge && full) return <StatusBadge value={typeof value === 'string' ? value : full} label={full} />;
  const text = truncateCell(full, column.maxLength);
  const title = text === full ? undefined : full;
  const link = column.linkTo && !data.__totals ? fillLink(column.linkTo, data) : undefined;
  if (link && text) {
    return (
      <a
        href={link}
        title={title}
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          onOpen(link);
        }}
      >
        {text}
      </a>
    );
  }
  const color = signColor(value, column);
  return color || title ? <span style={color ? { color } : undefined} title={title}>{text}</span> : <>{text}</>;
}
