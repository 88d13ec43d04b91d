import { AutoComplete } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { formSettings } from './model/FormSettings.ts';
import { useRegistrationLookup } from '../widgets/useRegistrationLookup.ts';
import { useSyncedText } from '../widgets/useSyncedText.ts';

const asText = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * siren: a French company number (9 digits, Luhn checked by the engine), stored without spaces.
 * Typing offers matching companies from the SIR register (debounced 300 ms).
 */
export function SirenField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, rawErrors } = props;
  const lookup = useRegistrationLookup(formSettings(props.registry).registrationLookup);
  const [text, setText] = useSyncedText(value, asText);
  const store = (typed: string) => {
    const stored = typed.replace(/\s/g, '') || undefined;
    setText(typed, stored);
    onChange(stored);
  };
  return (
    <AutoComplete
      id={id}
      style={{ width: '100%' }}
      value={text}
      disabled={disabled || readonly}
      status={rawErrors?.length ? 'error' : undefined}
      placeholder="123 456 789"
      options={lookup.matches.map((m) => ({ value: m.value, label: m.label }))}
      onSearch={(typed) => lookup.search('SIR', typed)}
      onChange={(typed: string) => store(typed ?? '')}
      onBlur={() => onBlur(id, value)}
    />
  );
}
