import { AppError } from '../../../engine/errors/AppError.ts';
import type { RegistrationDetail, RegistrationMatch, RegistrationProvider } from './types.ts';

type Rec = Record<string, unknown>;

/** Wait for the outside service when the settings give none, and the longest allowed. */
export const HTTP_LOOKUP_TIMEOUT_MS = 5_000;
export const HTTP_LOOKUP_MAX_TIMEOUT_MS = 30_000;

/** The settings of the `http` provider, in the tenant's `tenant-config` > `registrationLookup` > type. */
export interface HttpProviderSettings {
  /** `https://register.example/search?q={value}&kind={type}`: `{value}`, `{type}`, `{personType}` are URL-encoded. */
  url: string;
  /** `GET` (default) or `POST` (the search as a JSON body). */
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  timeoutMs: number;
  /** Dotted path of the entries' array in the answer (default: the answer is the array). */
  resultsPath?: string;
  /** Dotted paths in an entry: its label (default `label`), its number (default `value`), its data (default: the entry). */
  labelPath: string;
  valuePath: string;
  dataPath?: string;
  /** The detail of a chosen entry, `{selectedId}` URL-encoded; without it, the search is asked again with the id. */
  detailUrl?: string;
  /** Dotted path of the data in the detail answer (default: the answer). */
  detailPath?: string;
}

const configError = (key: string) => new AppError('INVALID_FIELD_IN_CONFIG', [`registrationLookup.${key}`]);
const optionalText = (v: unknown, key: string): string | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw configError(key);
  return v;
};

/** The settings checked: a config that cannot work is refused (400 INVALID_FIELD_IN_CONFIG) rather than guessed. */
export function readHttpSettings(raw: Rec): HttpProviderSettings {
  const url = optionalText(raw.url, 'url');
  if (!url || !/^https?:\/\//i.test(url)) throw configError('url');
  const detailUrl = optionalText(raw.detailUrl, 'detailUrl');
  if (detailUrl && !/^https?:\/\//i.test(detailUrl)) throw configError('detailUrl');
  const method = raw.method === undefined ? 'GET' : String(raw.method).toUpperCase();
  if (method !== 'GET' && method !== 'POST') throw configError('method');
  const headers = raw.headers ?? {};
  if (typeof headers !== 'object' || Array.isArray(headers) || Object.values(headers as Rec).some((v) => typeof v !== 'string')) throw configError('headers');
  const timeout = raw.timeoutMs === undefined ? HTTP_LOOKUP_TIMEOUT_MS : Number(raw.timeoutMs);
  if (!Number.isFinite(timeout) || timeout <= 0) throw configError('timeoutMs');
  return {
    url, method, detailUrl,
    headers: headers as Record<string, string>,
    timeoutMs: Math.min(timeout, HTTP_LOOKUP_MAX_TIMEOUT_MS),
    resultsPath: optionalText(raw.resultsPath, 'resultsPath'),
    labelPath: optionalText(raw.labelPath, 'labelPath') ?? 'label',
    valuePath: optionalText(raw.valuePath, 'valuePath') ?? 'value',
    dataPath: optionalText(raw.dataPath, 'dataPath'),
    detailPath: optionalText(raw.detailPath, 'detailPath'),
  };
}

/** The value at a dotted path (`results.items`); the value itself for no path. */
export function atPath(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  return path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Rec)[key] : undefined), value);
}

/** `{name}` placeholders replaced by URL-encoded values (unknown names by nothing). */
export function fillTemplate(template: string, values: Record<string, string | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? ''));
}

const asRecord = (v: unknown): Rec | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : undefined);
const asText = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

/** Calls the outside service; any failure (refused, timed out, not 2xx, not JSON) throws. */
async function callJson(url: string, settings: HttpProviderSettings, body?: Rec): Promise<unknown> {
  const res = await fetch(url, {
    method: body ? 'POST' : 'GET',
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...settings.headers },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(settings.timeoutMs),
    redirect: 'error',
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as unknown;
}

/**
 * The configurable provider: an outside register reached over HTTP(S) with the tenant's URL,
 * headers and answer mapping, within a timeout. Entries without a number are left out.
 */
export function httpRegistrationProvider(raw: Rec): RegistrationProvider {
  const settings = readHttpSettings(raw);
  const toMatch = (entry: unknown): RegistrationMatch | undefined => {
    const value = asText(atPath(entry, settings.valuePath));
    if (!value) return undefined;
    const data = asRecord(settings.dataPath ? atPath(entry, settings.dataPath) : entry);
    return { label: asText(atPath(entry, settings.labelPath)) ?? value, value, ...(data ? { data } : {}) };
  };
  const search: RegistrationProvider['search'] = async (query) => {
    const url = fillTemplate(settings.url, { value: query.value, type: query.type, personType: query.personType });
    const body = settings.method === 'POST'
      ? { ...query.extra, type: query.type, value: query.value, personType: query.personType, withDetails: query.withDetails, activeOnly: query.activeOnly }
      : undefined;
    const entries = atPath(await callJson(url, settings, body), settings.resultsPath);
    if (!Array.isArray(entries)) throw new Error('the answer has no list of entries');
    return entries.map(toMatch).filter((m): m is RegistrationMatch => Boolean(m));
  };
  return {
    search,
    async detail(query, inTenant): Promise<RegistrationDetail | undefined> {
      if (settings.detailUrl) {
        const url = fillTemplate(settings.detailUrl, { selectedId: query.selectedId, type: query.type, personType: query.personType });
        const data = asRecord(atPath(await callJson(url, settings), settings.detailPath));
        return data ? { value: query.selectedId, data } : undefined;
      }
      const same = (await search({ ...query, value: query.selectedId, displayFirstRegistrationsInPriority: false, activeOnly: false }, inTenant)).find((m) => m.value === query.selectedId);
      return same ? { value: same.value, data: same.data ?? {} } : undefined;
    },
  };
}
