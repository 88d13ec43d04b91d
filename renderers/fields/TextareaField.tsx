import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { textCounter } from '../../engine/validation/index.ts';
import { emptyToUndefined, fieldMeta, metaNumber } from './fieldMeta.ts';
import { useDebouncedChange } from '../widgets/useDebouncedChange.ts';
import { useSyncedText } from '../widgets/useSyncedText.ts';

const asText = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** textarea: multi-line text growing from `rows` (default 1) with the counter 'n/max (Min: min)'. */
export function TextareaField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors, placeholder } = props;
  const meta = fieldMeta(props);
  const [text, setText] = useSyncedText(value, asText);
  const debounced = useDebouncedChange(onChange, meta.debounce);
  const max = metaNumber(meta.max);
  const min = metaNumber(meta.min);
  return (
    <Input.TextArea
      id={id}
      name={id}
      value={text}
      disabled={disabled}
      readOnly={readonly}
      placeholder={meta.placeholder ?? placeholder}
      autoSize={{ minRows: meta.rows ?? 1 }}
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
