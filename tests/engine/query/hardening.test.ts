import { describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import { applyProjection } from '../../../engine/query/applyProjection.ts';
import { parseCondition } from '../../../engine/query/parseCondition.ts';
import { parseListQuery } from '../../../engine/query/parseListQuery.ts';
import {
  MAX_REGEX_QUANTIFIERS,
  MAX_REGEX_REPEAT,
  MAX_REGEX_UNROLLED,
  regexRisk,
} from '../../../engine/query/parseRegex.ts';
import { resolveField } from '../../../engine/query/resolveField.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import { shapeSchemas } from '../../../schemas/generated/catalog.ts';

const byFile = new Map((shapeSchemas as JsonSchema[]).map((s) => [String(s.$id).split('/').pop(), s]));
const deref = (s: JsonSchema) => (s.$ref ? (byFile.get(s.$ref.split('/').pop()) ?? s) : s);
const registry = createDefaultRegistry();
const contract = registry.get('Contract').schema;
const PROTO_NAMES = [
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
];

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
  return 'none';
}

describe('Object.prototype names are never fields', () => {
  it('resolveField answers undefined for them on every entity, at the top and below', () => {
    for (const info of registry.all()) {
      for (const name of PROTO_NAMES) {
        for (const path of [name, `${name}.x`, `organization.${name}`, `persons.${name}`]) {
          expect(resolveField(info.schema, path, deref), `${info.name} ${path}`).toBeUndefined();
        }
      }
    }
    // free-form objects still take any sub-path as text, those names included (a data key, not a member)
    const free: JsonSchema = { type: 'object', properties: { extra: { type: 'object' } } };
    expect(resolveField(free, 'extra.constructor')).toEqual({
      path: ['extra', 'constructor'],
      kind: 'string',
    });
  });

  it('parseListQuery refuses them as filters, sorts, breakdowns, counts', () => {
    const isField = (name: string) => !!resolveField(contract, name, deref);
    for (const name of PROTO_NAMES) {
      for (const raw of [
        { [name]: '1' },
        { sort: name },
        { sort: `-${name},registration` },
        { breakdown: name },
        { count: name },
      ]) {
        expect(
          codeOf(() => parseListQuery(raw, isField)),
          JSON.stringify(raw),
        ).toBe('INVALID_FIELD_IN_QUERY');
      }
    }
    // a query parser may hand `__proto__` as an own key, on a plain or a null-prototype object
    const nullProto = Object.create(null) as Record<string, string>;
    nullProto.__proto__ = '1';
    for (const raw of [JSON.parse('{"__proto__": "1"}') as Record<string, string>, nullProto]) {
      expect(Object.keys(raw)).toEqual(['__proto__']);
      expect(codeOf(() => parseListQuery(raw, isField))).toBe('INVALID_FIELD_IN_QUERY');
    }
  });

  it('applyProjection keeps and drops own fields only', () => {
    const record = { registration: 'R1', name: 'N' };
    expect(
      applyProjection(record, {
        include: ['constructor', '__proto__', 'toString', 'registration'],
        exclude: [],
      }),
    ).toEqual({ registration: 'R1' });
    expect(applyProjection(record, { include: [], exclude: ['constructor', '__proto__.x'] })).toEqual(record);
  });
});

describe('repeated list parameters', () => {
  const isField = (name: string) => ['name', 'status', 'registration', '_id'].includes(name);
  it.each(['range', 'sort', 'count', 'breakdown', 'search', 'after'])('refuses %s given twice', (key) => {
    const values: Record<string, [string, string]> = {
      range: ['0-1', '2-3'],
      sort: ['name', 'status'],
      count: ['true', 'false'],
      breakdown: ['name', 'status'],
      search: ['a', 'b'],
      after: ['A', 'B'],
    };
    expect(codeOf(() => parseListQuery({ [key]: values[key] }, isField))).toBe('INVALID_FIELD_IN_QUERY');
    expect(codeOf(() => parseListQuery({ [key]: [values[key][0]] }, isField))).toBe('none');
  });

  it('joins repeated projections and includes, and adds up repeated filters', () => {
    const q = parseListQuery(
      { projection: ['name', '-_id'], include: ['persons', 'assets'], name: ['/^a/', '!b'] },
      isField,
    );
    expect(q.projection).toEqual({ include: ['name'], exclude: ['_id'] });
    expect(q.include).toEqual(['persons', 'assets']);
    expect(q.conditions.map((c) => c.op)).toEqual(['regex', 'ne']);
  });
});

describe('regexRisk', () => {
  it.each([
    ['(x+x+)+y', 'nested repetitions'],
    ['((x+)+)+y', 'nested repetitions'],
    ['(.*a){12}', 'nested repetitions'],
    ['([a-z]+)*z', 'nested repetitions'],
    ['(a|(b+))+', 'nested repetitions'],
    ['(x+)\\1', 'back-references'],
    ['(?=.*x)y', 'lookahead'],
    ['(?<!x)y', 'lookahead'],
    [`x{${MAX_REGEX_REPEAT + 1}}`, 'repetition count'],
    ['x{1,255}', 'repetition count'],
    ['x{500,}', 'repetition count'],
    ['x?'.repeat(MAX_REGEX_QUANTIFIERS + 1), 'repetition operators'],
    [`[a-z]{${MAX_REGEX_REPEAT}}[a-z]{${MAX_REGEX_REPEAT}}[a-z]{${MAX_REGEX_REPEAT}}`, 'unrolling'],
  ])('refuses /%s/ (%s)', (pattern, why) => {
    expect(regexRisk(pattern)).toContain(why);
    expect(codeOf(() => parseCondition('value', `/${pattern}/i`))).toBe('INVALID_FIELD_IN_QUERY');
  });

  it.each([
    '^(acme|ibm)',
    'ac.e',
    'x*y',
    '\\d{4}-\\d{2}-\\d{2}',
    '(a+)?b',
    '(?:ab)+c',
    '[+*(]+x',
    'a+?b',
    '^[A-Z]{2}\\d{2}[0-9A-Z]{20}$',
    '(x|xx|xxx)+y',
  ])('accepts /%s/', (pattern) => {
    expect(regexRisk(pattern)).toBeUndefined();
    expect(parseCondition('value', `/${pattern}/i`)).toMatchObject({ op: 'regex', pattern });
  });

  it('counts what repetitions unroll to, not the plain length of the pattern', () => {
    expect(regexRisk(`${'ab.'.repeat(60)}x+`)).toBeUndefined();
    expect(regexRisk('(abcd){17}')).toBeUndefined(); // 16 more copies of 4 characters: 64
    expect(regexRisk('(abcd){18}')).toContain(`more than ${MAX_REGEX_UNROLLED}`);
    expect(regexRisk('x{32}')).toBeUndefined();
    expect(regexRisk('x{33}')).toContain('repetition count');
  });
});
