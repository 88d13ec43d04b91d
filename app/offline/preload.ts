import { layoutScriptName } from '../../engine/cards/layoutScriptName.ts';
import { listBatchUrl, schemaLists } from '../../engine/offline/listBatch.ts';
import { http } from '../api/http.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { registry, shapes } from '../registry.ts';

export const DEFAULT_PRELOAD_CONTRACTS = 10;

/** Entities whose pages are worked on offline: their schema's lookup lists and layout scripts are loaded. */
const OFFLINE_ENTITIES = ['Contract', 'Person', 'Prospect'];
/** Lists the contract and person pages read besides their fields' (headers, summaries, cards). */
const PAGE_LISTS = ['personType', 'role', 'relation', 'historyType', 'registrationType', 'assetCatalog'];
/** Reference data of seed 002 §7 ("Preload GETs") that this project serves. */
const REFERENCE_PATHS = ['/api/core/taxes', '/api/core/indexes', '/api/script/runs/calendars', '/api/asset/catalog/items?limit=20'];

export interface PreloadOptions {
  count?: number;
  /** The signed-in user's locale (configuration): some cards ask their lists in it. */
  locale?: string;
}

const quietly = (path: string) => http<unknown>('GET', path).catch(() => undefined);

/** The values of one list of a batch answer. */
function listValues(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  return values.map((v: unknown) => (v && typeof v === 'object' ? (v as { value?: unknown }).value : v)).filter((v): v is string => typeof v === 'string' && v !== 'ERROR');
}

/**
 * The reference data the contract and person pages need offline (seed 002 §7): the lookup lists of
 * their fields and pages (asked in one batch per locale, kept list by list by the offline adapter),
 * the lists fetched by path (taxes), indexes, the calendars, the asset catalogue's first page, the layout scripts
 * (contract, person and prospect of every person type) and the locale's translations.
 */
async function preloadReferenceData(locale: string | undefined): Promise<void> {
  const entities = OFFLINE_ENTITIES.filter((e) => registry.has(e));
  const names = new Set(PAGE_LISTS);
  const paths = new Set(REFERENCE_PATHS);
  for (const entity of entities) {
    const info = registry.get(entity);
    names.add(info.statusList);
    const lists = schemaLists(info.schema, shapes);
    lists.names.forEach((n) => names.add(n));
    lists.paths.forEach((p) => paths.add(p));
  }
  const asked = [...names];
  // pages ask without a locale, forms in the page's locale, relation cards in the user's
  const locales = [...new Set([undefined, currentLocale(), locale])];
  const [plain] = await Promise.all(locales.map((l) => quietly(listBatchUrl(asked, l))));
  const personTypes = Array.isArray(plain) ? listValues(plain[asked.indexOf('personType')]) : [];
  const scripts = new Set<string>();
  for (const entity of entities) {
    scripts.add(layoutScriptName(entity));
    if (entity === 'Person' || entity === 'Prospect') personTypes.forEach((type) => scripts.add(layoutScriptName(entity, { type })));
  }
  const scriptPath = registry.has('Script') ? registry.get('Script').apiPath : '/api/script/scripts';
  await Promise.all([
    ...[...paths].map(quietly),
    ...[...scripts].map((name) => quietly(`${scriptPath}/${encodeURIComponent(name)}`)),
    quietly(`/api/core/locales/resolve/${encodeURIComponent(currentLocale())}`),
  ]);
}

/**
 * Loads what working offline needs while the network is there (seed 002 §4.1, §7): the reference
 * data of the contract and person pages, the latest contracts (preloadContractsCount, default 10)
 * with their records and schema; the answers are kept by app/offline/offlineAdapter.ts, as are
 * those the pages read later. A failure only leaves less to work with offline.
 */
export async function preloadForOffline({ count = DEFAULT_PRELOAD_CONTRACTS, locale }: PreloadOptions = {}): Promise<number> {
  await preloadReferenceData(locale);
  if (!registry.has('Contract') || count <= 0) return 0;
  const apiPath = registry.get('Contract').apiPath;
  const { data } = await http<Record<string, unknown>[]>('GET', `${apiPath}?range=0-${count - 1}`);
  const contracts = Array.isArray(data) ? data : [];
  await quietly(`${apiPath}-schema`);
  let loaded = 0;
  for (const c of contracts) {
    if (typeof c.registration !== 'string') continue;
    await http('GET', `${apiPath}/${encodeURIComponent(c.registration)}`)
      .then(() => loaded++)
      .catch(() => undefined);
  }
  return loaded;
}
