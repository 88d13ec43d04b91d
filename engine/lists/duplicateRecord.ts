import type { DataProvider } from '../data/DataProvider.ts';
import { duplicateBody, fillUrl, type ResolvedRowAction } from './rowActions.ts';

type Rec = Record<string, unknown>;

/**
 * The duplicate row action: reads the whole record (a list row holds only its columns and joined
 * names), posts it without its system fields, registration, status and key to the action's url,
 * and answers the created copy. The server gives the copy its own registration and its workflow's
 * initial status, and validates it like any new record.
 */
export async function duplicateRecord(data: Pick<DataProvider, 'custom'>, action: ResolvedRowAction, row: Rec): Promise<Rec> {
  if (!action.duplicateOf || !action.url) throw new Error(`${action.name} is not a duplicate action`);
  const source = await data.custom<Rec>({ method: 'GET', path: fillUrl(action.duplicateOf.sourceUrl, row) });
  return data.custom<Rec>({ method: 'POST', path: fillUrl(action.url, row), body: duplicateBody(source, action.duplicateOf.keyField) });
}
