import fc from 'fast-check';
import type { EntityInfo, JsonSchema } from '../../../engine/registry/types.ts';
import { DEFAULT_WORKFLOWS } from '../../../server/defaults/workflows/index.ts';
import { INCLUDE_ALIASES, INCLUDE_RULES } from '../../../server/entities/includeRules.ts';
import { findSoffice } from '../../../server/storage/officeToPdf.ts';
import { deref, sampleRecord } from '../support/sampleRecord.ts';
import {
  fieldValue,
  hugeString,
  nastyJson,
  nastyString,
  ownRecord,
  PROTO_NAMES,
  validValue,
  wrongValue,
} from './values.ts';

/**
 * Request arbitraries of the fuzz, read from the OpenAPI document (every operation, its path,
 * query parameters and body schema) and from the entity schemas of the registry (fields for
 * filters, sorts, projections; bodies). A request is data ({@link FuzzRequest}); the keys it
 * names in paths are drawn from pools of the records that exist when it runs ({@link KeyRef}).
 */

type Json = Record<string, unknown>;

/** Which credentials a request carries: the fuzz user's, none, garbage, or a spare session (logout). */
export type Auth = 'user' | 'none' | 'garbage' | 'spare';

/** A path key: a record of a pool (its registration, id or key field) when the request runs, or a literal. */
export type KeyRef =
  { pool: string; index: number; by: 'registration' | '_id' | 'key' } | { literal: string };

export type Body = { json: unknown } | { text: string; type: string };

export interface FuzzRequest {
  method: string;
  /** Path with `{name}` parameters. */
  path: string;
  params: Record<string, KeyRef>;
  query: [string, string][];
  /** Appended to the query string as it is (undecodable escapes...). */
  rawQuery?: string;
  headers: Record<string, string>;
  auth: Auth;
  body?: Body;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

// ---------------------------------------------------------------------------------------------
// fields of an entity

/** Field names a query may name: top-level, system, and dotted paths into objects and arrays. */
export function fieldNames(info: EntityInfo): string[] {
  const out = [
    'registration',
    'name',
    'status',
    '_id',
    '_version',
    '_insertDate',
    '_updateDate',
    '_insertUser',
    '_updateUser',
  ];
  const walk = (schema: JsonSchema, prefix: string, depth: number) => {
    const s = deref(schema);
    const props = s.properties ?? (s.items ? deref(s.items as JsonSchema).properties : undefined) ?? {};
    for (const [k, p] of Object.entries(props)) {
      const name = prefix ? `${prefix}.${k}` : k;
      out.push(name);
      if (depth < 2) walk(p, name, depth + 1);
    }
  };
  walk(info.schema, '', 0);
  return [...new Set(out)];
}

const UNKNOWN_NAMES = [
  'nope',
  'x.y',
  'name.',
  '.name',
  'name..x',
  'a b',
  '$where',
  'data',
  'tenant',
  'id',
  'created_at',
  'registration.x',
  '_id.x',
  'name[0]',
  'persons.0.role',
  'ü',
  ...PROTO_NAMES,
];
const NOISE_PARAMS = [
  'jwt',
  'page',
  'filter',
  'editMode',
  'parentUrl',
  'selectedIds',
  'noDecoration',
  'navs',
  'userContext',
  'newAuth',
  'clearCache',
];

function nameArb(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 6 },
    { arbitrary: fc.constantFrom(...UNKNOWN_NAMES), weight: 2 },
    {
      arbitrary: fc
        .constantFrom(...known)
        .chain((k) => fc.constantFrom(...PROTO_NAMES).map((p) => `${k}.${p}`)),
      weight: 1,
    },
    { arbitrary: nastyString, weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------
// list queries

/** Patterns the regex guard must refuse or PostgreSQL must reject, and ordinary ones. */
const REGEX_BODIES = [
  'acme',
  '^a',
  'a$',
  '.',
  '.*',
  'a|b',
  '(a|b)+',
  '[a-z]+',
  '\\d{3}',
  '(x+x+)+y',
  '((x+)+)+y',
  '(.*x){20}y',
  '(x{1,50}){1,50}y',
  '(x+)\\1+y',
  '(?=.*x)(?=.*y)',
  '[a-z]{200}y',
  'x?x?x?x?x?x?x?x?x?x?y',
  '(',
  '[',
  '*',
  'a{2,1}',
  '\\',
  '(?<n>a)',
  '\\p{L}',
  '[[:alpha:]]',
  'a'.repeat(201),
  '%',
  '_',
  "'",
  '\u0000',
  '😀+',
  '(?i)a',
  '\\x{1F600}',
];
const DATE_WORDS = [
  'today',
  'yesterday',
  'tomorrow',
  'now',
  'firstdayofmonth',
  'lastdayofyear',
  'firstdayoflastweek',
  'today-7',
  'firstdayofmonth+1m',
  'today+999999999y',
  'today-1q',
  'today+1x',
  'todayy',
  'TODAY',
];

const filterValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  {
    arbitrary: fc.constantFrom(
      'null',
      '!null',
      'true',
      'false',
      '1',
      '0',
      'ACTIVE',
      'DRAFT',
      'C',
      'yes',
      '',
      '!',
      '~',
      '/',
      '//',
      '/i',
      ',',
      '!,',
    ),
    weight: 3,
  },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: false })).map(String), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      ...DATE_WORDS,
      '20240101',
      '2024-01-01',
      '20241340',
      '2024-02-30',
      '99999999',
      '00000000',
      '2024-1-1',
    ),
    weight: 2,
  },
  {
    arbitrary: fc
      .constantFrom(...REGEX_BODIES)
      .chain((b) => fc.constantFrom(`/${b}/i`, `/${b}/`, `/${b}`, `!/${b}/i`)),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(
        fc.oneof(nastyString, fc.constantFrom(...DATE_WORDS, '1', '1e308', '-0', '20240101')),
        fc.oneof(nastyString, fc.constantFrom('', '10', 'today', 'NaN')),
      )
      .map(([a, b]) => `${a}~${b}`),
    weight: 2,
  },
  {
    arbitrary: fc
      .array(nastyString, { minLength: 2, maxLength: 4 })
      .chain((vs) => fc.constantFrom(vs.join(','), `!${vs.join(',')}`)),
    weight: 2,
  },
  { arbitrary: hugeString.map((s) => s.slice(0, 5000)), weight: 1 },
);

const RANGES = [
  '0-19',
  '0-0',
  '5-1',
  '-1-3',
  '0--1',
  'abc',
  '0-',
  '-',
  '',
  '1e9-1e10',
  '99999999999999999999-1',
  '0-99999999999999999999',
  '100001-100002',
  '100000-101000',
  '0-1000',
  '0-5000',
  '1.5-2',
  ' 0-1',
  '0-1,2-3',
  '0x1-0x2',
  'NaN-NaN',
  '٠-٩',
  '0 - 1',
  '+0-+1',
];
const COUNTS = ['true', 'false', 'exact', '0', '1', 'none', 'yes', '', 'EXACT', 'null', ...PROTO_NAMES];

function commaList(item: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.array(item, { minLength: 0, maxLength: 4 }).map((xs) => xs.join(','));
}

/** The query of a list: filters on known, unknown and prototype names, and every list parameter, garbage included. */
export function listQuery(info: EntityInfo, collections: string[]): fc.Arbitrary<[string, string][]> {
  const known = fieldNames(info);
  const name = nameArb(known);
  const signed = fc.tuple(fc.constantFrom('', '-', '+', '--'), name).map(([s, n]) => `${s}${n}`);
  const includes = fc.oneof(
    fc.constantFrom(
      ...Object.keys(INCLUDE_RULES),
      ...Object.keys(INCLUDE_ALIASES),
      ...collections,
      ...PROTO_NAMES,
    ),
    nastyString,
  );
  const param = fc.oneof(
    { arbitrary: fc.tuple(name, filterValue), weight: 8 },
    { arbitrary: fc.tuple(fc.constant('sort'), commaList(signed)), weight: 3 },
    {
      arbitrary: fc.tuple(
        fc.constant('range'),
        fc.oneof(
          fc.constantFrom(...RANGES),
          fc
            .tuple(fc.integer({ min: -5, max: 200_000 }), fc.integer({ min: -5, max: 200_000 }))
            .map(([a, b]) => `${a}-${b}`),
        ),
      ),
      weight: 3,
    },
    {
      arbitrary: fc.tuple(fc.constant('count'), fc.oneof(fc.constantFrom(...COUNTS), nastyString)),
      weight: 2,
    },
    { arbitrary: fc.tuple(fc.constant('breakdown'), name), weight: 2 },
    { arbitrary: fc.tuple(fc.constant('projection'), commaList(signed)), weight: 2 },
    { arbitrary: fc.tuple(fc.constant('include'), commaList(includes)), weight: 2 },
    {
      arbitrary: fc.tuple(
        fc.constant('search'),
        fc.oneof(
          nastyString,
          hugeString.map((s) => s.slice(0, 4096)),
        ),
      ),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(fc.constant('after'), fc.oneof(nastyString, fc.stringMatching(/^[A-Z]{3}\d{8}$/))),
      weight: 1,
    },
    { arbitrary: fc.tuple(fc.constantFrom(...NOISE_PARAMS), nastyString), weight: 1 },
  );
  return fc.array(param, { maxLength: 5 });
}

// ---------------------------------------------------------------------------------------------
// keys, headers, credentials

export const nastyKey: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: fc.stringMatching(/^[A-Z]{3}\d{8}$/), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'FFFFFFFF-0000-0000-0000-000000000000',
      '0000000-0000-0000-0000-000000000000',
      'admin@master',
      'tester@test',
      'current',
      'transitions',
      'documents',
      'hello-world',
      'x'.repeat(101),
    ),
    weight: 2,
  },
  { arbitrary: fc.uuid(), weight: 1 },
);

export function keyRef(pool: string): fc.Arbitrary<KeyRef> {
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(
          fc.nat(),
          fc.constantFrom('registration', '_id', 'key') as fc.Arbitrary<'registration' | '_id' | 'key'>,
        )
        .map(([index, by]): KeyRef => ({ pool, index, by })),
      weight: 6,
    },
    { arbitrary: nastyKey.map((literal): KeyRef => ({ literal })), weight: 3 },
  );
}

const IF_MATCH = [
  '"1"',
  'W/"1"',
  '1',
  '*',
  '"2"',
  '"999"',
  '"-1"',
  '"1e400"',
  '""',
  'abc',
  '"a"',
  'W/',
  '"1", "2"',
  'é',
  `"${'9'.repeat(40)}"`,
  '"0x1"',
  '" 1"',
  '"NaN"',
  '"1.5"',
  '"Infinity"',
  'W/"W/"1""',
];

export const headersArb: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'if-match': fc.oneof(
        fc.constantFrom(...IF_MATCH),
        fc.string({ unit: 'binary-ascii', maxLength: 12 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
      ),
      'accept-language': fc.constantFrom('fr', 'en-US,en;q=0.5', '*', 'xx-invalid', ''),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml', 'garbage'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1', ''),
    },
    { requiredKeys: [] },
  )
  .map(
    (h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>,
  );

export const authArb: fc.Arbitrary<Auth> = fc.oneof(
  { arbitrary: fc.constant('user' as const), weight: 30 },
  { arbitrary: fc.constantFrom('none', 'garbage', 'spare') as fc.Arbitrary<Auth>, weight: 1 },
);

// ---------------------------------------------------------------------------------------------
// bodies of entity writes

function entityBody(info: EntityInfo): fc.Arbitrary<unknown> {
  const props = Object.entries(deref(info.schema).properties ?? {});
  const sample = sampleRecord(info, 'fuzz');
  const system = fc.tuple(
    fc.constantFrom(
      '_id',
      '_version',
      '_insertDate',
      '_updateUser',
      'registration',
      'status',
      '_temporaryRegistration',
      'tenant',
      ...PROTO_NAMES,
    ),
    fc.oneof(wrongValue, fc.constantFrom('TMP12345678', 'TMP00000042', 'ACTIVE', 1, 2, 'master', 'test')),
  );
  const good = props.length
    ? fc.oneof(...props.map(([k, p]) => fc.tuple(fc.constant(k), validValue(p, deref))))
    : fc.constant(['name', 'x'] as [string, unknown]);
  const any = props.length
    ? fc.oneof(...props.map(([k, p]) => fc.tuple(fc.constant(k), fieldValue(p, deref))))
    : fc.constant(['name', 'x'] as [string, unknown]);
  const withSample = (entries: [string, unknown][]) => ownRecord([...Object.entries(sample), ...entries]);
  return fc.oneof(
    { arbitrary: fc.array(good, { maxLength: 3 }).map(withSample), weight: 4 },
    {
      arbitrary: fc
        .array(fc.oneof({ arbitrary: any, weight: 4 }, { arbitrary: system, weight: 1 }), {
          minLength: 1,
          maxLength: 4,
        })
        .map(withSample),
      weight: 4,
    },
    {
      arbitrary: fc
        .array(fc.oneof(any, system, fc.tuple(nastyString, wrongValue)), { maxLength: 5 })
        .map(ownRecord),
      weight: 2,
    },
    { arbitrary: nastyJson(2), weight: 1 },
  );
}

/** POST, PATCH, PUT or DELETE on a collection or one of its records, with a body, If-Match and other headers. */
export function entityWrite(info: EntityInfo): fc.Arbitrary<FuzzRequest> {
  const key = keyRef(info.name);
  return fc
    .tuple(
      fc.constantFrom('POST', 'POST', 'POST', 'PATCH', 'PUT', 'POST /key', 'DELETE'),
      key,
      entityBody(info),
      headersArb,
      authArb,
      fc.boolean(),
    )
    .map(([verb, k, body, headers, auth, withIfMatch]): FuzzRequest => {
      const onKey = verb !== 'POST';
      const method = verb.split(' ')[0];
      const { 'if-match': ifMatch, ...rest } = headers;
      return {
        method,
        path: onKey ? `${info.apiPath}/{key}` : info.apiPath,
        params: onKey ? { key: k } : ({} as Record<string, KeyRef>),
        query: [],
        headers: withIfMatch && ifMatch !== undefined && onKey ? { ...rest, 'if-match': ifMatch } : rest,
        auth,
        ...(method === 'DELETE' ? {} : { body: { json: body } }),
      };
    });
}

export function entityList(info: EntityInfo, collections: string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(listQuery(info, collections), authArb)
    .map(([query, auth]) => ({ method: 'GET', path: info.apiPath, params: {}, query, headers: {}, auth }));
}

/** GET of one record, with projection and include. */
export function entityGet(info: EntityInfo, collections: string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(keyRef(info.name), listQuery(info, collections), authArb)
    .map(([key, query, auth]) => ({
      method: 'GET',
      path: `${info.apiPath}/{key}`,
      params: { key },
      query: query.filter(([n]) => n === 'projection' || n === 'include' || n === 'sort'),
      headers: {},
      auth,
    }));
}

// ---------------------------------------------------------------------------------------------
// every operation of the OpenAPI document

export interface Operation {
  method: string;
  path: string;
  params: string[];
  query: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
  /** The collection the path belongs to, when it does. */
  entity?: EntityInfo;
}

/** The operations of the document, `$ref` parameters resolved. */
export function operationsOf(doc: Json, entities: EntityInfo[]): Operation[] {
  const components = doc.components as { parameters: Record<string, Json> };
  const byPath = [...entities].sort((a, b) => b.apiPath.length - a.apiPath.length);
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      const parameters = ((op.parameters ?? []) as Json[]).map((p) =>
        typeof p.$ref === 'string' ? components.parameters[p.$ref.split('/').pop()!] : p,
      );
      const body = (
        (op.requestBody as Json | undefined)?.content as Record<string, { schema?: JsonSchema }> | undefined
      )?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: String(p.name), schema: (p.schema ?? {}) as JsonSchema })),
        body,
        entity: byPath.find((e) => path === e.apiPath || path.startsWith(`${e.apiPath}/`)),
      });
    }
  }
  return out;
}

/** `$ref: #/components/schemas/X` of the OpenAPI document, for {@link validValue}. */
export function openApiDeref(doc: Json): (s: JsonSchema) => JsonSchema {
  const schemas = (doc.components as { schemas: Record<string, JsonSchema> }).schemas;
  return (s) => {
    let out = s;
    for (
      let i = 0;
      i < 5 && typeof out.$ref === 'string' && out.$ref.startsWith('#/components/schemas/');
      i++
    )
      out = schemas[out.$ref.split('/').pop()!] ?? {};
    if (!out.type && !out.properties && Array.isArray(out.oneOf)) return out.oneOf[0] as JsonSchema;
    return deref(out);
  };
}

/** The transition codes of the shipped workflows. */
const TRANSITION_CODES = [...new Set(DEFAULT_WORKFLOWS.flatMap((w) => w.transitions.map((t) => t.code)))];

const base64 = (text: string) => Buffer.from(text, 'latin1').toString('base64');
/** Contents of an upload: what its extension says, what it does not, empty, huge, and not base64. */
const uploadContent = fc.oneof(
  fc.constantFrom(
    base64('hello'),
    base64('%PDF-1.4\n%%EOF'),
    base64('\x89PNG\r\n\x1a\n'),
    base64('\xff\xd8\xff\xe0'),
    '',
    '!!!not base64',
    base64('x'.repeat(100_000)),
  ),
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('base64')),
);

/**
 * File names of uploads. Office files convert with LibreOffice: without it the designed answer is
 * 500 UNAVAILABLE_SOFTWARE (a server set-up, not a request fault), so they are sent only where it is installed.
 */
const FILE_NAMES = [
  'a.txt',
  'a.pdf',
  'a.png',
  'a.jpg',
  'a.exe',
  'noextension',
  '.pdf',
  '../../etc/passwd',
  'a.PDF',
  `${'x'.repeat(300)}.txt`,
  ...(findSoffice() ? ['a.docx', 'a.odt'] : []),
];

/** The JSON form of a document upload (server/storage/jsonUpload.ts), fields right and wrong. */
const documentBody: fc.Arbitrary<unknown> = fc
  .record(
    {
      fileName: fc.oneof(fc.constantFrom(...FILE_NAMES), nastyString),
      contentBase64: uploadContent,
      type: fc.oneof(fc.constantFrom('NOTE', 'CONTRACT', 'ID'), nastyString),
      name: nastyString,
      mimeType: fc.constantFrom('text/plain', 'application/pdf', 'image/png', 'garbage', ''),
      convertToPdf: fc.oneof(fc.boolean(), fc.constantFrom('yes', 'no', '1', 'maybe', '')),
      watermark: nastyString,
      watermarkOptions: nastyJson(2),
    },
    { requiredKeys: [] },
  )
  .map((r) => ownRecord(Object.entries(r).filter(([, v]) => v !== undefined)));

/** The pool and kind of key a path parameter takes. */
function paramArb(name: string, op: Operation, names: string[]): fc.Arbitrary<KeyRef> {
  const literal = (a: fc.Arbitrary<string>) => a.map((l): KeyRef => ({ literal: l }));
  switch (name) {
    case 'key':
      return keyRef(op.entity?.name ?? 'none');
    case 'id':
      return op.path.includes('/documents/')
        ? keyRef('Document')
        : fc.oneof(keyRef('Document'), literal(nastyKey));
    case 'name':
      return op.path.startsWith('/api/script/')
        ? fc.oneof(
            keyRef('Script'),
            literal(
              fc.constantFrom(
                'hello-world',
                'contract-layout',
                'person-layout',
                'tenant-config',
                'navigation',
              ),
            ),
          )
        : literal(fc.oneof(fc.constantFrom(...names), nastyKey));
    case 'username':
      return fc.oneof(keyRef('User'), literal(nastyKey));
    case 'entityName':
      return literal(fc.oneof(fc.constantFrom(...names), nastyKey));
    case 'code':
      return literal(
        fc.oneof(
          { arbitrary: fc.constantFrom(...TRANSITION_CODES), weight: 3 },
          { arbitrary: nastyKey, weight: 1 },
        ),
      );
    case 'n':
      return literal(fc.oneof(fc.nat(5).map(String), nastyKey));
    case 'locale':
      return literal(fc.oneof(fc.constantFrom('en', 'fr', 'de-DE'), nastyKey));
    default:
      return literal(nastyKey);
  }
}

/** A random method on a random operation of the document: its own method mostly, sometimes another. */
export function anyOperation(
  doc: Json,
  entities: EntityInfo[],
  exclude: (op: Operation) => boolean,
): fc.Arbitrary<FuzzRequest> {
  const ops = operationsOf(doc, entities).filter((op) => !exclude(op));
  const oaDeref = openApiDeref(doc);
  const names = entities.map((e) => e.name);
  const collections = entities.map((e) => e.collection);
  const cache = new Map<Operation, fc.Arbitrary<FuzzRequest>>();
  const requestOf = (op: Operation): fc.Arbitrary<FuzzRequest> => {
    const params = op.params.length
      ? fc
          .tuple(...op.params.map((p) => paramArb(p, op, names)))
          .map((refs) => Object.fromEntries(op.params.map((p, i) => [p, refs[i]])))
      : fc.constant({});
    const declared = op.query.filter((q) => q.name !== 'filters');
    const queryParam = declared.length
      ? fc.oneof(
          {
            arbitrary: fc.constantFrom(...declared).chain((q) =>
              fc.tuple(
                fc.constant(q.name),
                fc.oneof(
                  validValue(q.schema, oaDeref).map((v) =>
                    typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
                  ),
                  nastyString,
                ),
              ),
            ),
            weight: 4,
          },
          {
            arbitrary: fc.tuple(
              fc.oneof(
                nastyString,
                fc.constantFrom('range', 'sort', 'token', 'contentDisposition', 'type', 'locale'),
              ),
              nastyString,
            ),
            weight: 1,
          },
        )
      : fc.tuple(
          fc.oneof(
            nastyString,
            fc.constantFrom(
              'range',
              'sort',
              'token',
              'contentDisposition',
              'type',
              'locale',
              'unread',
              'no404',
            ),
          ),
          nastyString,
        );
    const query =
      op.entity && op.method === 'GET' && op.path === op.entity.apiPath
        ? listQuery(op.entity, collections)
        : fc.array(queryParam, { maxLength: 4 });
    const bodyArb: fc.Arbitrary<unknown> = op.body
      ? fc.oneof(
          { arbitrary: validValue(op.body, oaDeref, 3), weight: 3 },
          { arbitrary: nastyJson(3), weight: 1 },
        )
      : op.path.endsWith('/documents') || op.path.endsWith('/documents/{id}')
        ? fc.oneof({ arbitrary: documentBody, weight: 4 }, { arbitrary: nastyJson(2), weight: 1 })
        : op.entity
          ? entityBody(op.entity)
          : nastyJson(3);
    const method = fc.oneof(
      { arbitrary: fc.constant(op.method), weight: 5 },
      { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'), weight: 1 },
    );
    return fc
      .tuple(method, params, query, fc.option(bodyArb, { freq: 6, nil: undefined }), headersArb, authArb)
      .map(([m, p, q, body, headers, auth]): FuzzRequest => ({
        method: m,
        path: op.path,
        params: p,
        query: q,
        headers,
        auth,
        ...(METHODS_WITH_BODY.has(m) && body !== undefined ? { body: { json: body } } : {}),
      }));
  };
  return fc.constantFrom(...ops).chain((op) => {
    if (!cache.has(op)) cache.set(op, requestOf(op));
    return cache.get(op)!;
  });
}

// ---------------------------------------------------------------------------------------------
// malformed requests

const RAW_BODIES = [
  '',
  '{',
  '}',
  '{"a":',
  '{"name":"x",}',
  "{'name':'x'}",
  '{"name":"x"}garbage',
  '[1,2',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{"name":"x","name":"y"}',
  '\ufeff{"name":"x"}',
  '{"name":"\\ud800"}',
  '{"name":"\\u0000"}',
  '{"a":1e999999}',
  '{"a":-0}',
  '{"a":NaN}',
  '{"__proto__":{"isAdmin":true},"name":"proto"}',
  '{"constructor":{"prototype":{"x":1}},"name":"c"}',
  `${'['.repeat(60)}${']'.repeat(60)}`,
  `${'['.repeat(70)}${']'.repeat(70)}`,
  '{"name":"x"}\u0000',
  'name=x&status=ACTIVE',
  '--X\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--X--',
  '<?xml version="1.0"?><a/>',
  '\u00ff\u00fe',
  '{"name":"é"}',
];
const RAW_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json;;;',
  'text/plain',
  'text/plain; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=X',
  'application/xml',
  'application/octet-stream',
  'garbage',
  'application/merge-patch+json',
  '*/*',
];
const RAW_QUERIES = [
  '%',
  '%zz',
  'a=%E0%A4%A',
  'name=%00',
  '&&&',
  '=x',
  'name',
  'name=a&name=b&name=c',
  'range=0-1&range',
  'a[b]=1',
  'a[__proto__]=1',
  '__proto__[x]=1',
  'sort=%2D',
  'x=' + '%41'.repeat(3000),
];
const RAW_PATHS = [
  '/api',
  '/api/',
  '/api//person/persons',
  '/api/person/persons/',
  '/api/person/persons/%',
  '/api/person/persons/%zz',
  '/api/person/persons/%00',
  '/api/person/./persons',
  '/api/person/../person/persons',
  `/api/person/persons/${'a'.repeat(5000)}`,
  '/api/dyno/x',
  '/api/dyno/__proto__',
  '/api/core/ping/',
  '/API/core/ping',
  '/api/person/persons;x=1',
  '/api/person/persons%2Fx',
];

/** Raw requests: undecodable URLs, odd methods, bodies that are not what their content type says. */
export function rawRequest(
  doc: Json,
  entities: EntityInfo[],
  exclude: (op: Operation) => boolean,
): fc.Arbitrary<FuzzRequest> {
  const ops = operationsOf(doc, entities).filter((op) => !exclude(op) && !op.params.length);
  const path = fc.oneof(fc.constantFrom(...ops.map((o) => o.path)), fc.constantFrom(...RAW_PATHS));
  return fc
    .tuple(
      fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
      path,
      fc.option(fc.constantFrom(...RAW_QUERIES), { freq: 2 }),
      fc.oneof(
        fc.constantFrom(...RAW_BODIES),
        nastyString,
        hugeString.map((s) => `{"name":"${s.replace(/["\\]/g, '')}"}`),
      ),
      fc.constantFrom(...RAW_TYPES),
      headersArb,
      authArb,
    )
    .map(([method, p, rawQuery, text, type, headers, auth]): FuzzRequest => ({
      method,
      path: p,
      params: {},
      query: [],
      ...(rawQuery ? { rawQuery } : {}),
      headers,
      auth,
      ...(METHODS_WITH_BODY.has(method) || method === 'DELETE' ? { body: { text, type } } : {}),
    }));
}
