import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { textCounter } from '../../engine/validation/index.ts';
import { emptyToUndefined, fieldMeta, metaNumber } from './fieldMeta.ts';
import { useDebouncedChange } from '../widgets/useDebouncedChange.ts';
import { useSyncedText } from '../widgets/useSyncedText.ts';

const asText = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * Where the browser sizes a textarea to its text in CSS (`field-sizing: content`), no script has to
 * measure it: antd's autoSize reads the computed style of every textarea as it mounts, forcing a
 * layout of the whole page each time, which made opening a large form slow. Elsewhere autoSize is kept.
 */
const cssSizing = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** The CSS sizing: the text's height, at least `rows` lines (plus antd's 4 px paddings and 1 px borders). */
const cssSizingStyle = (rows: number) => ({ textarea: { fieldSizing: 'content' as const, minHeight: `calc(${rows}lh + 10px)` } });

/** textarea: multi-line text growing from `rows` (default 1) with the counter 'n/max (Min: min)'. */
export function TextareaField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, placeholder } = props;
  const meta = fieldMeta(props);
  const [text, setText] = useSyncedText(value, asText);
  const debounced = useDebouncedChange(onChange, meta.debounce);
  const max = metaNumber(meta.max);
  const min = metaNumber(meta.min);
  const rows = meta.rows ?? 1;
  return (
    <Input.TextArea
      id={id}
      name={id}
      value={text}
      disabled={disabled}
      readOnly={readonly}
      placeholder={meta.placeholder ?? placeholder}
      rows={rows}
      autoSize={cssSizing ? undefined : { minRows: rows }}
      styles={cssSizing ? cssSizingStyle(rows) : undefined}
      showCount={max !== undefined || min !== undefined ? { formatter: () => textCounter(text, max, min) } : undefined}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(e) => {
        const stored = emptyToUndefined(e.target.value);
        setText(e.target.value, stored);
        debounced.change(stored);
      }}
      onBlur={() => {
        debounced.flush();
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
