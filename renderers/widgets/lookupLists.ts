import type { DataProvider } from '../../engine/data/DataProvider.ts';
import { toChoices, type ChoiceOption } from './selectOptions.ts';

const caches = new WeakMap<DataProvider, Map<string, Promise<ChoiceOption[]>>>();

/** The options of a lookup list from the server's answer to GET /api/script/lists?valuesOnly=true. */
export function listAnswerToChoices(answer: unknown, fetchedByPath: boolean): ChoiceOption[] {
  const values = fetchedByPath ? answer : Array.isArray(answer) ? answer[0] : undefined;
  if (!Array.isArray(values) || values[0] === 'ERROR') return [];
  return toChoices(values);
}

/**
 * Loads a lookup list once per data provider (seed 001 §7): `GET /api/script/lists?valuesOnly=true
 * &lists={name}` (a name starting with `/` is fetched as that path). A failed call or a list the server
 * does not know ('ERROR' first) gives no options, and is tried again next time.
 */
export function loadLookupList(data: DataProvider, name: string, locale?: string): Promise<ChoiceOption[]> {
  let cache = caches.get(data);
  if (!cache) {
    cache = new Map();
    caches.set(data, cache);
  }
  const key = `${locale ?? ''}|${name}`;
  const known = cache.get(key);
  if (known) return known;
  const byPath = name.startsWith('/');
  const query = new URLSearchParams({ valuesOnly: 'true', lists: name, ...(locale ? { locale } : {}) });
  const path = byPath ? name : `/api/script/lists?${query.toString()}`;
  const loading = data
    .custom<unknown>({ method: 'GET', path })
    .then((answer) => listAnswerToChoices(answer, byPath))
    .catch(() => {
      cache.delete(key);
      return [];
    });
  cache.set(key, loading);
  return loading;
}
