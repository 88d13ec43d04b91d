import { languageName } from '../../engine/i18n/languageName.ts';
import { usableTranslations } from '../../engine/i18n/pickLocale.ts';
import { resolveLocale } from '../../engine/i18n/resolveLocale.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { readStringOverrides } from '../scripts/translations.ts';
import { defaultLocales } from '../seed/defaultLocales.ts';

/** A locale the language selector offers: its code and its name in its own language. */
export interface LocaleChoice {
  code: string;
  name: string;
}

/** What the client loads for its interface locale (GET /api/core/locales/resolve/{code}). */
export interface LocaleBundle {
  /** Registration of the Locale record chosen (where missing keys are reported); null when none fits. */
  registration: string | null;
  code: string | null;
  /** The record's translations (over the shipped ones of its language), the string overrides on top. */
  translations: Record<string, unknown>;
  /** Every locale offered, in registration order. */
  locales: LocaleChoice[];
}

interface LocaleRow {
  registration: string;
  code: string;
  name: string;
}

const languageOf = (code: string) => code.split(/[-_]/)[0].toLowerCase();

/** Locales an admin has switched off stay out of the selector. */
const HIDDEN_STATUSES = new Set(['INACTIVE', 'ARCHIVED']);

const rowOf = (registration: string, code: unknown, name: unknown): LocaleRow => {
  const c = typeof code === 'string' && code.trim() ? code.trim() : registration;
  return { registration, code: c, name: typeof name === 'string' && name.trim() ? name.trim() : languageName(c) };
};

let shipped: { rows: LocaleRow[]; translations: Map<string, Record<string, unknown>> } | undefined;

/** The shipped locale files, read once. */
function shippedLocales() {
  if (!shipped) {
    const records = defaultLocales();
    shipped = {
      rows: records.map((r) => rowOf(String(r.registration), r.code, r.name)),
      translations: new Map(records.map((r) => [String(r.registration), (r.translations ?? {}) as Record<string, unknown>])),
    };
  }
  return shipped;
}

/** Per server context (a database) and tenant: its Locale rows last read, with the stamp of the table's rows. */
const rowsCache = new WeakMap<AppContext, Map<string, { stamp: string; rows: LocaleRow[] }>>();

/**
 * The tenant's Locale records offered (code, name), in registration order. Reading `code` and
 * `name` out of `data` detoasts every record with its thousands of translations (70 ms a request on
 * a loaded machine), so the rows are read again only when the records' count, versions or update
 * times changed since this process last read them (one statement over the plain columns otherwise).
 */
async function tenantRows(ctx: AppContext, table: string, q: Queryable): Promise<LocaleRow[]> {
  const cache = rowsCache.get(ctx) ?? new Map<string, { stamp: string; rows: LocaleRow[] }>();
  rowsCache.set(ctx, cache);
  const tenant = q.tenant ?? '';
  const { rows: stamps } = await q.query<{ stamp: string }>(`SELECT count(*) || '/' || coalesce(sum(version), 0) || '/' || coalesce(max(updated_at)::text, '') AS stamp FROM ${table}`);
  const stamp = stamps[0]?.stamp ?? '';
  const cached = cache.get(tenant);
  if (cached && cached.stamp === stamp) return cached.rows;
  const { rows } = await q.query<{ registration: string; code: string | null; name: string | null; status: string | null }>(
    `SELECT registration, data ->> 'code' AS code, data ->> 'name' AS name, data ->> 'status' AS status FROM ${table} ORDER BY registration`,
  );
  const offered = rows.filter((r) => !HIDDEN_STATUSES.has(r.status ?? '')).map((r) => rowOf(r.registration, r.code, r.name));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(tenant, { stamp, rows: offered });
  return offered;
}

/** A tenant's translations over the shipped ones, as last read, with the record's version and update time. */
interface CachedTranslations {
  stamp: string;
  translations: Record<string, unknown>;
}

/** Per server context (a database) and `tenant/registration`: the Locale records' translations last read. */
const translationCache = new WeakMap<AppContext, Map<string, CachedTranslations>>();
/** Locale records a context keeps in its cache at most (tenants x locales). */
const CACHE_LIMIT = 500;

/**
 * The translations of a tenant's Locale record over the shipped ones of its language (`code`).
 * The record's text (thousands of keys) is read and merged again only when its version or update
 * time changed since this process last read it: one small statement otherwise. Every change of a
 * Locale record goes through the store, which moves both; another instance's change is seen at the
 * next read, since the stamp is read each time.
 */
async function tenantTranslations(ctx: AppContext, table: string, q: Queryable, registration: string, code: string): Promise<Record<string, unknown>> {
  const cache = translationCache.get(ctx) ?? new Map<string, CachedTranslations>();
  translationCache.set(ctx, cache);
  const key = `${q.tenant ?? ''}/${registration}`;
  const cached = cache.get(key);
  const { rows } = await q.query<{ stamp: string; translations: unknown }>(
    `SELECT version || '/' || updated_at AS stamp, CASE WHEN version || '/' || updated_at = $2 THEN NULL ELSE data -> 'translations' END AS translations FROM ${table} WHERE registration = $1`,
    [registration, cached?.stamp ?? ''],
  );
  const row = rows[0];
  if (!row) return shippedTranslations(code);
  if (cached && row.stamp === cached.stamp) return cached.translations;
  const value = row.translations;
  const own = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const translations = Object.freeze({ ...shippedTranslations(code), ...usableTranslations(own) });
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, { stamp: row.stamp, translations });
  return translations;
}

/** The shipped translations of a code's language (`fr-CA` -> fr.json): what a tenant record builds on. */
function shippedTranslations(code: string): Record<string, unknown> {
  const { rows, translations } = shippedLocales();
  const shippedCode = resolveLocale(code, rows.map((r) => r.code));
  const row = rows.find((r) => r.code === shippedCode);
  const sameLanguage = row && languageOf(row.code) === languageOf(code);
  return sameLanguage ? (translations.get(row.registration) ?? {}) : {};
}

/**
 * The Locale record that fits `requested` best (engine resolveLocale: `en-US` -> `en-EU`, `fr-CA`
 * -> `fr`), so that the client never asks for a code the server does not have. Signed out (the
 * sign-in page, no `q`): the shipped locales. Within a tenant: its records (the shipped ones when it
 * has none); a record's translations lie over the shipped ones of its language, so keys a release
 * adds show translated in tenants seeded before it, while the tenant's own texts win (not its
 * untranslated placeholders); the string overrides (of the record's code, then of `requested`) go
 * on top.
 */
export async function readLocaleBundle(ctx: AppContext, requested: string, q?: Queryable): Promise<LocaleBundle> {
  const table = ctx.registry.has('Locale') ? ctx.registry.get('Locale').table : undefined;
  const own = q && table ? await tenantRows(ctx, table, q) : [];
  const rows = own.length ? own : shippedLocales().rows;
  const code = resolveLocale(requested, rows.map((r) => r.code));
  const row = rows.find((r) => r.code === code);
  let translations: Record<string, unknown> = row ? shippedTranslations(row.code) : {};
  if (row && q && table && own.length) translations = await tenantTranslations(ctx, table, q, row.registration, row.code);
  if (q) {
    for (const locale of new Set([code ?? requested, requested])) {
      const overrides = await readStringOverrides(q, locale);
      // a copy only when there is something to lay on top (the merged record may be the cached one)
      if (Object.keys(overrides).length) translations = { ...translations, ...overrides };
    }
  }
  return {
    registration: row?.registration ?? null,
    code: row?.code ?? null,
    translations,
    locales: rows.map(({ code: c, name }) => ({ code: c, name })),
  };
}
