import { useCallback } from 'react';
import { copyRecords } from '../../engine/lists/copyRecords.ts';
import { parseClipboard } from '../../engine/lists/parseClipboard.ts';
import { PASTE_LIMIT } from '../../engine/registry/pasteSchema.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { useEngine } from '../context/EngineContext.ts';
import { schemaErrors } from '../fields/model/schemaCheck.ts';
import { errorText } from '../pages/errorText.ts';

type Rec = Record<string, unknown>;

/** Shown when a paste fails, whatever the reason (seed 002 §8). */
export const PASTE_FAILED = 'Invalid data';
/** Shown after a copy (seed 002 §8). */
export const COPY_DONE = 'Done';

/**
 * The Copy and Paste buttons of a list (seed 002 §2.5, §7, §8; products when the page
 * configuration shows them). Copy puts the selected rows, or when none is selected every row of
 * the current search (up to {@link PASTE_LIMIT}), on the clipboard as JSON and says 'Done'.
 * Paste reads the clipboard, fetches `GET {apiPath}-schema`, checks the records against it here,
 * then creates them with one `POST {apiPath}` of the array (all or none on the server); any
 * failure, from unreadable clipboard to server refusal, shows the warning 'Invalid data' and
 * creates nothing.
 */
export function useListClipboard(entityName: string, selected: readonly Rec[], query: Record<string, string>, reload: () => void) {
  const { data, notify, registry } = useEngine();
  const info = registry.get(entityName);

  const copy = useCallback(async () => {
    try {
      const page = selected.length ? undefined : await data.getList({ entityName, offset: 0, size: PASTE_LIMIT, query });
      await navigator.clipboard.writeText(copyRecords(page?.records ?? selected, info.schema));
      notify('info', COPY_DONE);
      if (page?.continues) notify('warning', `Only the first ${PASTE_LIMIT} records were copied`);
    } catch (err) {
      notify('error', errorText(err));
    }
  }, [data, entityName, info.schema, notify, query, selected]);

  const paste = useCallback(async () => {
    try {
      const text = await navigator.clipboard.readText();
      const schema = await data.custom<JsonSchema>({ method: 'GET', path: `${info.apiPath}-schema` });
      const parsed = parseClipboard(text, schema, schemaErrors);
      if (!parsed.ok) return notify('warning', PASTE_FAILED);
      const created = await data.custom<unknown[]>({ method: 'POST', path: info.apiPath, body: parsed.records });
      const count = Array.isArray(created) ? created.length : parsed.records.length;
      notify('success', `${count} record(s) created`);
      reload();
    } catch {
      notify('warning', PASTE_FAILED);
    }
  }, [data, info.apiPath, notify, reload]);

  return { copy, paste };
}
