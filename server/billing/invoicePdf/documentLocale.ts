import { getLocaleSettings } from '../../../engine/format/getLocaleSettings.ts';
import type { LocaleSettings, LocaleSettingsOverrides } from '../../../engine/format/LocaleSettings.ts';
import { normalizeLocale, splitLocale } from '../../../engine/format/localeRules.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../../entities/records.ts';
import type { TenantProfile } from '../../storage/tenantProfile.ts';
import { translateLabels, type InvoiceLabels } from './invoiceLabels.ts';

type Rec = Record<string, unknown>;

export const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
export const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One record of an entity by registration, or null (no error: a missing person prints as a name only). */
export async function byRegistration(ctx: AppContext, q: Queryable, entityName: string, registration: string | undefined): Promise<Rec | null> {
  if (!registration || !ctx.registry.has(entityName)) return null;
  const info = ctx.registry.get(entityName);
  const { rows } = await q.query<EntityRow>(`SELECT ${ROW_COLUMNS} FROM ${info.table} WHERE registration = $1 LIMIT 1`, [registration]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The language a document is written in: its locale code, formats and translated labels. */
export interface DocumentLocale {
  code: string;
  settings: LocaleSettings;
  labels: InvoiceLabels;
}

/** Locale statuses a document is not written in. */
const RETIRED = ['INACTIVE', 'ARCHIVED'];

/**
 * The tenant's Locale record for a client's preferred language (`fr`, `en`, `es-MX`): the record of
 * that registration or code, else one of that language (`en` finds `en-EU`); retired ones left out.
 */
async function preferredLocaleRecord(ctx: AppContext, q: Queryable, preferred: string): Promise<Rec | null> {
  if (!ctx.registry.has('Locale')) return null;
  const code = normalizeLocale(preferred);
  if (code.toLowerCase() !== preferred.replace(/_/g, '-').toLowerCase()) return null; // not a locale tag
  const { language } = splitLocale(code);
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${ctx.registry.get('Locale').table}
      WHERE (lower(registration) = lower($1) OR lower(data->>'code') = lower($1) OR lower(registration) = $2 OR lower(data->>'code') = $2 OR lower(data->>'language') = $2)
        AND coalesce(status, data->>'status', '') <> ALL($3)
      ORDER BY (lower(registration) = lower($1) OR lower(data->>'code') = lower($1)) DESC, (lower(registration) = $2 OR lower(data->>'code') = $2) DESC, registration
      LIMIT 1`,
    [code, language, RETIRED],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The tenant's Locale record of a locale (exact code, else its language): settings and translations. */
async function localeRecord(ctx: AppContext, q: Queryable, code: string): Promise<Rec | null> {
  return (await byRegistration(ctx, q, 'Locale', code)) ?? (await byRegistration(ctx, q, 'Locale', splitLocale(code).language));
}

/**
 * The locale of a document sent to a client: the client's preferred language (Person
 * `preferredLanguage`) when the tenant has that locale (a Locale record), else the tenant's locale,
 * else the locale of the user who makes it, else en-EU. Formats are the locale's, overridden by the
 * Locale record's settings; labels are translated through its translations.
 */
export async function documentLocale(ctx: AppContext, q: Queryable, profile: TenantProfile, username: string, client: Rec | null): Promise<DocumentLocale> {
  const preferred = text(client?.preferredLanguage);
  let record = preferred ? await preferredLocaleRecord(ctx, q, preferred) : null;
  let code: string;
  if (record) {
    code = normalizeLocale(text(record.code) ?? text(record.registration));
  } else {
    const tenantLocale = text(profile.locale);
    code = normalizeLocale(tenantLocale ?? text((await byRegistration(ctx, q, 'User', username))?.locale));
    record = await localeRecord(ctx, q, code);
  }
  const overrides = isRec(record?.settings) ? (record.settings as LocaleSettingsOverrides) : null;
  return { code, settings: getLocaleSettings(code, overrides), labels: translateLabels(isRec(record?.translations) ? record.translations : null) };
}
