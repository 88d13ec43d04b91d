import { AutoComplete, Select, Space } from 'antd';
import type { PersonRegistration } from '../../engine/validation/index.ts';
import type { RegistrationLookup } from './registrationLookup.ts';
import { AUTOMATIC_REGISTRATION_TYPES } from './registrationTypes.ts';
import type { ChoiceOption } from './selectOptions.ts';
import { useRegistrationLookup } from './useRegistrationLookup.ts';

/**
 * A registration's type and number. An automatic type (AUT, COM, PTN, PRO) empties and disables the
 * number. Typing a number of a type with an external register offers matches in a dropdown (arrow
 * keys and Enter choose one); clearing the number empties it.
 */
export function RegistrationInput(props: {
  id?: string; value: PersonRegistration; types: ChoiceOption[]; disabled: boolean; invalid?: boolean; lookup?: RegistrationLookup;
  onChange: (value: PersonRegistration) => void;
}) {
  const { id, value, types, disabled, onChange } = props;
  const lookup = useRegistrationLookup(props.lookup);
  const automatic = value.type ? AUTOMATIC_REGISTRATION_TYPES.has(value.type) : false;
  const number = typeof value.number === 'string' ? value.number : '';
  return (
    <Space.Compact block>
      <Select
        aria-label="Registration type"
        style={{ width: 110 }}
        value={value.type}
        options={types}
        disabled={disabled}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(type: string) => onChange({ ...value, type, number: AUTOMATIC_REGISTRATION_TYPES.has(type) ? '' : number })}
      />
      <AutoComplete
        id={id}
        aria-label="Registration number"
        style={{ width: '100%' }}
        value={automatic ? '' : number}
        disabled={disabled || automatic}
        status={props.invalid ? 'error' : undefined}
        placeholder={automatic ? 'Assigned automatically' : 'Number'}
        options={lookup.matches.map((m) => ({ value: m.value, label: m.label }))}
        allowClear
        onSearch={(text) => lookup.search(value.type, text)}
        onChange={(text: string) => onChange({ ...value, number: text ?? '' })}
        onSelect={(chosen: string) => {
          lookup.clear();
          onChange({ ...value, number: chosen });
        }}
      />
    </Space.Compact>
  );
}
