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

/** 400 when a parsed body nests deeper than {@link MAX_BODY_DEPTH}. */
export function assertBodyDepth(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  if (jsonDepth(body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw new AppError('INVALID_REQUEST', [`body nested deeper than ${MAX_BODY_DEPTH} levels`]);
  }
}

/**
 * Checks every request right after its body is parsed (preValidation: before route schemas,
 * sessions and handlers): repeated single-valued query parameters and over-deep JSON bodies are
 * catalogued 400s on every route, whatever plugin serves it. Bodies above the 5 MB body limit never
 * get here: the parser answers 413 PAYLOAD_TOO_LARGE.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  // a callback hook (no promise): it runs on every request; a throw answers its error
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    assertSingleQueryParams(request.query);
    assertBodyDepth(request.body);
    done();
  });
}
