import { Checkbox } from 'antd';
import type { WidgetProps } from '@rjsf/utils';

/** checkbox: a boolean; the label is the field's label (drawn by the FieldTemplate). */
export function CheckboxField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange } = props;
  return <Checkbox id={id} checked={value === true} disabled={disabled || readonly} onChange={(e) => onChange(e.target.checked)} />;
}
