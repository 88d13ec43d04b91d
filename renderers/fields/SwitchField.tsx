import { Switch } from 'antd';
import type { WidgetProps } from '@rjsf/utils';

/** switch: a boolean shown as an on/off toggle. */
export function SwitchField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange } = props;
  return <Switch id={id} checked={value === true} disabled={disabled || readonly} onChange={(checked) => onChange(checked)} />;
}
