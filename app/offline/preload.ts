import { layoutScriptName } from '../../engine/cards/layoutScriptName.ts';
import { listBatchUrl, schemaLists } from '../../engine/offline/listBatch.ts';
import { formatCheckedFields } from '../../engine/scripts/formatChecks.ts';
import { http } from '../api/http.ts';
import { currentLocale } from '../i18n/i18n.ts';
import { registry, shapes } from '../registry.ts';

export const DEFAULT_PRELOAD_CONTRACTS = 10;

/** Entities whose pages are worked on offline: their schema's lookup lists and layout scripts are loaded. */
const OFFLINE_ENTITIES = ['Contract', 'Person', 'Prospect'];
/** Lists the contract and person pages read besides their fields' (headers, summaries, cards). */
const PAGE_LISTS = ['personType', 'role', 'relation', 'historyType', 'registrationType', 'assetCatalog'];
/** Reference data of seed 002 §7 ("Preload GETs") that this project serves. */
const REFERENCE_PATHS = ['/api/core/taxes', '/api/core/indexes', '/api/script/runs/calendars', '/api/script/runs/products-catalog', '/api/asset/catalog/items?limit=20'];
/** Format-check scripts the person pages run (seed 001 Script runs) besides those their fields name. */
const CHECK_SCRIPTS = ['personRegistration-format-check'];
/** Where the pages read the code of layout and format-check scripts (renderers/cards/page/fetchScriptCode.ts). */
const UI_SCRIPTS_PATH = '/api/script/ui-scripts';

export interface PreloadOptions {
  count?: number;
  /** The signed-in user's locale (configuration): some cards ask their lists in it. */
  locale?: string;
  /** The signed-in user's partner (configuration): the products of its agreements in force are loaded. */
  partnerRegistration?: string;
}

/** The answer's body, or undefined when the call fails. */
const quietly = (path: string) => http<unknown>('GET', path).then((r) => r.data, () => undefined);
const segment = encodeURIComponent;

/** The products of the agreements in force of the user's partner (seed 002 §7 "agreements products-catalog"). */
async function preloadAgreementProducts(partner: string | undefined): Promise<void> {
  if (!partner || !registry.has('Agreement')) return;
  const base = registry.get('Agreement').apiPath;
  const agreements = await quietly(`${base}/current-for-person/${segment(partner)}`);
  if (!Array.isArray(agreements)) return;
  const registrations = agreements.map((a: unknown) => (a as { registration?: unknown } | null)?.registration).filter((r): r is string => typeof r === 'string');
  await Promise.all(registrations.map((r) => quietly(`${base}/products-catalog/${segment(r)}`)));
}

/** The values of one list of a batch answer. */
function listValues(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  return values.map((v: unknown) => (v && typeof v === 'object' ? (v as { value?: unknown }).value : v)).filter((v): v is string => typeof v === 'string' && v !== 'ERROR');
}

/**
 * The reference data the contract and person pages need offline (seed 002 §7): the lookup lists of
 * their fields and pages (asked in one batch per locale, kept list by list by the offline adapter),
 * the lists fetched by path (taxes), indexes, the calendars, the products catalogue, the asset
 * catalogue's first page, the layout scripts (contract, person and prospect of every person type)
 * and format-check scripts as the pages read them (ui-scripts), and the locale's translations. The
 * contract-computation script is not asked: the server runs it when a queued write is replayed.
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
  const scripts = new Set<string>(CHECK_SCRIPTS);
  for (const entity of entities) {
    scripts.add(layoutScriptName(entity));
    if (entity === 'Person' || entity === 'Prospect') personTypes.forEach((type) => scripts.add(layoutScriptName(entity, { type })));
    formatCheckedFields(registry.get(entity).schema).forEach((f) => scripts.add(f.script));
  }
  await Promise.all([
    ...[...paths].map(quietly),
    ...[...scripts].map((name) => quietly(`${UI_SCRIPTS_PATH}/${segment(name)}`)),
    quietly(`/api/core/locales/resolve/${encodeURIComponent(currentLocale())}`),
  ]);
}

/**
 * Loads what working offline needs while the network is there (seed 002 §4.1, §7): the reference
 * data of the contract and person pages, the products of the user's partner's agreements in force,
 * the latest contracts (preloadContractsCount, default 10)
 * with their records and schema; the answers are kept by app/offline/offlineAdapter.ts, as are
 * those the pages read later. A failure only leaves less to work with offline.
 */
export async function preloadForOffline({ count = DEFAULT_PRELOAD_CONTRACTS, locale, partnerRegistration }: PreloadOptions = {}): Promise<number> {
  await Promise.all([preloadReferenceData(locale), preloadAgreementProducts(partnerRegistration)]);
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
