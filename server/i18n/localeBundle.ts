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

async function tenantRows(table: string, q: Queryable): Promise<LocaleRow[]> {
  const { rows } = await q.query<{ registration: string; code: string | null; name: string | null; status: string | null }>(
    `SELECT registration, data ->> 'code' AS code, data ->> 'name' AS name, data ->> 'status' AS status FROM ${table} ORDER BY registration`,
  );
  return rows.filter((r) => !HIDDEN_STATUSES.has(r.status ?? '')).map((r) => rowOf(r.registration, r.code, r.name));
}

async function tenantTranslations(table: string, q: Queryable, registration: string): Promise<Record<string, unknown>> {
  const { rows } = await q.query<{ translations: unknown }>(`SELECT data -> 'translations' AS translations FROM ${table} WHERE registration = $1`, [registration]);
  const value = rows[0]?.translations;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
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
  const own = q && table ? await tenantRows(table, q) : [];
  const rows = own.length ? own : shippedLocales().rows;
  const code = resolveLocale(requested, rows.map((r) => r.code));
  const row = rows.find((r) => r.code === code);
  let translations: Record<string, unknown> = row ? shippedTranslations(row.code) : {};
  if (row && q && table && own.length) translations = { ...translations, ...usableTranslations(await tenantTranslations(table, q, row.registration)) };
  if (q) {
    for (const locale of new Set([code ?? requested, requested])) translations = { ...translations, ...(await readStringOverrides(q, locale)) };
  }
  return {
    registration: row?.registration ?? null,
    code: row?.code ?? null,
    translations,
    locales: rows.map(({ code: c, name }) => ({ code: c, name })),
  };
}
