import { copiedFields } from '../registry/pasteSchema.ts';
import type { JsonSchema } from '../registry/types.ts';

type Rec = Record<string, unknown>;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The clipboard text of a Copy on a list (seed 002 §2.5): the records as a JSON array following the
 * entity's paste schema, so that a Paste (here or in another tenant) takes it back. Each record
 * keeps its own fields with a value; system fields, the registration (a paste draws new ones), the
 * status (copies start in their workflow's initial status), read-only data and whatever a list
 * include added are left out.
 */
export function copyRecords(rows: readonly Rec[], entity: JsonSchema): string {
  const fields = copiedFields(entity);
  const records = rows.map((row) => Object.fromEntries(fields.filter((f) => !isEmpty(row[f])).map((f) => [f, row[f]])));
  return JSON.stringify(records, null, 2);
}
