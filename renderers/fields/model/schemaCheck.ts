import type { ErrorObject } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * A JSON Schema (draft-07) checker that interprets the schema instead of compiling it: ajv builds
 * its validators with `new Function`, which the application's Content-Security-Policy refuses
 * (no 'unsafe-eval'). The errors are ajv's (`ErrorObject`: keyword, instancePath, schemaPath,
 * params, message, and the `verbose` fields), with ajv's English messages, so rjsf and the form's
 * transformErrors read them unchanged. Same options as rjsf's ajv: allErrors, strict off (unknown
 * keywords and formats are ignored), ajv-formats' full formats plus `color` and `data-url`,
 * multipleOf to 8 decimals, `u` regular expressions.
 */

type Schema = boolean | Record<string, unknown>;
type Data = unknown;

const COLOR = /^(#?([0-9A-Fa-f]{3}){1,2}\b|aqua|black|blue|fuchsia|gray|green|lime|maroon|navy|olive|orange|purple|red|silver|teal|white|yellow|(rgb\(\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*\))|(rgb\(\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*\)))$/;
const DATA_URL = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;

type FormatCheck = RegExp | ((value: string) => boolean) | { validate: RegExp | ((value: never) => boolean); type?: string } | true;
const FORMATS: Record<string, FormatCheck> = { ...(fullFormats as Record<string, FormatCheck>), color: COLOR, 'data-url': DATA_URL };

/** What a format says about a value: true/false, or undefined when it does not apply (unknown format, other type). */
function formatOk(name: string, value: Data): boolean | undefined {
  if (!Object.hasOwn(FORMATS, name)) return undefined;
  const def = FORMATS[name];
  if (def === true) return undefined;
  const check = def instanceof RegExp || typeof def === 'function' ? def : def.validate;
  const forType = def instanceof RegExp || typeof def === 'function' ? 'string' : (def.type ?? 'string');
  if (typeof value !== forType) return undefined;
  return check instanceof RegExp ? check.test(value as string) : (check as (v: unknown) => boolean)(value);
}

function isObject(v: Data): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** JSON equality (ajv's fast-deep-equal on JSON data). */
export function deepEqual(a: Data, b: Data): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return typeof a === 'number' && Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => deepEqual(x, bb[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b as object, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function typeOk(type: string, v: Data): boolean {
  switch (type) {
    case 'string': return typeof v === 'string';
    // ajv without strictNumbers: NaN is a number, and Infinity an integer
    case 'number': return typeof v === 'number';
    case 'integer': return typeof v === 'number' && !(v % 1) && !Number.isNaN(v);
    case 'boolean': return typeof v === 'boolean';
    case 'null': return v === null;
    case 'array': return Array.isArray(v);
    case 'object': return isObject(v);
    default: return true;
  }
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
/** A key in a schema path (a URI fragment, as ajv writes it). */
const escapeFragment = (s: string) => encodeURIComponent(escapePointer(s));
const unescapePointer = (s: string) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~');
const ucs2length = (s: string) => [...s].length;

const patterns = new Map<string, RegExp>();
function regex(pattern: string): RegExp {
  let found = patterns.get(pattern);
  if (!found) {
    found = new RegExp(pattern, 'u');
    if (patterns.size > 500) patterns.clear();
    patterns.set(pattern, found);
  }
  return found;
}

/** Thrown for a schema that cannot be used (an unresolvable $ref, a bad pattern): rjsf reports it as a schema error. */
export class SchemaError extends Error {}

interface Ctx {
  root: Schema;
  errors: ErrorObject[];
  depth: number;
}

/** The schema a local `$ref` (`#`, `#/definitions/x`, `#/$defs/x`, `#/properties/a/items`) points to. */
function resolveRef(ref: string, root: Schema): Schema {
  if (ref === '#' || ref === '') return root;
  if (!ref.startsWith('#/')) throw new SchemaError(`can't resolve reference ${ref}`);
  let node: unknown = root;
  for (const part of ref.slice(2).split('/').map(unescapePointer)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) throw new SchemaError(`can't resolve reference ${ref}`);
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'boolean' && !isObject(node)) throw new SchemaError(`can't resolve reference ${ref}`);
  return node;
}

/** Validates `data` against `schema`, pushing ajv-shaped errors; answers whether it is valid. */
function check(schema: Schema, data: Data, instancePath: string, schemaPath: string, ctx: Ctx): boolean {
  if (ctx.depth > 200) throw new SchemaError('schema nesting too deep (a $ref cycle?)');
  const errors = ctx.errors;
  const before = errors.length;
  const fail = (keyword: string, params: Record<string, unknown>, message: string, keywordSchema: unknown, path = `${schemaPath}/${keyword}`) => {
    errors.push({ instancePath, schemaPath: path, keyword, params, message, schema: keywordSchema, parentSchema: s, data } as ErrorObject);
  };
  if (schema === true) return true;
  if (schema === false) {
    errors.push({ instancePath, schemaPath: `${schemaPath}/false schema`, keyword: 'false schema', params: {}, message: 'boolean schema is false', schema: false, data } as ErrorObject);
    return false;
  }
  const s = schema;
  const sub = (child: Schema, childData: Data, dataKey: string | number | undefined, childPath: string) => {
    ctx.depth++;
    try {
      return check(child, childData, dataKey === undefined ? instancePath : `${instancePath}/${escapePointer(String(dataKey))}`, childPath, ctx);
    } finally {
      ctx.depth--;
    }
  };
  /** Runs a sub-check whose errors are kept only when `keep` says so. */
  const trial = (fn: () => boolean): { ok: boolean; errs: ErrorObject[] } => {
    const mark = errors.length;
    const ok = fn();
    return { ok, errs: errors.splice(mark) };
  };

  // like ajv, the errors under a $ref name the schema path of its target
  if (typeof s.$ref === 'string') sub(resolveRef(s.$ref, ctx.root), data, undefined, s.$ref === '' ? '#' : s.$ref);

  if (s.type !== undefined) {
    const types = (Array.isArray(s.type) ? s.type : [s.type]) as string[];
    if (!types.some((t) => typeOk(t, data))) fail('type', { type: s.type }, `must be ${types.join(',')}`, s.type);
  }

  // number
  if (typeof data === 'number') {
    const limit = (kw: string, cmp: string, ok: (l: number) => boolean) => {
      const l = s[kw];
      if (typeof l === 'number' && !ok(l)) fail(kw, { comparison: cmp, limit: l }, `must be ${cmp} ${l}`, l);
    };
    limit('maximum', '<=', (l) => data <= l);
    limit('minimum', '>=', (l) => data >= l);
    if (typeof s.multipleOf === 'number') {
      const division = data / s.multipleOf;
      if (Math.abs(Math.round(division) - division) >= 1e-8) fail('multipleOf', { multipleOf: s.multipleOf }, `must be multiple of ${s.multipleOf}`, s.multipleOf);
    }
    limit('exclusiveMaximum', '<', (l) => data < l);
    limit('exclusiveMinimum', '>', (l) => data > l);
  }

  // string
  if (typeof data === 'string') {
    if (typeof s.maxLength === 'number' && ucs2length(data) > s.maxLength) fail('maxLength', { limit: s.maxLength }, `must NOT have more than ${s.maxLength} characters`, s.maxLength);
    if (typeof s.minLength === 'number' && ucs2length(data) < s.minLength) fail('minLength', { limit: s.minLength }, `must NOT have fewer than ${s.minLength} characters`, s.minLength);
    if (typeof s.pattern === 'string') {
      let re: RegExp;
      try {
        re = regex(s.pattern);
      } catch {
        throw new SchemaError(`pattern "${s.pattern}" is not a valid regular expression`);
      }
      if (!re.test(data)) fail('pattern', { pattern: s.pattern }, `must match pattern "${s.pattern}"`, s.pattern);
    }
  }
  if (typeof s.format === 'string' && formatOk(s.format, data) === false) fail('format', { format: s.format }, `must match format "${s.format}"`, s.format);

  // array
  if (Array.isArray(data)) {
    if (typeof s.maxItems === 'number' && data.length > s.maxItems) fail('maxItems', { limit: s.maxItems }, `must NOT have more than ${s.maxItems} items`, s.maxItems);
    if (typeof s.minItems === 'number' && data.length < s.minItems) fail('minItems', { limit: s.minItems }, `must NOT have fewer than ${s.minItems} items`, s.minItems);
    if (Array.isArray(s.items)) {
      const tuple = s.items as Schema[];
      tuple.forEach((item, i) => {
        if (i < data.length) sub(item, data[i], i, `${schemaPath}/items/${i}`);
      });
      if (s.additionalItems !== undefined && data.length > tuple.length) {
        if (s.additionalItems === false) fail('additionalItems', { limit: tuple.length }, `must NOT have more than ${tuple.length} items`, false);
        else if (typeof s.additionalItems === 'object') for (let i = tuple.length; i < data.length; i++) sub(s.additionalItems as Schema, data[i], i, `${schemaPath}/additionalItems`);
      }
    } else if (s.items !== undefined) {
      data.forEach((item, i) => sub(s.items as Schema, item, i, `${schemaPath}/items`));
    }
    const itemTypes = isObject(s.items) && s.items.type !== undefined ? ([] as string[]).concat(s.items.type as string | string[]) : [];
    if (s.uniqueItems === true && itemTypes.length && !itemTypes.some((t) => t === 'object' || t === 'array')) {
      // ajv's scalar path: from the end, the first value seen again (i the lower index, j the higher)
      const seen = new Map<unknown, number>();
      for (let i = data.length - 1; i >= 0; i--) {
        const item = data[i];
        if (!itemTypes.some((t) => typeOk(t, item))) continue;
        const j = seen.get(item);
        if (j !== undefined) {
          fail('uniqueItems', { i, j }, `must NOT have duplicate items (items ## ${j} and ${i} are identical)`, true);
          break;
        }
        seen.set(item, i);
      }
    } else if (s.uniqueItems === true) {
      outer: for (let i = data.length - 1; i > 0; i--) {
        for (let j = i - 1; j >= 0; j--) {
          if (deepEqual(data[i], data[j])) {
            fail('uniqueItems', { i, j }, `must NOT have duplicate items (items ## ${j} and ${i} are identical)`, true);
            break outer;
          }
        }
      }
    }
    if (s.contains !== undefined) {
      const tries = data.map((item, i) => trial(() => sub(s.contains as Schema, item, i, `${schemaPath}/contains`)));
      if (!tries.some((t) => t.ok)) {
        // like ajv, the errors of the items are kept when none matches
        errors.push(...tries.flatMap((t) => t.errs));
        fail('contains', { minContains: 1 }, 'must contain at least 1 valid item(s)', s.contains);
      }
    }
  }

  // object
  if (isObject(data)) {
    const keys = Object.keys(data);
    if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) fail('maxProperties', { limit: s.maxProperties }, `must NOT have more than ${s.maxProperties} properties`, s.maxProperties);
    if (typeof s.minProperties === 'number' && keys.length < s.minProperties) fail('minProperties', { limit: s.minProperties }, `must NOT have fewer than ${s.minProperties} properties`, s.minProperties);
    if (Array.isArray(s.required)) {
      for (const name of s.required as string[]) {
        if (data[name] === undefined) fail('required', { missingProperty: name }, `must have required property '${name}'`, s.required);
      }
    }
    if (isObject(s.dependencies)) {
      for (const [name, dep] of Object.entries(s.dependencies)) {
        if (data[name] === undefined) continue;
        if (Array.isArray(dep)) {
          const missing = (dep as string[]).filter((d) => data[d] === undefined);
          for (const m of missing) {
            fail('dependencies', { property: name, missingProperty: m, depsCount: dep.length, deps: (dep as string[]).join(', ') },
              `must have ${dep.length === 1 ? 'property' : 'properties'} ${(dep as string[]).join(', ')} when property ${name} is present`, s.dependencies);
          }
        } else {
          sub(dep as Schema, data, undefined, `${schemaPath}/dependencies/${escapeFragment(name)}`);
        }
      }
    }
    if (s.propertyNames !== undefined) {
      for (const key of keys) {
        const t = trial(() => sub(s.propertyNames as Schema, key, undefined, `${schemaPath}/propertyNames`));
        if (!t.ok) {
          errors.push(...t.errs.map((e) => ({ ...e, propertyName: key })));
          fail('propertyNames', { propertyName: key }, 'property name must be valid', s.propertyNames);
        }
      }
    }
    const props = isObject(s.properties) ? s.properties : undefined;
    const patternProps = isObject(s.patternProperties) ? Object.entries(s.patternProperties) : [];
    if (s.additionalProperties !== undefined && s.additionalProperties !== true) {
      for (const key of keys) {
        if (props && Object.hasOwn(props, key)) continue;
        if (patternProps.some(([p]) => regex(p).test(key))) continue;
        if (s.additionalProperties === false) fail('additionalProperties', { additionalProperty: key }, 'must NOT have additional properties', false);
        else sub(s.additionalProperties as Schema, data[key], key, `${schemaPath}/additionalProperties`);
      }
    }
    if (props) {
      for (const [name, child] of Object.entries(props)) {
        if (Object.hasOwn(data, name) && data[name] !== undefined) sub(child as Schema, data[name], name, `${schemaPath}/properties/${escapeFragment(name)}`);
      }
    }
    for (const [p, child] of patternProps) {
      for (const key of keys) if (regex(p).test(key)) sub(child as Schema, data[key], key, `${schemaPath}/patternProperties/${escapeFragment(p)}`);
    }
  }

  // any type
  if (Array.isArray(s.enum) && !s.enum.some((e) => deepEqual(e, data))) fail('enum', { allowedValues: s.enum }, 'must be equal to one of the allowed values', s.enum);
  if (Object.hasOwn(s, 'const') && !deepEqual(s.const, data)) fail('const', { allowedValue: s.const }, 'must be equal to constant', s.const);
  if (s.not !== undefined && trial(() => sub(s.not as Schema, data, undefined, `${schemaPath}/not`)).ok) fail('not', {}, 'must NOT be valid', s.not);
  if (Array.isArray(s.anyOf)) {
    const results = (s.anyOf as Schema[]).map((branch, i) => trial(() => sub(branch, data, undefined, `${schemaPath}/anyOf/${i}`)));
    if (!results.some((r) => r.ok)) {
      errors.push(...results.flatMap((r) => r.errs));
      fail('anyOf', {}, 'must match a schema in anyOf', s.anyOf);
    }
  }
  if (Array.isArray(s.oneOf)) {
    const results = (s.oneOf as Schema[]).map((branch, i) => trial(() => sub(branch, data, undefined, `${schemaPath}/oneOf/${i}`)));
    const passing = results.flatMap((r, i) => (r.ok ? [i] : []));
    if (passing.length !== 1) {
      if (!passing.length) errors.push(...results.flatMap((r) => r.errs));
      fail('oneOf', { passingSchemas: passing.length ? passing.slice(0, 2) : null }, 'must match exactly one schema in oneOf', s.oneOf);
    }
  }
  if (Array.isArray(s.allOf)) (s.allOf as Schema[]).forEach((branch, i) => sub(branch, data, undefined, `${schemaPath}/allOf/${i}`));
  if (s.if !== undefined && (s.then !== undefined || s.else !== undefined)) {
    const cond = trial(() => sub(s.if as Schema, data, undefined, `${schemaPath}/if`)).ok;
    const branch = cond ? 'then' : 'else';
    if (s[branch] !== undefined) {
      const t = trial(() => sub(s[branch] as Schema, data, undefined, `${schemaPath}/${branch}`));
      if (!t.ok) {
        errors.push(...t.errs);
        fail('if', { failingKeyword: branch }, `must match "${branch}" schema`, s.if);
      }
    }
  }
  return errors.length === before;
}

/**
 * The errors of `data` against `schema` (empty when valid), `$ref`s resolved in `root` (the schema
 * itself by default). Throws {@link SchemaError} for a schema that cannot be used.
 */
export function schemaErrors(schema: Schema, data: Data, root: Schema = schema): ErrorObject[] {
  const ctx: Ctx = { root, errors: [], depth: 0 };
  check(schema, data, '', '#', ctx);
  return ctx.errors;
}
