import { useContext, useState } from 'react';
import { Badge, Button, Flex } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { joinRegistrationText } from '../../engine/persons/registrationRules.ts';
import { mergeRegistrationData } from '../../engine/persons/mergeRegistrationData.ts';
import type { PersonRegistration } from '../../engine/validation/index.ts';
import { CardPageContext } from '../cards/page/CardPageContext.ts';
import { EngineContext } from '../context/EngineContext.ts';
import { useT } from '../context/useT.ts';
import { fieldMeta } from './fieldMeta.ts';
import { formSettings } from './model/FormSettings.ts';
import { DuplicatePersonModal } from '../widgets/DuplicatePersonModal.tsx';
import { personExists } from '../widgets/existingPerson.ts';
import { RegistrationInput } from '../widgets/RegistrationInput.tsx';
import type { RegistrationDetail, RegistrationMatch } from '../widgets/registrationLookup.ts';
import { RegistrationsModal } from '../widgets/RegistrationsModal.tsx';
import { AUTOMATIC_REGISTRATION_TYPES, LOOKUP_REGISTRATION_TYPES, joinRegistration, splitRegistration } from '../widgets/registrationTypes.ts';
import { SelectionConfirmModal } from '../widgets/SelectionConfirmModal.tsx';
import { useLookupList } from '../widgets/useLookupList.ts';
import { useRegistrationSelection } from '../widgets/useRegistrationSelection.ts';

type Rec = Record<string, unknown>;
const KNOWN_TYPES = [...AUTOMATIC_REGISTRATION_TYPES, ...LOOKUP_REGISTRATION_TYPES].map((t) => ({ value: t, label: t }));
/** The list field edited by the Registrations dialog of a person's `registration` text field. */
const LIST_FIELD = 'registrations';

/**
 * personRegistration: a person identifier, type (list `registrationType`) and number. Stored as text
 * `type + number` (`SIR552100554`), as `{type, number}` for an object schema, or as the list of
 * registrations for a list schema: the first is edited in place, all in the Registrations dialog.
 * A person's text field opens the dialog on the record's `registrations` list when the form can
 * change other fields. Choosing a register match asks for confirmation, merges the entry's data
 * into the form and offers to load the person when one already has that registration.
 */
export function PersonRegistrationField(props: WidgetProps) {
  const { id, name, value, disabled, readonly, onChange, rawErrors, schema, registry } = props;
  const settings = formSettings(registry);
  const env = useContext(EngineContext);
  const page = useContext(CardPageContext);
  const t = useT();
  const loaded = useLookupList(fieldMeta(props).select?.list ?? 'registrationType').options;
  const types = loaded.length ? loaded : KNOWN_TYPES;
  const [open, setOpen] = useState(false);
  // the type stays shown while the number is empty (the registration itself is then empty)
  const [typeShown, setTypeShown] = useState<string | undefined>(undefined);
  const [duplicate, setDuplicate] = useState<string | undefined>(undefined);
  const locked = Boolean(disabled || readonly || page.readOnly);
  const list = Array.isArray(value) ? (value as PersonRegistration[]) : undefined;
  const asObject = ([] as unknown[]).concat(schema.type ?? []).includes('object');
  const split = list ? (list[0] ?? {}) : splitRegistration(value);
  const current = split.type ? split : { type: typeShown };
  const fresh = () => (settings.record ?? {}) as Rec;
  const record = fresh();
  const entityName = page.entityName || 'Person';
  const linkedList = !list && !asObject && name === 'registration' && settings.mergeRecord ? LIST_FIELD : undefined;

  const change = (next: PersonRegistration) => {
    const automatic = next.type ? AUTOMATIC_REGISTRATION_TYPES.has(next.type) : false;
    if (list) return onChange([{ ...next, number: automatic ? null : (next.number ?? null) }, ...list.slice(1)]);
    const emptyNumber = !automatic && (typeof next.number !== 'string' || next.number.trim() === '');
    setTypeShown(next.type);
    // clearing empties the number and the registration (seed 001 §4)
    onChange(emptyNumber && !asObject ? undefined : joinRegistration(next, asObject));
  };

  // the person page (/person/{registration}, /prospect/{registration} for a prospect)
  const personRoute = (entity: string, registration: string) =>
    env?.registry.has(entity) ? env.registry.clientRoute(entity, registration) : `/person/${encodeURIComponent(registration)}`;

  const confirmed = async (type: string, match: RegistrationMatch, detail: RegistrationDetail | undefined) => {
    const chosen = joinRegistrationText(type, match.value);
    const data = detail?.data ?? match.data;
    if (settings.mergeRecord && !list && !asObject) {
      const fields = Object.keys(env?.registry.has(entityName) ? (env.registry.get(entityName).schema.properties ?? {}) : {});
      settings.mergeRecord(mergeRegistrationData(fresh(), data, chosen, fields));
    } else change({ type, number: match.value });
    const known = typeof data?.registration === 'string' ? data.registration : chosen;
    const mine = typeof page.record.registration === 'string' ? page.record.registration : undefined;
    if (env && !settings.settings?.allowDuplicates && known !== mine && (await personExists(env.data, entityName, known))) setDuplicate(known);
  };
  const selection = useRegistrationSelection({ own: settings.registrationDetail, onConfirmed: (match, detail) => confirmed(current.type ?? '', match, detail) });

  const input = (
    <RegistrationInput id={id} value={current} types={types} disabled={locked} invalid={Boolean(rawErrors?.length)} lookup={settings.registrationLookup}
      personType={typeof record.type === 'string' ? record.type : undefined} onChange={change}
      onPick={(type, match) => selection.choose(type, match, typeof record.type === 'string' ? record.type : undefined)} />
  );
  const linkedItems = linkedList && Array.isArray(record[linkedList]) ? (record[linkedList] as PersonRegistration[]) : [];
  // a person without a registrations list starts the dialog with its main registration
  const items: PersonRegistration[] | undefined = list ?? (linkedList ? (linkedItems.length || !split.type ? linkedItems : [split]) : undefined);
  const saveItems = (next: PersonRegistration[]) => {
    setOpen(false);
    if (list) return onChange(next);
    // the main registration follows the first item when it has a number
    const first = next[0];
    const main = first?.type && typeof first.number === 'string' && first.number ? joinRegistrationText(first.type, first.number) : undefined;
    settings.mergeRecord?.({ ...fresh(), [LIST_FIELD]: next, ...(main ? { registration: main } : {}) });
  };
  return (
    <>
      {items ? (
        <Flex gap={4} style={{ width: '100%' }}>
          <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
          <Badge count={items.length} size="small">
            <Button icon={<UnorderedListOutlined />} aria-label={t('Registrations')} title={t('Registrations')} onClick={() => setOpen(true)} />
          </Badge>
        </Flex>
      ) : input}
      {open && items ? (
        <RegistrationsModal items={items} types={types} readOnly={locked} formats={settings.registrationFormats} lookup={settings.registrationLookup}
          detail={settings.registrationDetail} firstLabel={linkedList ? 'main' : 'first'} onSave={saveItems} onClose={() => setOpen(false)} />
      ) : null}
      {selection.pending ? (
        <SelectionConfirmModal loading={selection.loading} onYes={selection.confirm} onNo={selection.cancel}>
          {selection.pending.label}
        </SelectionConfirmModal>
      ) : null}
      {duplicate ? (
        <DuplicatePersonModal registration={duplicate} onClose={() => setDuplicate(undefined)}
          onLoad={() => { setDuplicate(undefined); env?.navigate(personRoute(entityName, duplicate)); }} />
      ) : null}
    </>
  );
}
