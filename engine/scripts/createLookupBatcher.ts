/** Fetches several lookup lists in one call: one answer per name, in the order asked. */
export type FetchLookupLists = (names: string[], locale: string | undefined) => Promise<unknown[]>;

/** Loads lookup lists by name, batched. */
export interface LookupBatcher {
  /** The answer for one list name (its value array, or the server's 'ERROR' marker). */
  load(name: string, locale?: string): Promise<unknown>;
}

interface Waiting {
  names: string[];
  settle: Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }[]>;
}

/**
 * Groups the lookup lists asked within `delayMs` (300 ms in seed 001 §9) into one call per locale
 * (GET /api/script/lists?valuesOnly=true&lists=a,b,c), so that a form with twenty selects costs one
 * request. Each name is asked once per batch; a failed call rejects every waiting load.
 */
export function createLookupBatcher(fetchLists: FetchLookupLists, delayMs = 300, schedule: (fn: () => void, ms: number) => unknown = setTimeout): LookupBatcher {
  const batches = new Map<string, Waiting>();

  const flush = (key: string) => {
    const batch = batches.get(key);
    batches.delete(key);
    if (!batch) return;
    const locale = key || undefined;
    fetchLists(batch.names, locale).then(
      (answers) => batch.names.forEach((name, i) => batch.settle.get(name)?.forEach((s) => s.resolve(answers[i]))),
      (error: unknown) => batch.settle.forEach((waiting) => waiting.forEach((s) => s.reject(error))),
    );
  };

  return {
    load(name, locale) {
      const key = locale ?? '';
      let batch = batches.get(key);
      if (!batch) {
        batch = { names: [], settle: new Map() };
        batches.set(key, batch);
        schedule(() => flush(key), delayMs);
      }
      const current = batch;
      return new Promise((resolve, reject) => {
        if (!current.settle.has(name)) {
          current.names.push(name);
          current.settle.set(name, []);
        }
        current.settle.get(name)!.push({ resolve, reject });
      });
    },
  };
}
