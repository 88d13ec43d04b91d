import { idb, type CachedAnswer } from './idb.ts';

export type { CachedAnswer };

const KEPT_HEADERS = ['pagination-total', 'pagination-total-estimate', 'pagination-continues', 'content-range', 'etag'];

const keyOf = (username: string, path: string) => `${username}|${path}`;
const bare = (path: string) => path.split('?')[0];

export const offlineCache = {
  /** The answer cached for exactly that URL. */
  exact: (username: string, path: string): Promise<CachedAnswer | undefined> => idb.get('cache', keyOf(username, path)),
  /** The answer cached for that URL, else the latest one of the same path with another query string. */
  async read(username: string, path: string): Promise<CachedAnswer | undefined> {
    const exact = await idb.get('cache', keyOf(username, path));
    if (exact) return exact;
    const same = (await idb.all('cache')).filter((e) => e.username === username && bare(e.path) === bare(path));
    return same.sort((a, b) => b.at.localeCompare(a.at))[0];
  },
  async write(username: string, path: string, data: unknown, headers?: Headers): Promise<void> {
    const kept: [string, string][] = [];
    for (const name of KEPT_HEADERS) {
      const v = headers?.get(name);
      if (v !== null && v !== undefined) kept.push([name, v]);
    }
    await idb.put('cache', { key: keyOf(username, path), username, path, data, headers: kept, at: new Date().toISOString() } satisfies CachedAnswer);
  },
  /** Applies a change made offline to every cached answer of that record (any query string). */
  async patchRecord(username: string, recordPath: string, change: (record: Record<string, unknown>) => Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
    const all = await idb.all('cache');
    let last: Record<string, unknown> | undefined;
    for (const entry of all) {
      if (entry.username !== username || bare(entry.path) !== recordPath || !entry.data || typeof entry.data !== 'object') continue;
      last = change(entry.data as Record<string, unknown>);
      await idb.put('cache', { ...entry, data: last });
    }
    return last;
  },
  /** Adds a record created offline at the head of the cached lists of its entity. */
  async prependToLists(username: string, apiPath: string, record: Record<string, unknown>): Promise<void> {
    const all = await idb.all('cache');
    for (const entry of all) {
      if (entry.username !== username || bare(entry.path) !== apiPath || !Array.isArray(entry.data)) continue;
      await idb.put('cache', { ...entry, data: [record, ...entry.data] });
    }
  },
};
