import fc from 'fast-check';
import type { JsonSchema } from '../../../engine/registry/types.ts';

/**
 * Values of the fuzz: valid-ish values read from a JSON schema, hostile values (wrong types, huge
 * and unicode strings, nulls, numbers at the edges, nested objects and arrays) and the JSON text
 * that carries them, with raw number literals JSON.stringify cannot write (`1e400`, `-0`).
 */

type Rec = Record<string, unknown>;

/** A JSON fragment written as it is (`1e400`, `-0`, `123456789012345678901234567890`). */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `<raw ${this.text}>`;
  }
}

/** JSON text of a value, {@link RawJson} fragments written verbatim; own `__proto__` keys are kept. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : jsonText(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const parts = Object.entries(value as Rec)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A record with `entries` as own properties (`__proto__` included, unlike an object literal). */
export function ownRecord(entries: [string, unknown][]): Rec {
  const out: Rec = {};
  for (const [k, v] of entries)
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

export const PROTO_NAMES = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'toLocaleString',
  'propertyIsEnumerable',
];

/** Lengths of the huge strings (the body limit is 5 MB: a few are sent whole). */
const HUGE = [1001, 4096, 65_536, 200_000];

export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...HUGE), fc.constantFrom('x', 'é', '😀', '\u0000', 'ab%_\\', ' '))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));

/** Strings that have broken servers: unicode, surrogates, NUL, SQL and template syntax, names of the prototype. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\ud83d',
    '😀',
    'ℌ𝔢𝔩𝔩𝔬',
    'e\u0301',
    '\u202e',
    '\ufeff',
    '\r\n',
    '\t',
    "'",
    '"',
    '\\',
    '%',
    '_',
    '%_%',
    "'; DROP TABLE e_persons; --",
    '${1+1}',
    '{{x}}',
    '<script>alert(1)</script>',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e308',
    '-0',
    '0x1F',
    '1_000',
    ' 12 ',
    '12abc',
    'true',
    'false',
    '[]',
    '{}',
    '2024-02-30',
    '20241340',
    '0000-00-00',
    '9999-12-31T23:59:59.999Z',
    '2024-01-01T25:61:61Z',
    'TMP12345678',
    'TMP00000001',
    'AUT00000001',
    '../../etc/passwd',
    '/',
    '//',
    '?',
    '#',
    '&',
    '=',
    '+',
    'a,b',
    '!',
    '~',
    '~~',
    ...PROTO_NAMES,
  ),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ maxLength: 24 }),
);

/** Numbers at the edges, as JSON numbers, raw literals or strings. */
export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    0.1,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 63,
    1e21,
    1e-7,
  ),
  fc
    .constantFrom(
      '1e400',
      '-1e400',
      '-0',
      '1e-400',
      '123456789012345678901234567890',
      '0.30000000000000004',
      '1E2',
      '-0.0',
    )
    .map((t) => new RawJson(t)),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e308', '-0', '1,5', '1.5.5', '0x10', ''),
  fc.double(),
  fc.integer(),
);

/** Any JSON value, nested at most `depth` levels, with the nasty strings and numbers among its leaves. */
export function nastyJson(depth = 3): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    { arbitrary: nastyString, weight: 3 },
    { arbitrary: nastyNumber, weight: 2 },
    fc.boolean(),
    fc.constant(null),
  );
  if (depth <= 0) return leaf;
  const below = nastyJson(depth - 1);
  return fc.oneof(
    { arbitrary: leaf, weight: 6 },
    { arbitrary: fc.array(below, { maxLength: 4 }), weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(fc.oneof(nastyString, fc.constantFrom(...PROTO_NAMES)), below), { maxLength: 4 })
        .map(ownRecord),
      weight: 1,
    },
  );
}

/** A value of any type for a field that expects something else. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyJson(2), weight: 6 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: fc.array(fc.constant(1), { minLength: 1000, maxLength: 3000 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

const types = (s: JsonSchema) => ([] as string[]).concat(s.type ?? []);

const dateText = fc
  .tuple(
    fc.integer({ min: 1900, max: 2100 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/**
 * A value that the schema of a field says is right (type, enum, select options, x-field type),
 * nested objects and arrays down to `depth`. Field rules may still refuse it (a pattern, a range).
 */
export function validValue(
  schema: JsonSchema,
  deref: (s: JsonSchema) => JsonSchema,
  depth = 2,
): fc.Arbitrary<unknown> {
  const s = deref(schema);
  const field = (s['x-field'] ?? schema['x-field'] ?? {}) as {
    type?: string;
    select?: { options?: { value: unknown }[] };
  };
  const nullable = types(s).includes('null');
  const orNull = (a: fc.Arbitrary<unknown>) =>
    nullable ? fc.oneof({ arbitrary: a, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 }) : a;
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const options = field.select?.options;
  if (options?.length && !types(s).includes('array'))
    return orNull(fc.constantFrom(...options.map((o) => o.value)));
  switch (field.type) {
    case 'email':
      return orNull(fc.emailAddress());
    case 'phone':
      return orNull(fc.constantFrom('+33142000001', '+14155550100', '0142000001'));
    case 'iban':
      return orNull(fc.constantFrom('FR7630006000011234567890189', 'DE89370400440532013000'));
    case 'username':
      return orNull(fc.constantFrom('admin@master', 'someone@master', 'tester@test'));
  }
  const t = types(s);
  if (t.includes('array')) {
    if (depth <= 0 || !s.items) return orNull(fc.constant([]));
    return orNull(fc.array(validValue(s.items, deref, depth - 1), { maxLength: 3 }));
  }
  if (t.includes('object') || s.properties) {
    const props = Object.entries(s.properties ?? {});
    if (depth <= 0 || !props.length) return orNull(fc.constant({}));
    return orNull(
      fc
        .array(
          fc.oneof(...props.map(([k, p]) => fc.tuple(fc.constant(k), validValue(p, deref, depth - 1)))),
          { maxLength: 4 },
        )
        .map(ownRecord),
    );
  }
  if (t.includes('integer')) return orNull(fc.integer({ min: 0, max: 120 }));
  if (t.includes('number'))
    return orNull(fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true })));
  if (t.includes('boolean')) return orNull(fc.boolean());
  if (s.format === 'date' || field.type === 'date') return orNull(dateText);
  if (s.format === 'date-time' || field.type === 'datetime')
    return orNull(dateText.map((d) => `${d}T10:00:00.000Z`));
  return orNull(fc.string({ minLength: 1, maxLength: 20 }));
}

/** A value for a field: mostly right, sometimes of another type or hostile. */
export function fieldValue(schema: JsonSchema, deref: (s: JsonSchema) => JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validValue(schema, deref), weight: 3 }, { arbitrary: wrongValue, weight: 2 });
}
