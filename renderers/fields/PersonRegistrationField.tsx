import { useState } from 'react';
import { Badge, Button, Space } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import type { PersonRegistration } from '../../engine/validation/index.ts';
import { fieldMeta } from './fieldMeta.ts';
import { formSettings } from './model/FormSettings.ts';
import { RegistrationInput } from '../widgets/RegistrationInput.tsx';
import { RegistrationsModal } from '../widgets/RegistrationsModal.tsx';
import { AUTOMATIC_REGISTRATION_TYPES, LOOKUP_REGISTRATION_TYPES, joinRegistration, splitRegistration } from '../widgets/registrationTypes.ts';
import { useLookupList } from '../widgets/useLookupList.ts';

const KNOWN_TYPES = [...AUTOMATIC_REGISTRATION_TYPES, ...LOOKUP_REGISTRATION_TYPES].map((t) => ({ value: t, label: t }));

/**
 * personRegistration: a person identifier, type (list `registrationType`) and number. Stored as text
 * `type + number` (`SIR552100554`), as `{type, number}` for an object schema, or as the list of
 * registrations for a list schema: the first is edited in place, all in the Registrations dialog.
 */
export function PersonRegistrationField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, rawErrors, schema, registry } = props;
  const settings = formSettings(registry);
  const loaded = useLookupList(fieldMeta(props).select?.list ?? 'registrationType').options;
  const types = loaded.length ? loaded : KNOWN_TYPES;
  const [open, setOpen] = useState(false);
  const locked = Boolean(disabled || readonly);
  const list = Array.isArray(value) ? (value as PersonRegistration[]) : undefined;
  const asObject = ([] as unknown[]).concat(schema.type ?? []).includes('object');
  const current = list ? (list[0] ?? {}) : splitRegistration(value);
  const change = (next: PersonRegistration) => {
    const automatic = next.type ? AUTOMATIC_REGISTRATION_TYPES.has(next.type) : false;
    if (list) onChange([{ ...next, number: automatic ? null : (next.number ?? null) }, ...list.slice(1)]);
    else onChange(joinRegistration(next, asObject));
  };
  const input = (
    <RegistrationInput id={id} value={current} types={types} disabled={locked} invalid={Boolean(rawErrors?.length)} lookup={settings.registrationLookup} onChange={change} />
  );
  if (!list) return input;
  return (
    <Space.Compact block>
      <div style={{ flex: 1 }}>{input}</div>
      <Badge count={list.length} size="small">
        <Button onClick={() => setOpen(true)}>Registrations</Button>
      </Badge>
      {open ? (
        <RegistrationsModal items={list} types={types} readOnly={locked} formats={settings.registrationFormats} lookup={settings.registrationLookup}
          onSave={(items) => { setOpen(false); onChange(items); }} onClose={() => setOpen(false)} />
      ) : null}
    </Space.Compact>
  );
}
