import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { bundleSchema } from '../../engine/forms/bundleSchema.ts';
import { createDefaultRegistry } from '../../engine/registry/defaultRegistry.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { EvalFreeValidator } from '../../renderers/fields/model/evalFreeValidator.ts';
import { schemaErrors } from '../../renderers/fields/model/schemaCheck.ts';
import { shapeSchemas } from '../../schemas/generated/catalog.ts';

/**
 * The forms' eval-free validator against rjsf's ajv validator (which compiles with `new Function`:
 * allowed here in Node, refused by the app's Content-Security-Policy): same errors, field by field,
 * for every entity schema on generated records, and for every keyword on hand-written cases.
 */

type Rec = Record<string, unknown>;
const ajvValidator = customizeValidator({ ajvOptionsOverrides: { strict: false } });
const ours = new EvalFreeValidator();

/** The comparable part of an ajv error, as a sortable string. */
function key(e: ErrorObject): string {
  return JSON.stringify([e.instancePath, e.schemaPath, e.keyword, e.message, e.params]);
}

function same(schema: RJSFSchema, data: unknown): void {
  const expected = (ajvValidator.rawValidation<ErrorObject>(schema, data as Rec).errors ?? []).map(key).sort();
  const actual = (ours.rawValidation<ErrorObject>(schema, data as Rec).errors ?? []).map(key).sort();
  expect(actual, JSON.stringify(data)).toEqual(expected);
}

/** A small deterministic random source. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const STRINGS = ['', 'abc', 'x'.repeat(300), '2024-01-31', '2024-02-30', '2024-13-45', '2024-01-31T10:00:00Z', '2024-01-31T25:00:00Z', 'not-a-date', 'jane@example.com', 'jane@', 'FR7630006000011234567890189', '😀😀😀', '12:00:00Z', 'https://example.com/a?b=c', '#fff', 'a b'];
const NUMBERS = [-1, 0, 0.5, 3, 12, 1e9, 2.000000001, -0.25];

function generate(schema: unknown, root: JsonSchema, rnd: () => number, depth = 0): unknown {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const junk = () => pick<unknown>([pick(STRINGS), pick(NUMBERS), true, null, [], {}, [pick(STRINGS)], { a: 1 }]);
  if (!schema || typeof schema !== 'object' || depth > 6) return junk();
  let s = schema as Rec;
  if (typeof s.$ref === 'string' && s.$ref.startsWith('#/')) {
    let node: unknown = root;
    for (const part of s.$ref.slice(2).split('/')) node = (node as Rec | undefined)?.[part];
    s = { ...(node as Rec), ...s, $ref: undefined };
  }
  if (rnd() < 0.15) return junk();
  if (Array.isArray(s.enum) && rnd() < 0.7) return pick(s.enum);
  if ('const' in s && rnd() < 0.7) return s.const;
  const types = ([] as string[]).concat((s.type as string | string[]) ?? (s.properties ? 'object' : s.items ? 'array' : 'string'));
  const type = pick(types);
  switch (type) {
    case 'null': return null;
    case 'boolean': return rnd() < 0.5;
    case 'integer': return pick(NUMBERS.map(Math.round));
    case 'number': return pick(NUMBERS);
    case 'string': return pick(STRINGS);
    case 'array': {
      const n = Math.floor(rnd() * 4);
      return Array.from({ length: n }, () => generate(s.items, root, rnd, depth + 1));
    }
    case 'object': {
      const out: Rec = {};
      for (const [name, child] of Object.entries((s.properties as Rec) ?? {})) if (rnd() < 0.6) out[name] = generate(child, root, rnd, depth + 1);
      if (rnd() < 0.1) out.extra = pick(STRINGS);
      return out;
    }
    default: return junk();
  }
}

describe('eval-free form validation = ajv', () => {
  const registry = createDefaultRegistry();
  const shapes = shapeSchemas as JsonSchema[];

  it('agrees with ajv on generated records of every entity schema', () => {
    const rnd = random(19);
    let compared = 0;
    for (const info of registry.all()) {
      const schema = bundleSchema(info.schema, shapes);
      for (let i = 0; i < 25; i++) {
        same(schema as RJSFSchema, generate(schema, schema, rnd));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  const CASES: [string, Rec, unknown[]][] = [
    ['numbers', { type: 'number', minimum: 1, maximum: 10, exclusiveMinimum: 1, exclusiveMaximum: 10, multipleOf: 0.5 }, [0, 1, 1.5, 1.25, 10, 11, '1', Infinity]],
    ['integers', { type: ['integer', 'null'] }, [1, 1.5, null, '1', true]],
    ['strings', { type: 'string', minLength: 2, maxLength: 4, pattern: '^[a-z]+$' }, ['', 'ab', 'abcde', 'AB', '😀😀', '😀']],
    ['formats', { type: 'object', properties: { d: { format: 'date' }, t: { format: 'date-time' }, e: { format: 'email' }, u: { format: 'uri' }, i: { format: 'uuid' }, c: { format: 'color' }, x: { format: 'unknown-format' } } },
      [{ d: '2024-02-29', t: '2024-01-01T00:00:00Z', e: 'a@b.co', u: 'https://a.b', i: '123e4567-e89b-12d3-a456-426614174000', c: '#abc', x: 'anything' }, { d: '2023-02-29', t: '2024-01-01', e: 'a@', u: 'nope', i: 'x', c: 'nocolor', x: 1 }, { d: 5 }]],
    ['enum and const', { type: 'object', properties: { e: { enum: ['A', 'B', null, { x: 1 }] }, c: { const: [1, 2] } } }, [{ e: 'A', c: [1, 2] }, { e: 'C', c: [2, 1] }, { e: { x: 1 } }, { e: null }]],
    ['required and properties', { type: 'object', required: ['a', 'b'], properties: { a: { type: 'string' }, b: { type: 'object', required: ['c'], properties: { c: { type: 'number' } } } } },
      [{}, { a: 1 }, { a: 'x', b: {} }, { a: 'x', b: { c: 'y' } }, { a: undefined, b: { c: 1 } }, [], null]],
    ['additional and pattern properties', { type: 'object', properties: { a: {} }, patternProperties: { '^x-': { type: 'number' } }, additionalProperties: false, minProperties: 1, maxProperties: 2 },
      [{}, { a: 1 }, { a: 1, 'x-b': 'no' }, { a: 1, b: 2 }, { a: 1, 'x-a': 1, 'x-b': 2 }]],
    ['additional properties schema', { type: 'object', additionalProperties: { type: 'string' } }, [{ a: 'x' }, { a: 1, b: 'y', c: null }]],
    ['arrays', { type: 'array', minItems: 1, maxItems: 3, items: { type: 'object', properties: { n: { type: 'number' } } }, uniqueItems: true }, [[], [{ n: 1 }, { n: 1 }], [{ n: 'x' }], [1, 2, 3, 4], [{}, { n: 2 }]]],
    ['unique scalars', { type: 'array', items: { type: 'string' }, uniqueItems: true }, [['a', 'b', 'a'], ['a', 'b', 'c', 'b', 'a'], ['a']]],
    ['tuples', { type: 'array', items: [{ type: 'string' }, { type: 'number' }], additionalItems: false }, [['a', 1], [1, 'a'], ['a', 1, true]]],
    ['tuple with additional schema', { type: 'array', items: [{ type: 'string' }], additionalItems: { type: 'number' } }, [['a', 1, 2], ['a', 'b']]],
    ['contains', { type: 'array', contains: { type: 'number', minimum: 5 } }, [[1, 6], [1, 2], []]],
    ['anyOf', { anyOf: [{ type: 'string', minLength: 3 }, { type: 'number' }] }, ['abcd', 'ab', 1, null]],
    ['oneOf', { oneOf: [{ type: 'number', minimum: 0 }, { type: 'number', maximum: 10 }, { type: 'string' }] }, [-5, 5, 20, 'x', null]],
    ['allOf and not', { allOf: [{ type: 'string' }, { minLength: 2 }], not: { const: 'no' } }, ['ok', 'no', 'x', 3]],
    ['if then else', { type: 'object', properties: { kind: { type: 'string' } }, if: { properties: { kind: { const: 'P' } } }, then: { required: ['first'] }, else: { required: ['name'] } },
      [{ kind: 'P' }, { kind: 'P', first: 'a' }, { kind: 'C' }, { kind: 'C', name: 'n' }]],
    ['dependencies', { type: 'object', dependencies: { a: ['b', 'c'], d: { required: ['e'] }, f: ['g'] } }, [{ a: 1 }, { a: 1, b: 1, c: 1 }, { d: 1 }, { f: 1 }]],
    ['propertyNames', { type: 'object', propertyNames: { pattern: '^[a-z]+$', maxLength: 3 } }, [{ ab: 1 }, { AB: 1, abcd: 2 }]],
    ['refs and definitions', { definitions: { pos: { type: 'number', minimum: 0 }, node: { type: 'object', properties: { v: { $ref: '#/definitions/pos' }, next: { $ref: '#/definitions/node' } } } }, $ref: '#/definitions/node' },
      [{ v: 1, next: { v: -1, next: { v: 'x' } } }, { v: 2 }]],
    ['boolean schemas', { type: 'object', properties: { yes: true, no: false } }, [{ yes: 1 }, { no: 1 }]],
  ];

  for (const [name, schema, values] of CASES) {
    it(`agrees with ajv on ${name}`, () => {
      for (const value of values) same(schema as RJSFSchema, value);
    });
  }

  it('answers isValid like ajv for sub-schemas referring to the root', () => {
    const root = { definitions: { pos: { type: 'number', minimum: 0 } }, type: 'object', properties: { a: { $ref: '#/definitions/pos' } } } as RJSFSchema;
    const sub = { $ref: '#/definitions/pos' } as RJSFSchema;
    for (const v of [1, -1, 'x']) expect(ours.isValid(sub, v as unknown as Rec, root)).toBe(ajvValidator.isValid(sub, v as unknown as Rec, root));
  });

  it('reports an unusable schema as a schema error instead of throwing', () => {
    const result = ours.validateFormData({ a: 1 }, { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } } as RJSFSchema);
    expect(result.errors.map((e) => e.stack).join()).toContain("can't resolve reference #/definitions/missing");
    expect(ours.isValid({ $ref: '#/nowhere' } as RJSFSchema, {}, {} as RJSFSchema)).toBe(false);
    expect(() => schemaErrors({ type: 'string', pattern: '(' }, 'x')).toThrow('not a valid regular expression');
  });

  it('gives rjsf the same field errors (names, properties, messages) as the ajv validator', () => {
    const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string', title: 'Name', minLength: 2 }, age: { type: 'integer', minimum: 0 } } } as RJSFSchema;
    const data = { age: -1.5 } as Rec;
    const pick = (r: { errors: { name?: string; property?: string; message?: string; stack: string }[] }) => r.errors.map((e) => [e.name, e.property, e.message, e.stack].join('|')).sort();
    expect(pick(ours.validateFormData(data, schema))).toEqual(pick(ajvValidator.validateFormData(data, schema)));
  });
});
