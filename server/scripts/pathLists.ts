import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { toLookupItems, type LookupItem } from '../../engine/scripts/lookupItems.ts';

/** Lists named by a path answered per request at most (each is an internal request). */
export const MAX_PATH_LISTS = 20;

/**
 * A list name starting with `/` names an API path (seed 001 §7: `/api/core/taxes`). Only GET
 * paths of this server's own API are allowed: no scheme or host, no `..`, no backslash, not the
 * lists route itself (no recursion).
 */
export function assertListPath(path: string): void {
  const ok =
    path.startsWith('/api/') &&
    !path.startsWith('/api/script/lists') &&
    path.length <= 500 &&
    !/\.\.|\/\/|\\|[\s#]/.test(path);
  if (!ok) throw new AppError('INVALID_FIELD_IN_QUERY', ['lists', `"${path}" is not a path of this API`]);
}

/**
 * Fetches path-named lists through an internal request carrying the caller's own token: the
 * target route checks the caller's permissions as if the browser had called it, so a list path
 * never reaches more than the caller may read. Answers undefined for a path that fails or whose
 * answer is not a list.
 */
export async function readPathLists(app: FastifyInstance, paths: readonly string[], token: string): Promise<(LookupItem[] | undefined)[]> {
  if (paths.length > MAX_PATH_LISTS) throw new AppError('INVALID_FIELD_IN_QUERY', ['lists', `at most ${MAX_PATH_LISTS} path lists per request`]);
  paths.forEach(assertListPath);
  return Promise.all(
    paths.map(async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) return undefined;
      try {
        return toLookupItems(res.json());
      } catch {
        return undefined;
      }
    }),
  );
}
