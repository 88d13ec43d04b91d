import { Radio } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useChoices } from '../widgets/useChoices.ts';

/** radio: one choice among the options of `select` (list, fixed options or enum), all shown. */
export function RadioField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange } = props;
  const { choices } = useChoices(props);
  return (
    <Radio.Group
      id={id}
      value={value}
      disabled={disabled || readonly}
      options={choices.map((c) => ({ value: c.value, label: c.label, disabled: c.disabled }))}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
