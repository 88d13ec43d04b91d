import type { JsonSchema } from '../../engine/registry/types.ts';
import type { FieldSpec } from '../../engine/validation/FieldSpec.ts';
import { validateForm } from '../../engine/validation/validateForm.ts';
import { getAtPath, setAtPath } from '../../engine/validation/paths.ts';
import type { ValidationIssue } from '../../engine/validation/types.ts';

type Rec = Record<string, unknown>;
type Deref = (s: JsonSchema) => JsonSchema;

/** Field types whose rule checks one element: a multiple field of them is checked element by element. */
const ELEMENT_TYPES = new Set(['address', 'bankAccount']);
const MAX_DEPTH = 4;

/** Rules that read text: they apply only where the schema lets the value be a string (a JSON object edited in a textarea is not text). */
const TEXT_TYPES = new Set(['text', 'password', 'textarea', 'email', 'emails', 'username', 'phone', 'iban', 'rib', 'color', 'siren', 'date', 'datetime']);

function applies(spec: FieldSpec, prop: JsonSchema): boolean {
  if (!TEXT_TYPES.has(spec.type) || prop.type === undefined) return true;
  return ([] as string[]).concat(prop.type).includes('string');
}

const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The x-field of every field present in `value` (and of absent top-level ones, for mandatory), keyed by dot path. */
function collect(schema: JsonSchema, value: Rec, prefix: string, out: Record<string, FieldSpec>, deref: Deref, depth: number): void {
  for (const [key, raw] of Object.entries(deref(schema).properties ?? {})) {
    const prop = deref(raw);
    const spec = (raw['x-field'] ?? prop['x-field']) as FieldSpec | undefined;
    const path = prefix ? `${prefix}.${key}` : key;
    const v = value[key];
    if (spec && applies(spec, prop) && (v !== undefined || depth === 0)) {
      if (ELEMENT_TYPES.has(spec.type) && Array.isArray(v)) {
        v.forEach((_, i) => (out[`${path}.${i}`] = { ...spec, multiple: false }));
      } else {
        out[path] = spec;
      }
    }
    if (depth >= MAX_DEPTH) continue;
    const items = prop.items ? deref(prop.items) : undefined;
    if (Array.isArray(v) && items?.properties) {
      v.forEach((element, i) => isObject(element) && collect(items, element, `${path}.${i}`, out, deref, depth + 1));
    } else if (isObject(v) && prop.properties) {
      collect(prop, v, path, out, deref, depth + 1);
    }
  }
}

/** A normalized value is kept only when it has the shape of the original (a rule may wrap a text in an object). */
const sameShape = (a: unknown, b: unknown) => typeof a === typeof b && Array.isArray(a) === Array.isArray(b);

export interface FieldCheckResult {
  record: Rec;
  errors: ValidationIssue[];
}

/**
 * Runs the field rules of engine/validation (the same the browser runs: e-mail, phone, IBAN, dates,
 * min/max, mandatory, patterns) over a record about to be written, in `write` mode. Values the
 * rules normalize (spaces stripped from an IBAN, a phone...) are stored normalized.
 */
export function checkFields(schema: JsonSchema, record: Rec, deref: Deref, ctx: { tenant?: string; locale?: string; bypassIbanCheck?: boolean }): FieldCheckResult {
  const fields: Record<string, FieldSpec> = {};
  collect(schema, record, '', fields, deref, 0);
  const settings = ctx.bypassIbanCheck ? { bypassIbanCheck: true } : undefined;
  const { values, errors } = validateForm(fields, record, { mode: 'write', tenant: ctx.tenant, locale: ctx.locale, settings });
  if (values === record) return { record, errors };
  const out = structuredClone(record);
  for (const path of Object.keys(fields)) {
    const before = getAtPath(record, path);
    const after = getAtPath(values, path);
    if (after !== before && sameShape(before, after)) setAtPath(out, path, after);
  }
  return { record: out, errors };
}
