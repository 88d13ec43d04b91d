import { formatAddress, parseAddressLine, type AddressValue } from '../../engine/validation/index.ts';

/** A suggestion of the address autocomplete: the place id to ask the detail of, and what the user reads. */
export interface AddressOption {
  value: string;
  label: string;
}

/** What one lookup of POST /api/external/pivot/addresses asks (seed 001 §7). */
export interface AddressLookup {
  search?: string;
  placeId?: string;
  coordinates?: [number, number];
  language?: string;
  country?: string;
  region?: string;
  sessionToken?: string;
}

/**
 * A source of addresses: suggestions for typed text, the address of a chosen suggestion and the
 * address at coordinates ([longitude, latitude]). A provider answers nothing rather than failing
 * when it has no answer.
 */
export interface AddressProviderImpl {
  suggest(lookup: AddressLookup): Promise<AddressOption[]>;
  detail(lookup: AddressLookup): Promise<AddressValue | null>;
  reverse(lookup: AddressLookup): Promise<AddressValue | null>;
}

/** The tenant's addresses setting (config item `address-config`). */
export interface AddressConfig {
  /** None (no lookups), Tabula (the tenant's own addresses; the default) or Http. */
  provider?: string;
  /** The Http provider's base URL: GET {url}/search?text=, {url}/detail?placeId=, {url}/reverse?lng=&lat=. */
  url?: string;
  /** The map tile URL template ({z}/{x}/{y}); no map tiles (a plain list) when absent. */
  mapTileUrl?: string;
}

/** The line shown for an address: its address line, else its parts joined. */
export function addressLabel(address: AddressValue): string {
  const line = typeof address.addressLine === 'string' ? address.addressLine.trim() : '';
  return line || formatAddress(address as Parameters<typeof formatAddress>[0]);
}

/** Provider None: every lookup is skipped. */
export const noneProvider: AddressProviderImpl = {
  suggest: () => Promise.resolve([]),
  detail: () => Promise.resolve(null),
  reverse: () => Promise.resolve(null),
};

/** Where the Tabula provider reads addresses from: the tenant's stored addresses matching a text. */
export type AddressSource = (text: string) => Promise<AddressValue[]>;

const SUGGESTIONS = 10;

/** Provider Tabula: the addresses already stored in the tenant (persons and prospects). */
export function tabulaProvider(source: AddressSource): AddressProviderImpl {
  const matching = async (text: string) => {
    const words = text.toLowerCase().split(/\s+/).filter(Boolean);
    const seen = new Map<string, AddressValue>();
    for (const address of await source(words[0] ?? '')) {
      const label = addressLabel(address);
      if (label && !seen.has(label) && words.every((w) => label.toLowerCase().includes(w))) seen.set(label, address);
    }
    return seen;
  };
  return {
    async suggest({ search }) {
      if (!search?.trim()) return [];
      return [...(await matching(search)).keys()].slice(0, SUGGESTIONS).map((label) => ({ value: label, label }));
    },
    async detail({ placeId }) {
      if (!placeId?.trim()) return null;
      const found = (await matching(placeId)).get(placeId.trim());
      if (!found) return { ...parseAddressLine(placeId) };
      const { type: _type, _id: _key, ...address } = found;
      return address;
    },
    async reverse({ coordinates }) {
      if (!coordinates) return null;
      let best: { address: AddressValue; distance: number } | undefined;
      for (const address of await source('')) {
        const c = (address.location as { coordinates?: unknown } | null | undefined)?.coordinates;
        if (!Array.isArray(c) || typeof c[0] !== 'number' || typeof c[1] !== 'number') continue;
        const distance = (c[0] - coordinates[0]) ** 2 + (c[1] - coordinates[1]) ** 2;
        if (!best || distance < best.distance) best = { address, distance };
      }
      if (!best) return null;
      const { type: _type, _id: _key, ...address } = best.address;
      return address;
    },
  };
}

/** Provider Http: a geocoding service of the tenant, answering JSON (options, or an address). */
export function httpProvider(baseUrl: string, fetchImpl: typeof fetch = fetch): AddressProviderImpl {
  const base = baseUrl.replace(/\/+$/, '');
  const get = async (path: string, params: Record<string, string | undefined>): Promise<unknown> => {
    const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
    const answer = await fetchImpl(`${base}/${path}?${query.toString()}`, { signal: AbortSignal.timeout(5000) });
    if (!answer.ok) throw new Error(`address provider answered ${answer.status}`);
    return answer.json();
  };
  const asAddress = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as AddressValue) : null);
  return {
    async suggest({ search, language, country, region, sessionToken }) {
      const answer = await get('search', { text: search, language, country, region, sessiontoken: sessionToken });
      if (!Array.isArray(answer)) return [];
      return answer
        .filter((o): o is { value: unknown; label: unknown } => Boolean(o) && typeof o === 'object')
        .map((o) => ({ value: String(o.value), label: String(o.label ?? o.value) }));
    },
    async detail({ placeId, language, sessionToken }) {
      return asAddress(await get('detail', { placeId, language, sessiontoken: sessionToken }));
    },
    async reverse({ coordinates, language }) {
      if (!coordinates) return null;
      return asAddress(await get('reverse', { lng: String(coordinates[0]), lat: String(coordinates[1]), language }));
    },
  };
}

/** The provider names a tenant may choose. */
export const PROVIDER_NAMES = ['None', 'Tabula', 'Http'] as const;

/**
 * The provider of a lookup: the one the request names, else the tenant's, else Tabula. Http needs
 * the tenant's URL (without one, nothing is looked up). An unknown name looks nothing up.
 */
export function providerFor(name: string | undefined, config: AddressConfig, source: AddressSource, fetchImpl?: typeof fetch): AddressProviderImpl {
  const chosen = name || config.provider || 'Tabula';
  if (chosen === 'Tabula') return tabulaProvider(source);
  if (chosen === 'Http' && config.url) return httpProvider(config.url, fetchImpl);
  return noneProvider;
}
