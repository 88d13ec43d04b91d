import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Input, type InputRef } from 'antd';
import { useT } from '../../context/useT.ts';

interface AmountProps {
  value: number | null | undefined;
  label: string;
  format: (value: number) => string;
  editText: (value: number) => string;
  parse: (text: string) => number;
  onCommit: (value: number | null) => void;
  suffix?: string;
  width?: number;
}

const finite = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * A number typed in a table cell: shows the formatted value, edits the plain text, and hands the
 * parsed number over on blur or Enter (empty text gives null); Escape drops what was typed. Text
 * that is not a valid entry is dropped and the cell shows the stored value again.
 */
export function AmountInput(props: AmountProps & { autoFocus?: boolean; onDone?: () => void }) {
  const { value, format, editText, parse, onCommit } = props;
  const stored = finite(value);
  const [editing, setEditing] = useState<string | null>(props.autoFocus ? (stored === undefined ? '' : editText(stored)) : null);
  const input = useRef<InputRef>(null);
  // the text to edit replaces the formatted one on focus: select it all, so typing replaces it
  const startedEditing = editing !== null;
  useLayoutEffect(() => {
    if (startedEditing) input.current?.select();
  }, [startedEditing]);
  const commit = () => {
    props.onDone?.();
    if (editing === null) return;
    const typed = editing.trim();
    setEditing(null);
    if (typed === (stored === undefined ? '' : editText(stored))) return;
    if (typed === '') return onCommit(null);
    const n = parse(typed);
    if (!Number.isNaN(n)) onCommit(n);
  };
  return (
    <Input
      ref={input}
      size="small"
      aria-label={props.label}
      inputMode="decimal"
      autoFocus={props.autoFocus}
      value={editing ?? (stored === undefined ? '' : format(stored))}
      suffix={props.suffix}
      style={{ textAlign: 'right', width: props.width }}
      onFocus={() => setEditing((now) => now ?? (stored === undefined ? '' : editText(stored)))}
      onChange={(e) => setEditing(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        setEditing(null);
        props.onDone?.();
      }}
    />
  );
}

/**
 * An amount shown as text (so the cell reads as the price) that turns into an {@link AmountInput}
 * when clicked: the derived prices of a line, which may also be typed.
 */
export function ClickToEditAmount(props: AmountProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const stored = finite(props.value);
  if (editing) return <AmountInput {...props} autoFocus onDone={() => setEditing(false)} />;
  const shown = stored === undefined ? '—' : props.format(stored);
  // the accessible name starts with what the button shows (WCAG 2.5.3), then says which price it is
  return (
    <Button type="link" size="small" aria-label={`${shown}, ${props.label}`} title={t('Click to type the price')} style={{ padding: 0 }} onClick={() => setEditing(true)}>
      {shown}
    </Button>
  );
}
