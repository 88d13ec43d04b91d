import type { DataProvider } from './DataProvider.ts';

/** How long an answer asked ahead waits for its use (ms): past that it is asked again. */
export const ASKED_AHEAD_TTL_MS = 5_000;

type Entry<T> = { answer: Promise<T>; at: number; taken: boolean };

/**
 * Answers asked ahead of their use (from the click that opens a page, while the page before it is
 * taken down), kept per data provider and name, each taken once and only within a few seconds: an
 * answer nobody took (the page never opened) is never shown later as if it were fresh. An answer
 * asked by its user in the last seconds counts as on its way: asking ahead then asks nothing.
 */
export function askedAhead<T>() {
  const kept = new WeakMap<DataProvider, Map<string, Entry<T>>>();
  const fresh = (entry: Entry<T> | undefined): entry is Entry<T> => entry !== undefined && Date.now() - entry.at < ASKED_AHEAD_TTL_MS;
  const cacheOf = (data: DataProvider) => {
    const cache = kept.get(data) ?? new Map<string, Entry<T>>();
    kept.set(data, cache);
    // the answers of past pages are let go (a long session opens many records)
    if (cache.size > 64) for (const [name, entry] of cache) if (!fresh(entry)) cache.delete(name);
    return cache;
  };
  return {
    /** Asks now, unless the same answer is already on its way (asked ahead, or by its user). */
    ask(data: DataProvider, name: string, load: () => Promise<T>): void {
      const cache = cacheOf(data);
      if (fresh(cache.get(name))) return;
      const answer = load();
      answer.catch(() => undefined); // a failure is the user's to see when the answer is used
      cache.set(name, { answer, at: Date.now(), taken: false });
    },
    /** The answer asked ahead in the last seconds and not taken yet, else a new one. */
    take(data: DataProvider, name: string, load: () => Promise<T>): Promise<T> {
      const cache = cacheOf(data);
      const ahead = cache.get(name);
      if (fresh(ahead) && !ahead.taken) {
        ahead.taken = true;
        return ahead.answer;
      }
      const answer = load();
      cache.set(name, { answer, at: Date.now(), taken: true });
      return answer;
    },
  };
}
