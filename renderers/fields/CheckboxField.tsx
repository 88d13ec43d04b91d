import { Checkbox, Switch } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { fieldMeta } from './fieldMeta.ts';

/** checkbox and switch: a boolean. */
export function CheckboxField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange } = props;
  if (fieldMeta(props).type === 'switch') {
    return <Switch id={id} checked={!!value} disabled={disabled || readonly} onChange={(v) => onChange(v)} />;
  }
  return <Checkbox id={id} checked={!!value} disabled={disabled || readonly} onChange={(e) => onChange(e.target.checked)} />;
}
