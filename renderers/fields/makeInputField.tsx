import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { emptyToUndefined } from './fieldMeta.ts';

/** Builds a one-line text field renderer for an HTML input type (text, email, password, tel...). */
export function makeInputField(inputType: string, transform: (text: string) => string = (t) => t) {
  function InputField(props: WidgetProps) {
    const { id, value, disabled, readonly, onChange, onBlur, onFocus, placeholder, rawErrors } = props;
    const Component = inputType === 'password' ? Input.Password : Input;
    return (
      <Component
        id={id}
        name={id}
        type={inputType === 'password' ? undefined : inputType}
        value={value ?? ''}
        disabled={disabled}
        readOnly={readonly}
        placeholder={placeholder}
        status={rawErrors?.length ? 'error' : undefined}
        onChange={(e) => onChange(emptyToUndefined(transform(e.target.value)))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    );
  }
  return InputField;
}
