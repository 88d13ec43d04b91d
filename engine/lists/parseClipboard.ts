import { PASTE_LIMIT, SYSTEM_FIELDS } from '../registry/pasteSchema.ts';
import type { JsonSchema } from '../registry/types.ts';

type Rec = Record<string, unknown>;

/** A JSON Schema checker answering the errors of `data` (none when valid). */
export type SchemaCheck = (schema: Record<string, unknown>, data: unknown) => readonly unknown[];

/** Why a clipboard cannot be pasted. */
export type PasteProblem = 'empty' | 'notJson' | 'notRecords' | 'tooMany' | 'invalid';

export type ParsedClipboard = { ok: true; records: Rec[] } | { ok: false; problem: PasteProblem; errors?: readonly unknown[] };

const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

function withoutSystemFields(record: Rec): Rec {
  const out = { ...record };
  for (const f of SYSTEM_FIELDS) delete out[f];
  return out;
}

/**
 * Reads the clipboard of a Paste (seed 002 §7): JSON holding an array of records (or one record),
 * checked against the paste schema the server gave (`GET {apiPath}-schema`). System fields
 * (`_id`, `_version`, dates and users of creation and update) are the server's: they are dropped
 * first, so records copied from the API paste too. Anything else (not JSON, not records, more
 * than {@link PASTE_LIMIT}, a field or value the schema refuses) makes the whole paste invalid.
 */
export function parseClipboard(text: string, schema: JsonSchema, check: SchemaCheck): ParsedClipboard {
  if (!text.trim()) return { ok: false, problem: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  const list = isRecord(value) ? [value] : value;
  if (!Array.isArray(list) || !list.every(isRecord)) return { ok: false, problem: 'notRecords' };
  if (!list.length) return { ok: false, problem: 'empty' };
  if (list.length > PASTE_LIMIT) return { ok: false, problem: 'tooMany' };
  const records = list.map(withoutSystemFields);
  const errors = check(schema as Record<string, unknown>, records);
  return errors.length ? { ok: false, problem: 'invalid', errors } : { ok: true, records };
}
