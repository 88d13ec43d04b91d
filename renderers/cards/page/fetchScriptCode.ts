import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { connectivity } from '../../../engine/offline/connectivity.ts';

/** How long a code asked ahead waits for its use (ms): past that it is asked again. */
const PREFETCH_TTL_MS = 5_000;
const prefetched = new WeakMap<
  DataProvider,
  Map<string, { code: Promise<string | undefined>; at: number }>
>();

async function loadScriptCode(data: DataProvider, name: string): Promise<string | undefined> {
  try {
    const script = await data.getOne({ entityName: 'Script', key: name });
    if (script.enabled === false) return undefined;
    const code = script.content ?? script.code;
    return typeof code === 'string' ? code : undefined;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 403 || (status === 0 && connectivity.offline())) return undefined;
    throw err;
  }
}

/**
 * Asks for a script's code ahead of its use (a card page's layout script while its record loads):
 * the next fetchScriptCode of that name takes this answer, once.
 */
export function prefetchScriptCode(data: DataProvider, name: string): void {
  const cache = prefetched.get(data) ?? new Map<string, { code: Promise<string | undefined>; at: number }>();
  prefetched.set(data, cache);
  // already on its way (asked from the click that opened the page): not asked twice
  const ahead = cache.get(name);
  if (ahead && Date.now() - ahead.at < PREFETCH_TTL_MS) return;
  const code = loadScriptCode(data, name);
  code.catch(() => undefined); // a failure is the user's to see when the code is used
  cache.set(name, { code, at: Date.now() });
}

/**
 * The code of a tenant script (GET /api/script/scripts/{name}), or undefined when the tenant has
 * none (404), the user may not read scripts (403) or it is disabled, or when offline nothing was
 * kept of it (a script the tenant lacks: the default layout); other failures are thrown. A code
 * asked ahead (prefetchScriptCode) in the last seconds is used once instead of asking again.
 */
export function fetchScriptCode(data: DataProvider, name: string): Promise<string | undefined> {
  const cache = prefetched.get(data);
  const ahead = cache?.get(name);
  if (ahead) {
    cache!.delete(name);
    if (Date.now() - ahead.at < PREFETCH_TTL_MS) return ahead.code;
  }
  return loadScriptCode(data, name);
}
