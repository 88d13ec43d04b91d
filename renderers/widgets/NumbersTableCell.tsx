import { useState, type ClipboardEvent } from 'react';
import { Input } from 'antd';
import type { LocaleSettings } from '../../engine/format/index.ts';
import { coerceCell, showCell, type NumbersColumn } from './numbersTableValues.ts';

/**
 * One cell of the numbers table: shows the formatted number, edits the raw text, stores the coerced
 * number on blur. Pasting text holding tabs or line breaks hands the whole grid to the table.
 */
export function NumbersTableCell(props: {
  value: number | null | undefined; column: NumbersColumn; locale: LocaleSettings; readOnly: boolean; label: string;
  onChange: (value: number | null) => void; onPasteGrid: (text: string) => void;
}) {
  const { value, column, locale, readOnly, onChange, onPasteGrid } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (!/[\t\n]/.test(text)) return;
    e.preventDefault();
    setEditing(null);
    onPasteGrid(text);
  };
  return (
    <Input
      size="small"
      aria-label={props.label}
      value={editing ?? showCell(value, column, locale)}
      readOnly={readOnly}
      style={{ textAlign: 'right' }}
      onFocus={() => setEditing(showCell(value, column, locale))}
      onChange={(e) => setEditing(e.target.value)}
      onBlur={() => {
        if (editing !== null && editing !== showCell(value, column, locale)) onChange(coerceCell(editing, column.format, locale));
        setEditing(null);
      }}
      onPaste={onPaste}
    />
  );
}
