import { http } from '../api/http.ts';
import { registry } from '../registry.ts';

export const DEFAULT_PRELOAD_CONTRACTS = 10;

/**
 * Loads what working offline needs while the network is there (seed 002 §4.1, §7): the latest
 * contracts (preloadContractsCount, default 10) with their records and schema, and the other
 * answers the pages read are kept as they load (app/offline/offlineAdapter.ts). A failure only
 * leaves less to work with offline.
 */
export async function preloadForOffline(count: number = DEFAULT_PRELOAD_CONTRACTS): Promise<number> {
  if (!registry.has('Contract') || count <= 0) return 0;
  const apiPath = registry.get('Contract').apiPath;
  const { data } = await http<Record<string, unknown>[]>('GET', `${apiPath}?range=0-${count - 1}`);
  const contracts = Array.isArray(data) ? data : [];
  await http('GET', `${apiPath}-schema`).catch(() => undefined);
  let loaded = 0;
  for (const c of contracts) {
    if (typeof c.registration !== 'string') continue;
    await http('GET', `${apiPath}/${encodeURIComponent(c.registration)}`)
      .then(() => loaded++)
      .catch(() => undefined);
  }
  return loaded;
}
