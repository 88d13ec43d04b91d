import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { emptyToUndefined, fieldMeta } from './fieldMeta.ts';

/** textarea (also markdown and richtext until their editors land): multi-line text with a counter. */
export function TextareaField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, rawErrors } = props;
  const meta = fieldMeta(props);
  const max = typeof meta.max === 'number' ? meta.max : undefined;
  return (
    <Input.TextArea
      id={id}
      value={value ?? ''}
      disabled={disabled}
      readOnly={readonly}
      autoSize={{ minRows: 1 }}
      maxLength={max}
      showCount={max !== undefined}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(e) => onChange(emptyToUndefined(e.target.value))}
    />
  );
}
