import { AutoComplete, Button, Select, Space } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { isAutomaticType } from '../../engine/persons/registrationRules.ts';
import type { PersonRegistration } from '../../engine/validation/index.ts';
import { useT } from '../context/useT.ts';
import type { RegistrationLookup, RegistrationMatch } from './registrationLookup.ts';
import type { ChoiceOption } from './selectOptions.ts';
import { useRegistrationLookup } from './useRegistrationLookup.ts';

/**
 * A registration's type and number. An automatic type (AUT, COM, PTN, PRO) empties and disables the
 * number. Typing a number of a type with a register offers matches in a dropdown after 300 ms
 * (arrow keys and Enter, or a click, choose one; a spinner shows while looking up); `onPick` gets
 * the chosen match (the confirmation), else the match's number is taken as it is.
 */
export function RegistrationInput(props: {
  id?: string; value: PersonRegistration; types: ChoiceOption[]; disabled: boolean; invalid?: boolean; lookup?: RegistrationLookup;
  personType?: string; onChange: (value: PersonRegistration) => void; onPick?: (type: string, match: RegistrationMatch) => void;
}) {
  const { id, value, types, disabled, onChange } = props;
  const t = useT();
  const lookup = useRegistrationLookup(props.lookup);
  const automatic = isAutomaticType(value.type);
  const number = typeof value.number === 'string' ? value.number : '';
  const select = (chosen: string) => {
    const match = lookup.matches.find((m) => m.value === chosen);
    lookup.clear();
    if (match && value.type && props.onPick) {
      // the typed text stays until the choice is confirmed
      onChange({ ...value, number });
      props.onPick(value.type, match);
    } else onChange({ ...value, number: chosen });
  };
  return (
    <Space.Compact block>
      <Select
        aria-label={t('Registration type')}
        style={{ width: '45%', maxWidth: 180 }}
        value={value.type}
        options={types}
        disabled={disabled}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        // the chosen type shows as its 3-letter code (narrow columns); the list shows the labels
        labelRender={(chosen) => String(chosen.value ?? '')}
        onChange={(type: string) => onChange({ ...value, type, number: isAutomaticType(type) ? '' : number })}
      />
      <AutoComplete
        id={id}
        aria-label={t('Registration number')}
        style={{ flex: 1, minWidth: 0 }}
        value={automatic ? '' : number}
        disabled={disabled || automatic}
        status={props.invalid ? 'error' : undefined}
        placeholder={automatic ? t('Assigned automatically') : t('Number')}
        options={lookup.matches.map((m) => ({ value: m.value, label: m.label }))}
        allowClear
        onSearch={(text) => lookup.search(value.type, text, props.personType)}
        onChange={(text: string) => onChange({ ...value, number: text ?? '' })}
        onSelect={select}
      />
      {lookup.loading ? <Button disabled icon={<LoadingOutlined />} aria-label={t('Looking up')} data-testid="registration-lookup-loading" /> : null}
    </Space.Compact>
  );
}
