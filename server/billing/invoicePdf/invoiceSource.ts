import { getLocaleSettings } from '../../../engine/format/getLocaleSettings.ts';
import type { LocaleSettings, LocaleSettingsOverrides } from '../../../engine/format/LocaleSettings.ts';
import { normalizeLocale, splitLocale } from '../../../engine/format/localeRules.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../../entities/records.ts';
import type { TenantProfile } from '../../storage/tenantProfile.ts';
import { translateLabels, type InvoiceLabels } from './invoiceLabels.ts';
import type { InvoiceSource, Party, PaymentAccount } from './invoiceModel.ts';

type Rec = Record<string, unknown>;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One record of an entity by registration, or null (no error: a missing person prints as a name only). */
async function byRegistration(ctx: AppContext, q: Queryable, entityName: string, registration: string | undefined): Promise<Rec | null> {
  if (!registration || !ctx.registry.has(entityName)) return null;
  const info = ctx.registry.get(entityName);
  const { rows } = await q.query<EntityRow>(`SELECT ${ROW_COLUMNS} FROM ${info.table} WHERE registration = $1 LIMIT 1`, [registration]);
  return rows[0] ? toRecord(rows[0]) : null;
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The postal lines of an address: street lines, zip code and city, state, country name; else its one-line form. */
export function addressLines(address: Rec, locale: string): string[] {
  const street = [text(address.streetNumber), text(address.streetType), text(address.streetName)].filter(Boolean).join(' ');
  const first = text(address.address1) ?? (street || undefined);
  const city = [text(address.zipcode), text(address.city)].filter(Boolean).join(' ');
  if (!first && !city) return text(address.addressLine) ? [text(address.addressLine) as string] : [];
  const country = text(address.country);
  return [first, text(address.address2), city || undefined, text(address.state), country ? countryName(country, locale) : undefined].filter((l): l is string => !!l);
}

/** The main address of a person (type MAIN, else the first one). */
function mainAddress(person: Rec): Rec | null {
  const list = Array.isArray(person.addresses) ? person.addresses.filter(isRec) : [];
  return list.find((a) => a.type === 'MAIN') ?? list[0] ?? null;
}

function personName(person: Rec): string {
  return text(person.name) ?? ([text(person.firstName), text(person.lastName)].filter(Boolean).join(' ') || String(person.registration ?? ''));
}

/** A person as a party: name, main address, and for the lender its identifiers and contact. */
export function personParty(person: Rec, locale: string, labels: InvoiceLabels, withIdentity: boolean): Party {
  const address = mainAddress(person);
  const lines = address ? addressLines(address, locale) : [];
  if (withIdentity) {
    const regs = Array.isArray(person.registrations) ? person.registrations.filter(isRec) : [];
    const number = text(person.siret) ?? text(regs[0]?.number);
    if (number) lines.push(`${labels.registrationNumber} ${number}`);
    if (text(person.fiscalCode)) lines.push(`${labels.fiscalCode} ${text(person.fiscalCode)}`);
    const contact = [text(person.email), text(person.phone)].filter(Boolean).join(' · ');
    if (contact) lines.push(contact);
  }
  return { name: personName(person), lines };
}

/** An active account with an IBAN, in a list of accounts (person entries or BankAccount records). */
function usableAccount(accounts: Rec[], currency: string | undefined): PaymentAccount | null {
  const usable = accounts.filter((a) => a.isInactive !== true && text(a.bankIban));
  const pick = usable.find((a) => currency && a.currency === currency) ?? usable[0];
  if (!pick) return null;
  return { iban: String(pick.bankIban).replace(/\s+/g, '').toUpperCase(), bic: text(pick.bankBic), bankName: text(pick.bankName), owner: text(pick.bankOwner) };
}

/**
 * The lender's account to pay to: a bank account of the lender's person record, else a BankAccount
 * record held by it (personRegistration) or owned by it (orgaRegistration, no holder), else a
 * BankAccount of the tenant itself (no holder, no organization). Active ones with an IBAN, in the
 * invoice currency first.
 */
async function lenderAccount(ctx: AppContext, q: Queryable, lender: Rec | null, currency: string | undefined): Promise<PaymentAccount | null> {
  const own = lender && Array.isArray(lender.bankAccounts) ? usableAccount(lender.bankAccounts.filter(isRec), currency) : null;
  if (own || !ctx.registry.has('BankAccount')) return own;
  const info = ctx.registry.get('BankAccount');
  const registration = lender ? String(lender.registration) : null;
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${info.table}
      WHERE ($1::text IS NOT NULL AND (data->>'personRegistration' = $1 OR (data->>'orgaRegistration' = $1 AND coalesce(data->>'personRegistration', '') = '')))
         OR (coalesce(data->>'personRegistration', '') = '' AND coalesce(data->>'orgaRegistration', '') = '')
      ORDER BY (data->>'personRegistration' = $1) DESC NULLS LAST, (data->>'orgaRegistration' = $1) DESC NULLS LAST, created_at
      LIMIT 50`,
    [registration],
  );
  return usableAccount(rows.map(toRecord), currency);
}

/** Tax rates (fractions) by code and registration, from the tenant's Tax records. */
async function taxRates(ctx: AppContext, q: Queryable): Promise<Map<string, number>> {
  const rates = new Map<string, number>();
  if (!ctx.registry.has('Tax')) return rates;
  const { rows } = await q.query<{ registration: string; data: Rec }>(`SELECT registration, data FROM ${ctx.registry.get('Tax').table} LIMIT 5000`);
  for (const r of rows) {
    const rate = typeof r.data.rate === 'number' ? r.data.rate : Number.NaN;
    if (!Number.isFinite(rate)) continue;
    rates.set(r.registration, rate);
    if (text(r.data.code)) rates.set(String(r.data.code), rate);
  }
  return rates;
}

/** The locale a document is written in: the tenant's, else the user's, else en-EU. */
async function localeCode(ctx: AppContext, q: Queryable, profile: TenantProfile, username: string): Promise<string> {
  if (profile.locale) return normalizeLocale(profile.locale);
  const user = await byRegistration(ctx, q, 'User', username);
  return normalizeLocale(text(user?.locale));
}

/** The tenant's Locale record of a locale (exact code, else its language): settings and translations. */
async function localeRecord(ctx: AppContext, q: Queryable, code: string): Promise<Rec | null> {
  return (await byRegistration(ctx, q, 'Locale', code)) ?? (await byRegistration(ctx, q, 'Locale', splitLocale(code).language));
}

/** Everything the invoice document of `invoice` is made from, read in the caller's tenant transaction. */
export interface InvoiceDocumentInput {
  source: InvoiceSource;
  settings: LocaleSettings;
  labels: InvoiceLabels;
}

/**
 * Reads what the document shows: the lender (the invoice's organization, else its PAYEE, else the
 * tenant's label), the client (the PAYER's person record: name and main address), the lender's
 * account, tax rates, and the locale (formats and the labels' translations).
 */
export async function readInvoiceInput(ctx: AppContext, q: Queryable, invoice: Rec, profile: TenantProfile, username: string): Promise<InvoiceDocumentInput> {
  const code = await localeCode(ctx, q, profile, username);
  const locale = await localeRecord(ctx, q, code);
  const overrides = isRec(locale?.settings) ? (locale.settings as LocaleSettingsOverrides) : null;
  const settings = getLocaleSettings(code, overrides);
  const labels = translateLabels(isRec(locale?.translations) ? locale.translations : null);

  const persons = Array.isArray(invoice.persons) ? invoice.persons.filter(isRec) : [];
  const entry = (role: string) => persons.find((p) => p.role === role);
  const orga = isRec(invoice.organization) ? text(invoice.organization.registration) : undefined;
  const lenderPerson = (await byRegistration(ctx, q, 'Person', text(invoice.orgaRegistration) ?? orga)) ?? (await byRegistration(ctx, q, 'Person', text(entry('PAYEE')?.personRegistration)));
  const orgaName = isRec(invoice.organization) ? text(invoice.organization.name) : undefined;
  const lender = lenderPerson ? personParty(lenderPerson, code, labels, true) : { name: orgaName ?? profile.label, lines: [] };

  const payer = entry('PAYER');
  const payerPerson = await byRegistration(ctx, q, 'Person', text(payer?.personRegistration));
  const payerName = text(payer?.name) ?? (isRec(payer?.person) ? text(payer.person.name) : undefined);
  const client = payerPerson ? personParty(payerPerson, code, labels, false) : payerName ? { name: payerName, lines: [] } : null;

  const currency = text(invoice.currency) ?? profile.currency ?? settings.currency;
  return {
    settings,
    labels,
    source: {
      invoice,
      lender,
      client,
      payment: await lenderAccount(ctx, q, lenderPerson, currency),
      taxRates: await taxRates(ctx, q),
      defaultCurrency: currency,
      defaultLineLabel: labels.title,
    },
  };
}
