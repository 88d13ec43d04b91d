import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { schemaLabel } from '../../../engine/errors/schemaLabel.ts';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { checkFormats, formatCheckedFields } from '../../../engine/scripts/formatChecks.ts';
import { useEngine } from '../../context/EngineContext.ts';
import { errorDisplay } from '../../pages/errorText.ts';
import { useFormatCheckRun } from './FormatCheckContext.ts';
import { changedFields, draftKey, localDrafts, restoredValues, type StoredDraft } from './localDraft.ts';
import { splitPendingFiles, uploadPendingFiles } from './pendingFiles.ts';
import { readRecord, recordKeyOf } from './recordAhead.ts';

type Rec = Record<string, unknown>;
/** Pause after the last change before the input is written to this device. */
const DRAFT_WRITE_DELAY_MS = 400;
/** rjsf's error schema: `{field: {__errors: [message]}, lines: {0: {amount: {__errors}}}}`. */
export type ServerErrorSchema = Rec;

/**
 * The field errors a refused save answered (`errors: [{path, message}]`, paths such as `loyaltyCode`
 * or `addresses.0.zipcode`) as an error schema, so each message shows on its field; undefined when
 * the answer names no field.
 */
export function serverErrorSchema(err: unknown): ServerErrorSchema | undefined {
  const body = (err as { body?: unknown } | undefined)?.body;
  const errors = typeof body === 'object' && body ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return undefined;
  const schema: Rec = {};
  for (const e of errors as { path?: unknown; message?: unknown }[]) {
    if (typeof e?.path !== 'string' || !e.path || typeof e.message !== 'string') continue;
    let node = schema;
    for (const step of e.path.replace(/^\//, '').split(/[./]/).filter(Boolean)) node = (node[step] ??= {}) as Rec;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), e.message];
  }
  return Object.keys(schema).length ? schema : undefined;
}

/**
 * The record of a card page and its edition: the saved record (loaded when there is a key), the
 * draft being typed, save (update, or create then open the new record) and the adoption of a
 * record changed elsewhere (a transition). The draft is kept in a ref: the form owns what is typed,
 * and redrawing the page on every keystroke (and handing the form its own data back, which rjsf
 * re-derives in full) made typing in a large form slow; the page redraws only when `dirty` flips.
 */
export function useRecordForm(entityName: string, recordKey: string | undefined) {
  const { data, notify, navigate, registry, user, t } = useEngine();
  // what a network error's Retry runs: the page's own submit (validation, then the save of what is
  // typed by then), set by the page; without it the notice offers no Retry
  const resubmit = useRef<(() => void) | undefined>(undefined);
  const runFormatCheck = useFormatCheckRun();
  const { data: record, error, isLoading, mutate } = useSWR(recordKey ? recordKeyOf(entityName, recordKey) : null, () => readRecord(data, entityName, recordKey as string));
  const draft = useRef<Rec | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  // the field errors of the last refused save, shown on their fields until the next save
  const [serverErrors, setServerErrors] = useState<ServerErrorSchema | undefined>(undefined);
  const saved = useMemo(() => record ?? {}, [record]);
  const formData = draft.current ?? saved;
  // cards previewing what is typed (the payment plan) follow the draft without redrawing the page
  const listeners = useRef(new Set<() => void>()).current;
  // the input is also kept on this device a moment after each change (a crash, a reload or an
  // expired session loses nothing) and offered back when the form opens again
  const storeKey = draftKey({ tenant: user?.tenant, username: user?.username }, entityName, recordKey);
  const savedNow = useRef(saved);
  savedNow.current = saved;
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keepOnDevice = useCallback(() => {
    clearTimeout(pendingWrite.current);
    pendingWrite.current = undefined;
    if (draft.current) localDrafts.write(storeKey, changedFields(draft.current, savedNow.current), savedNow.current._version as number | undefined);
  }, [storeKey]);
  const setDraft = useCallback((values: Rec | undefined) => {
    draft.current = values;
    setDirty(values !== undefined);
    clearTimeout(pendingWrite.current);
    if (values) pendingWrite.current = setTimeout(keepOnDevice, DRAFT_WRITE_DELAY_MS);
    else {
      pendingWrite.current = undefined;
      localDrafts.remove(storeKey);
    }
    for (const listener of listeners) listener();
  }, [listeners, keepOnDevice, storeKey]);
  // leaving the page (the app's navigation or the tab) writes what is still waiting
  useEffect(() => {
    const flush = () => pendingWrite.current !== undefined && keepOnDevice();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [keepOnDevice]);
  // the draft left by an earlier visit, offered once the record is loaded (not the one this visit writes)
  const loaded = !recordKey || record !== undefined;
  const [offered, setOffered] = useState<StoredDraft | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    const kept = localDrafts.read(storeKey);
    setOffered(kept && Object.keys(changedFields(restoredValues(savedNow.current, kept), savedNow.current)).length ? kept : undefined);
  }, [loaded, storeKey]);
  /** Puts the offered draft's changes back into the form, over the record as it is now. */
  const restoreOffered = useCallback(() => {
    if (offered) setDraft(restoredValues(savedNow.current, offered));
    setOffered(undefined);
  }, [offered, setDraft]);
  /**
   * Drops the draft an earlier visit left (the banner's Discard them); input typed in this visit
   * stays in the form, unsaved, and its own copy on the device is written as usual.
   */
  const dismissOffered = useCallback(() => {
    setOffered(undefined);
    if (!draft.current) localDrafts.remove(storeKey);
  }, [storeKey]);
  /** Drops the input of a form left with Discard changes, and its copy on the device. */
  const discardDraft = useCallback(() => {
    setOffered(undefined);
    clearTimeout(pendingWrite.current);
    pendingWrite.current = undefined;
    draft.current = undefined;
    localDrafts.remove(storeKey);
  }, [storeKey]);
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, [listeners]);
  /** Whether input is unsaved right now (read from the draft, so true or false before the next render). */
  const isDirty = useCallback(() => draft.current !== undefined, []);
  /** The record as edited now: the draft, else the saved record. */
  const current = useCallback(() => draft.current ?? saved, [saved]);

  /** Saves `values`; resolves true once stored, false when refused (the errors shown on their fields). */
  // a server error names its field by the label of this entity's schema
  const fieldLabel = useCallback((path: string) => schemaLabel(registry.get(entityName).schema, path), [registry, entityName]);
  const save = useCallback(
    async (values: Rec): Promise<boolean> => {
      setSaving(true);
      setServerErrors(undefined);
      try {
        // the format-check scripts the fields name run here first: a refused value is never sent
        if (runFormatCheck) {
          const fields = formatCheckedFields(registry.get(entityName).schema);
          const refused = fields.length
            ? await checkFormats({ fields, entity: entityName, record: values, previous: recordKey ? saved : undefined, locale: user?.locale ?? 'en', run: runFormatCheck })
            : undefined;
          if (refused) {
            const failure = { status: refused.status, body: refused.toBody() };
            setServerErrors(serverErrorSchema(failure));
            const shown = errorDisplay(failure, t, fieldLabel);
            notify(shown.level, shown.message);
            return false;
          }
        }
        // chosen files are uploaded as documents of the saved record, then put in their fields
        const { body, pending } = splitPendingFiles(values);
        const withFiles = async (rec: Rec) => {
          if (!pending.length) return rec;
          const patch = await uploadPendingFiles(data, registry.get(entityName).apiPath, rec, pending);
          return data.update({ entityName, key: String(rec.registration), data: { ...patch, _version: rec._version } });
        };
        const done = (text: string, rec: Rec) => notify('success', fillText(t(text), { entity: t(registry.get(entityName).name), registration: String(rec.registration) }));
        if (recordKey) {
          const next = await withFiles(await data.update({ entityName, key: recordKey, data: { ...body, _version: saved._version } }));
          await mutate(next, { revalidate: false });
          setDraft(undefined);
          done('{{entity}} "{{registration}}" saved', next);
        } else {
          const created = await withFiles(await data.create({ entityName, data: body }));
          done('{{entity}} "{{registration}}" created', created);
          // stored: nothing is unsaved any more, so opening the new record is not asked about
          setDraft(undefined);
          navigate(registry.clientRoute(entityName, String(created.registration)));
        }
        return true;
      } catch (err) {
        setServerErrors(serverErrorSchema(err));
        const shown = errorDisplay(err, t, fieldLabel);
        // no answer at all: the input is kept and the notice offers to send it again
        const again = resubmit.current;
        const retry = (err as { networkError?: boolean })?.networkError && again ? { label: t('Retry'), run: again } : undefined;
        notify(shown.level, shown.message, retry);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [data, entityName, fieldLabel, mutate, navigate, notify, recordKey, registry, runFormatCheck, saved, setDraft, user?.locale, t],
  );

  /**
   * Checks one field on blur with the format-check script it names (in the browser): its message
   * shows under the field at once, or the field's previous message goes; the save checks again.
   */
  const checkField = useCallback(
    async (name: string) => {
      if (!runFormatCheck) return;
      const fields = formatCheckedFields(registry.get(entityName).schema).filter((f) => f.name === name);
      if (!fields.length) return;
      const values = draft.current ?? saved;
      const refused = await checkFormats({ fields, entity: entityName, record: values, previous: recordKey ? saved : undefined, locale: user?.locale ?? 'en', run: runFormatCheck }).catch(() => undefined);
      // typed on meanwhile: the next blur or the save decides
      if ((draft.current ?? saved)[name] !== values[name]) return;
      setServerErrors((previous) => {
        const next: Rec = { ...previous };
        delete next[name];
        const added = refused ? serverErrorSchema({ body: refused.toBody() }) : undefined;
        const merged = { ...next, ...added };
        return Object.keys(merged).length ? merged : undefined;
      });
    },
    [entityName, recordKey, registry, runFormatCheck, saved, user?.locale],
  );

  const adopt = useCallback(
    (next: Rec) => {
      void mutate(next, { revalidate: false });
      setDraft(undefined);
    },
    [mutate, setDraft],
  );
  const reload = useCallback(() => void mutate(), [mutate]);
  return { record: saved, formData, current, subscribe, error, isLoading, saving, dirty, isDirty, serverErrors, setDraft, save, resubmit, checkField, adopt, reload, offered, restoreOffered, dismissOffered, discardDraft };
}
