import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { fillLink } from '../../engine/lists/fillLink.ts';
import { formatCell, signColor } from '../../engine/lists/formatCell.ts';
import { StatusBadge } from './StatusBadge.tsx';

type Rec = Record<string, unknown>;

export interface CellValueParams {
  column: ColumnDefinition;
  onOpen: (path: string) => void;
}

/** A table cell: formatted by column type, a badge when asked, a link when the column has linkTo. */
export function CellValue(props: CustomCellRendererProps<Rec, unknown> & CellValueParams) {
  const { value, data, column, onOpen } = props;
  if (!data) return null;
  const text = formatCell(value, column, data);
  if (column.badge && text) return <StatusBadge value={text} />;
  const link = column.linkTo && !data.__totals ? fillLink(column.linkTo, data) : undefined;
  if (link && text) {
    return (
      <a
        href={link}
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
  return color ? <span style={{ color }}>{text}</span> : <>{text}</>;
}
