import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { SINGLE_LIST_PARAMS } from '../../engine/query/parseListQuery.ts';

/**
 * Deepest JSON body accepted. The entity schemas nest at most 5 levels (a person: its addresses,
 * their fields...; tests/server/hardening.test.ts measures them); free-form fields (preferences,
 * translations, dyno data) get the rest. Deeper bodies only serve to exhaust the stack of the
 * recursive code that reads them (validation, field rules, diffs, JSON.stringify).
 */
export const MAX_BODY_DEPTH = 64;

/**
 * Query parameters that take one value on every route: the list language's (range, sort, count,
 * breakdown, search, after) and those other routes read as one string. Filters, `projection` and
 * `include` may repeat (conditions add up; comma lists join).
 */
export const SINGLE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  ...SINGLE_LIST_PARAMS,
  'filter',
  'page',
  'token',
  'ticket',
  'jwt',
  'ttl',
  'contentDisposition',
]);

/**
 * How deeply objects and arrays nest in a parsed JSON value (a scalar is 0, `{}` is 1), measured
 * without recursion; stops as soon as `limit` is passed.
 */
export function jsonDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) stack.push([child, here]);
    }
  }
  return deepest;
}

/** 400 when a single-valued query parameter is given more than once (`range=0-1&range=2-3`). */
export function assertSingleQueryParams(query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value) && value.length > 1 && SINGLE_QUERY_PARAMS.has(key)) {
      throw new AppError('INVALID_FIELD_IN_QUERY', [key, 'given more than once']);
    }
  }
}

/**
 * Characters no stored text may hold: the NUL character (PostgreSQL's text and jsonb refuse it)
 * and UTF-16 surrogates without their pair (what invalid UTF-8 or a cut emoji becomes; jsonb
 * refuses them too).
 */
// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, or undefined when it can. */
export function unstorableText(text: string): string | undefined {
  const found = UNSTORABLE.exec(text);
  if (!found) return undefined;
  return found[0] === '\u0000' ? 'contains a NUL character' : 'contains an invalid character (a broken UTF-8 or UTF-16 sequence)';
}

/** The dot path of the first string (key or value) in a parsed JSON value that cannot be stored, with the reason; without recursion. */
export function findUnstorableText(value: unknown): { path: string; reason: string } | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [node, path] = stack.pop() as [unknown, string];
    if (typeof node === 'string') {
      const reason = unstorableText(node);
      if (reason) return { path: path || '(body)', reason };
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, child] of Object.entries(node)) {
      const at = path ? `${path}.${key}` : key;
      const keyReason = unstorableText(key);
      if (keyReason) return { path: at, reason: keyReason };
      stack.push([child, at]);
    }
  }
  return undefined;
}

/** 400 INVALID_FIELD_IN_PATH / INVALID_FIELD_IN_QUERY / INVALID_FIELD_IN_BODY naming the first text that cannot be stored (a NUL byte...). */
export function assertStorableText(query: unknown, body: unknown, params?: unknown): void {
  const inPath = findUnstorableText(params);
  if (inPath) throw new AppError('INVALID_FIELD_IN_PATH', [inPath.path.split('.')[0]]);
  const inQuery = findUnstorableText(query);
  if (inQuery) throw new AppError('INVALID_FIELD_IN_QUERY', [inQuery.path.split('.')[0], inQuery.reason]);
  const inBody = findUnstorableText(body);
  if (inBody) throw new AppError('INVALID_FIELD_IN_BODY', [inBody.path, inBody.reason]);
}

/** 400 when a parsed body nests deeper than {@link MAX_BODY_DEPTH}. */
export function assertBodyDepth(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  if (jsonDepth(body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw new AppError('INVALID_REQUEST', [`body nested deeper than ${MAX_BODY_DEPTH} levels`]);
  }
}

/**
 * Checks every request right after its body is parsed (preValidation: before route schemas,
 * sessions and handlers): repeated single-valued query parameters, over-deep JSON bodies and texts
 * no database column can hold (NUL, lone surrogates) are catalogued 400s on every route, whatever plugin serves it. Bodies above the 5 MB body limit never
 * get here: the parser answers 413 PAYLOAD_TOO_LARGE.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  // a callback hook (no promise): it runs on every request; a throw answers its error
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    assertSingleQueryParams(request.query);
    assertBodyDepth(request.body);
    assertStorableText(request.query, request.body, request.params);
    done();
  });
}
