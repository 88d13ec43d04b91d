import { InputNumber } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { fieldMeta } from './fieldMeta.ts';

/** number, integer, currency and percentage: a numeric input (values travel as numbers). */
export function NumberField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  const meta = fieldMeta(props);
  const integer = meta.type === 'integer';
  return (
    <InputNumber
      id={id}
      style={{ width: '100%' }}
      value={value ?? null}
      disabled={disabled}
      readOnly={readonly}
      precision={integer ? 0 : undefined}
      min={typeof meta.min === 'number' ? meta.min : undefined}
      max={typeof meta.max === 'number' ? meta.max : undefined}
      addonAfter={meta.type === 'percentage' ? '%' : undefined}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(v) => onChange(v === null ? undefined : v)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
