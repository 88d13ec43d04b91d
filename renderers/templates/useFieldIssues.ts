import { useMemo, useRef } from 'react';
import { deepEquals, type FieldTemplateProps } from '@rjsf/utils';
import { fieldMeta } from '../fields/fieldMeta.ts';
import { fieldIssues, type FieldIssues } from '../fields/model/fieldIssues.ts';
import { formSettings } from '../fields/model/FormSettings.ts';
import { scriptMessage } from '../fields/model/scriptMessages.ts';
import { toFieldSpec } from '../fields/model/toFieldSpec.ts';
import { useT } from '../context/useT.ts';
import { useTenantSettings } from '../context/useMoneyFormat.ts';

/** A field's messages plus whether the user has edited it (its value differs from the one it opened with). */
export interface LiveIssues extends FieldIssues {
  touched: boolean;
}

type Props = Pick<FieldTemplateProps, 'id' | 'uiSchema' | 'formData' | 'rawErrors' | 'registry' | 'required' | 'hidden'>;
type Stamp = { key: string; value: unknown };

/**
 * rjsf's errors of the last submit, dropped once the value they were about has changed. The value is
 * stamped in the form's `errorStamps` when there is one (a remounted field keeps its stamp).
 */
function useFreshErrors(id: string, rawErrors: string[] | undefined, formData: unknown, stamps: Map<string, Stamp> | undefined): string[] {
  const key = (rawErrors ?? []).join('\n');
  const own = useRef<Stamp>({ key: '', value: undefined });
  let stamp = stamps?.get(id) ?? own.current;
  if (stamp.key !== key) {
    stamp = { key, value: formData };
    if (stamps) stamps.set(id, stamp);
    else own.current = stamp;
  }
  return rawErrors?.length && deepEquals(stamp.value, formData) ? rawErrors : [];
}

/**
 * The messages to show under a field: those of the last submit while the value is unchanged, the
 * error and warning a script set on the field, and, once the field is touched, the engine's live
 * check of its value, so a typed IBAN or a cleared mandatory field is answered at once; in the
 * user's language (the field named by its translated label).
 */
export function useFieldIssues(props: Props): LiveIssues {
  const { id, uiSchema, formData, rawErrors, registry, required, hidden } = props;
  const initial = useRef<unknown>(formData);
  const meta = fieldMeta({ uiSchema });
  const touched = meta.touched === true || !deepEquals(initial.current, formData);
  const settings = formSettings(registry);
  const t = useT();
  const currency = useTenantSettings().currency ?? undefined;
  const submitted = useFreshErrors(id, rawErrors, formData, settings.errorStamps);
  const live = useMemo(() => {
    const spec = hidden ? undefined : toFieldSpec(meta, required, settings.record);
    if (!spec) return { errors: [], warnings: [] };
    if (!touched) return { errors: [scriptMessage(spec, 'errorFormat')].filter((m): m is string => Boolean(m)), warnings: [scriptMessage(spec, 'warningFormat')].filter((m): m is string => Boolean(m)) };
    // an amount's bounds read in its record's currency, else the tenant's (docs/formats.md)
    const ctx = { locale: settings.locale, tenant: settings.tenant, settings: settings.settings, registrationFormats: settings.registrationFormats, record: settings.record, currency, touched, t };
    return fieldIssues(spec, formData, ctx);
  }, [meta, required, hidden, formData, touched, settings, t, currency]);
  return { errors: [...new Set([...submitted, ...live.errors])], warnings: live.warnings, touched };
}
