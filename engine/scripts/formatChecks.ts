import { AppError, type FieldError } from '../errors/AppError.ts';
import type { JsonSchema } from '../registry/types.ts';

type Rec = Record<string, unknown>;

/** A field whose `x-field.formatCheck` names a format-check script. */
export interface CheckedField {
  name: string;
  label: string;
  script: string;
}

/** The verdict of a format-check script: `{valid, message?}`. */
export interface FormatVerdict {
  valid?: boolean;
  message?: string;
}

/**
 * Runs one format-check script: answers its verdict, undefined when it cannot run here (the tenant
 * lacks it, the user may not read it, the browser sandbox did not load: the server decides), or
 * throws a script error (its message is the field's).
 */
export type FormatCheckRun = (script: string, ctx: Rec) => Promise<FormatVerdict | undefined>;

/** The fields of an entity schema that name a format-check script (top-level properties). */
export function formatCheckedFields(schema: JsonSchema): CheckedField[] {
  const out: CheckedField[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const field = (prop as { 'x-field'?: { formatCheck?: unknown; label?: unknown } })['x-field'];
    if (typeof field?.formatCheck === 'string' && field.formatCheck.trim()) {
      out.push({ name, label: typeof field.label === 'string' ? field.label : name, script: field.formatCheck.trim() });
    }
  }
  return out;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Whether a script failure is one the script made (its message goes on the field), not the host's. */
const isScriptFailure = (err: unknown) => typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'ScriptError';

/**
 * The format checks of a write, the same on the server (the authority) and in the browser (before
 * sending): every checked field with a value that is new or changed runs its script; an invalid
 * value (or a script that fails) gives `400 INVALID_FIELD_VALUE` with the script's message on the
 * field, the first field's label and message in the error's text. Undefined: nothing refused.
 */
export async function checkFormats(opts: {
  fields: CheckedField[];
  entity: string;
  record: Rec;
  previous?: Rec;
  locale: string;
  run: FormatCheckRun;
}): Promise<AppError | undefined> {
  const { fields, entity, record, previous, locale, run } = opts;
  const errors: FieldError[] = [];
  for (const field of fields) {
    const value = record[field.name];
    if (isEmpty(value) || (previous && JSON.stringify(previous[field.name]) === JSON.stringify(value))) continue;
    let verdict: FormatVerdict | undefined;
    try {
      verdict = await run(field.script, JSON.parse(JSON.stringify({ value, field: field.name, entity, data: record, locale })) as Rec);
    } catch (err) {
      if (!isScriptFailure(err)) throw err;
      const message = (err as Error).message;
      return new AppError('INVALID_FIELD_VALUE', [field.label, message], [{ path: field.name, message, code: 'INVALID_FIELD_VALUE' }]);
    }
    if (verdict?.valid === false) errors.push({ path: field.name, message: verdict.message || 'Invalid format', code: 'INVALID_FIELD_VALUE' });
  }
  if (!errors.length) return undefined;
  const first = fields.find((f) => f.name === errors[0].path);
  return new AppError('INVALID_FIELD_VALUE', [first?.label ?? errors[0].path, errors[0].message], errors);
}
