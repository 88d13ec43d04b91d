import type { DataProvider } from '../../engine/data/DataProvider.ts';
import { createLookupBatcher, type LookupBatcher } from '../../engine/scripts/createLookupBatcher.ts';
import { toChoices, type ChoiceOption } from './selectOptions.ts';

let caches = new WeakMap<DataProvider, Map<string, Promise<ChoiceOption[]>>>();
const batchers = new WeakMap<DataProvider, LookupBatcher>();

/** One batcher per data provider: the lists asked within 300 ms travel in one call. */
function batcherOf(data: DataProvider): LookupBatcher {
  let batcher = batchers.get(data);
  if (!batcher) {
    batcher = createLookupBatcher(async (names, locale) => {
      const query = new URLSearchParams({ valuesOnly: 'true', lists: names.join(','), ...(locale ? { locale } : {}) });
      const answer = await data.custom<unknown>({ method: 'GET', path: `/api/script/lists?${query.toString()}` });
      return Array.isArray(answer) ? answer : [];
    });
    batchers.set(data, batcher);
  }
  return batcher;
}

/** The cache of one data provider's lists, by `locale|name`. */
function cacheOf(data: DataProvider): Map<string, Promise<ChoiceOption[]>> {
  let cache = caches.get(data);
  if (!cache) {
    cache = new Map();
    caches.set(data, cache);
  }
  return cache;
}

/**
 * Loads at once, in one call and without the batch's 300 ms wait, the lists not loaded yet of those
 * named (a page about to draw them: a card page as it opens); each then reads as if loadLookupList
 * had asked it.
 */
export function preloadLookupLists(data: DataProvider, names: string[], locale?: string): void {
  const cache = cacheOf(data);
  const missing = [...new Set(names)].filter((n) => n && !n.startsWith('/') && !cache.has(`${locale ?? ''}|${n}`));
  if (!missing.length) return;
  const query = new URLSearchParams({ valuesOnly: 'true', lists: missing.join(','), ...(locale ? { locale } : {}) });
  const answer = data.custom<unknown>({ method: 'GET', path: `/api/script/lists?${query.toString()}` });
  missing.forEach((name, i) => {
    const key = `${locale ?? ''}|${name}`;
    const loading = answer
      .then((got) => listAnswerToChoices([Array.isArray(got) ? got[i] : undefined], false))
      .catch(() => {
        cache.delete(key);
        return [];
      });
    cache.set(key, loading);
  });
}

/** Forgets every loaded list (a list was saved: hot reload). */
export function forgetLookupLists(): void {
  caches = new WeakMap();
}

/** The options of a lookup list from the server's answer to GET /api/script/lists?valuesOnly=true. */
export function listAnswerToChoices(answer: unknown, fetchedByPath: boolean): ChoiceOption[] {
  const values = fetchedByPath ? answer : Array.isArray(answer) ? answer[0] : undefined;
  if (!Array.isArray(values) || values[0] === 'ERROR') return [];
  return toChoices(values);
}

/**
 * Loads a lookup list once per data provider (seed 001 §7): `GET /api/script/lists?valuesOnly=true
 * &lists=a,b,c` for the names asked within 300 ms (a name starting with `/` is fetched as that path). A failed call or a list the server
 * does not know ('ERROR' first) gives no options, and is tried again next time.
 */
export function loadLookupList(data: DataProvider, name: string, locale?: string): Promise<ChoiceOption[]> {
  const cache = cacheOf(data);
  const key = `${locale ?? ''}|${name}`;
  const known = cache.get(key);
  if (known) return known;
  const byPath = name.startsWith('/');
  const answer = byPath ? data.custom<unknown>({ method: 'GET', path: name }) : batcherOf(data).load(name, locale).then((values) => [values]);
  const loading = answer
    .then((got) => listAnswerToChoices(got, byPath))
    .catch(() => {
      cache.delete(key);
      return [];
    });
  cache.set(key, loading);
  return loading;
}
