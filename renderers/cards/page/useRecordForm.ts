import { useCallback, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { useEngine } from '../../context/EngineContext.ts';
import { errorDisplay } from '../../pages/errorText.ts';
import { splitPendingFiles, uploadPendingFiles } from './pendingFiles.ts';

type Rec = Record<string, unknown>;

/**
 * The record of a card page and its edition: the saved record (loaded when there is a key), the
 * draft being typed, save (update, or create then open the new record) and the adoption of a
 * record changed elsewhere (a transition). The draft is kept in a ref: the form owns what is typed,
 * and redrawing the page on every keystroke (and handing the form its own data back, which rjsf
 * re-derives in full) made typing in a large form slow; the page redraws only when `dirty` flips.
 */
export function useRecordForm(entityName: string, recordKey: string | undefined) {
  const { data, notify, navigate, registry } = useEngine();
  const { data: record, error, isLoading, mutate } = useSWR(recordKey ? ['record', entityName, recordKey] : null, () => data.getOne({ entityName, key: recordKey as string }));
  const draft = useRef<Rec | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const saved = useMemo(() => record ?? {}, [record]);
  const formData = draft.current ?? saved;
  const setDraft = useCallback((values: Rec | undefined) => {
    draft.current = values;
    setDirty(values !== undefined);
  }, []);
  /** The record as edited now: the draft, else the saved record. */
  const current = useCallback(() => draft.current ?? saved, [saved]);

  const save = useCallback(
    async (values: Rec) => {
      setSaving(true);
      try {
        // chosen files are uploaded as documents of the saved record, then put in their fields
        const { body, pending } = splitPendingFiles(values);
        const withFiles = async (rec: Rec) => {
          if (!pending.length) return rec;
          const patch = await uploadPendingFiles(data, registry.get(entityName).apiPath, rec, pending);
          return data.update({ entityName, key: String(rec.registration), data: { ...patch, _version: rec._version } });
        };
        if (recordKey) {
          const next = await withFiles(await data.update({ entityName, key: recordKey, data: { ...body, _version: saved._version } }));
          await mutate(next, { revalidate: false });
          setDraft(undefined);
          notify('success', `${entityName} "${String(next.registration)}" saved`);
        } else {
          const created = await withFiles(await data.create({ entityName, data: body }));
          notify('success', `${entityName} "${String(created.registration)}" created`);
          navigate(registry.clientRoute(entityName, String(created.registration)));
        }
      } catch (err) {
        const shown = errorDisplay(err);
        notify(shown.level, shown.message);
      } finally {
        setSaving(false);
      }
    },
    [data, entityName, mutate, navigate, notify, recordKey, registry, saved._version, setDraft],
  );

  const adopt = useCallback(
    (next: Rec) => {
      void mutate(next, { revalidate: false });
      setDraft(undefined);
    },
    [mutate, setDraft],
  );
  const reload = useCallback(() => void mutate(), [mutate]);
  return { record: saved, formData, current, error, isLoading, saving, dirty, setDraft, save, adopt, reload };
}
