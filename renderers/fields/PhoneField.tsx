import { Input, Select, Space } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { phoneRegions } from '../../engine/format/tenantSettings.ts';
import { matchesSelectFilter } from '../../engine/validation/index.ts';
import { fieldMeta } from './fieldMeta.ts';
import { formLocale, formSettings } from './model/FormSettings.ts';
import { callingCodeChoices, callingCodeOf } from '../widgets/callingCodes.ts';
import { phoneParts, storedPhone, type PhoneParts } from '../widgets/phoneValue.ts';
import { useSyncedText } from '../widgets/useSyncedText.ts';
import { recordCountry } from './recordCountry.ts';
import { useTenantSettings } from '../context/useMoneyFormat.ts';
import { useT } from '../context/useT.ts';

/**
 * phone: a calling code (searchable, menu 240 px wide) and the local number; spaces are stripped.
 * A text schema stores the international number (`+33612345678`), an object schema the parts
 * `{callingCode, localNumber}`. The default code comes from the field's `country`, else the record's
 * country (its main address: a French company's empty mobile offers +33), else the tenant's phone
 * region (a French tenant's user with an en-US browser is offered +33, not +1), else the locale.
 */
export function PhoneField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, rawErrors, schema } = props;
  const settings = formSettings(props.registry);
  const t = useT();
  const regions = phoneRegions({ field: fieldMeta(props).country, record: recordCountry(settings.record), tenant: useTenantSettings().phoneRegion, locale: formLocale(settings) });
  const defaultCode = regions.map(callingCodeOf).find((code) => code !== undefined);
  const asObject = ([] as unknown[]).concat(schema.type ?? []).includes('object');
  const [local, setLocal] = useSyncedText(value, (v) => phoneParts(v, defaultCode).localNumber);
  const [codeText, setCode] = useSyncedText(value, (v) => phoneParts(v, defaultCode).callingCode ?? '');
  const code = codeText || undefined;
  const store = (parts: PhoneParts) => {
    const stored = storedPhone(parts, asObject);
    setLocal(parts.localNumber, stored);
    setCode(parts.callingCode ?? '', stored);
    onChange(stored);
  };
  return (
    <Space.Compact block>
      <Select
        aria-label={t('Calling code')}
        style={{ width: 110 }}
        popupMatchSelectWidth={240}
        value={code}
        showSearch={{ filterOption: (input, option) => matchesSelectFilter(input, String(option?.label ?? '')) }}
        options={callingCodeChoices()}
        disabled={disabled || readonly}
        onChange={(next: string) => store({ callingCode: next, localNumber: local })}
      />
      <Input
        id={id}
        type="tel"
        value={local}
        disabled={disabled}
        readOnly={readonly}
        status={rawErrors?.length ? 'error' : undefined}
        onChange={(e) => store({ callingCode: code, localNumber: e.target.value })}
        onBlur={() => onBlur(id, value)}
      />
    </Space.Compact>
  );
}
