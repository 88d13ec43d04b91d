import type { LocaleSettings } from '../../../engine/format/LocaleSettings.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../../entities/records.ts';
import type { TenantProfile } from '../../storage/tenantProfile.ts';
import { byRegistration, documentLocale, isRec, text } from './documentLocale.ts';
import type { InvoiceLabels } from './invoiceLabels.ts';
import type { InvoiceSource, Party, PaymentAccount } from './invoiceModel.ts';
import { directDebitOf, paymentModeOf } from './paymentMethod.ts';

type Rec = Record<string, unknown>;

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
export async function lenderAccount(ctx: AppContext, q: Queryable, lender: Rec | null, currency: string | undefined): Promise<PaymentAccount | null> {
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

/** Everything the invoice document of `invoice` is made from, read in the caller's tenant transaction. */
export interface InvoiceDocumentInput {
  source: InvoiceSource;
  settings: LocaleSettings;
  labels: InvoiceLabels;
}

/** The persons of an invoice: the PAYER and PAYEE entries. */
export function invoiceEntry(invoice: Rec, role: string): Rec | undefined {
  const persons = Array.isArray(invoice.persons) ? invoice.persons.filter(isRec) : [];
  return persons.find((p) => p.role === role);
}

/** The lender of an invoice: its organization's person record, else its PAYEE's. */
export async function lenderOf(ctx: AppContext, q: Queryable, invoice: Rec): Promise<Rec | null> {
  const orga = isRec(invoice.organization) ? text(invoice.organization.registration) : undefined;
  return (await byRegistration(ctx, q, 'Person', text(invoice.orgaRegistration) ?? orga)) ?? (await byRegistration(ctx, q, 'Person', text(invoiceEntry(invoice, 'PAYEE')?.personRegistration)));
}

/** The client as a party: the PAYER's person record (name, main address), else the entry's name. */
export function clientParty(entry: Rec | undefined, person: Rec | null, locale: string, labels: InvoiceLabels): Party | null {
  const name = text(entry?.name) ?? (isRec(entry?.person) ? text(entry.person.name) : undefined);
  return person ? personParty(person, locale, labels, false) : name ? { name, lines: [] } : null;
}

/**
 * Reads what the document shows: the lender (the invoice's organization, else its PAYEE, else the
 * tenant's label), the client (the PAYER's person record: name and main address), the locale (the
 * client's preferred language when the tenant has it, else the tenant's: formats and the labels'
 * translations), the currency (the invoice's, else its contract's, else the tenant's), how it is paid
 * (direct debit under the client's mandate, else to the lender's account) and tax rates.
 */
export async function readInvoiceInput(ctx: AppContext, q: Queryable, invoice: Rec, profile: TenantProfile, username: string): Promise<InvoiceDocumentInput> {
  const payer = invoiceEntry(invoice, 'PAYER');
  const payerPerson = await byRegistration(ctx, q, 'Person', text(payer?.personRegistration));
  const { code, settings, labels } = await documentLocale(ctx, q, profile, username, payerPerson);

  const lenderPerson = await lenderOf(ctx, q, invoice);
  const orgaName = isRec(invoice.organization) ? text(invoice.organization.name) : undefined;
  const lender = lenderPerson ? personParty(lenderPerson, code, labels, true) : { name: orgaName ?? profile.label, lines: [] };
  const client = clientParty(payer, payerPerson, code, labels);

  const contract = await byRegistration(ctx, q, 'Contract', text(invoice.contractRegistration));
  const currency = text(invoice.currency) ?? text(contract?.currency) ?? text(profile.currency) ?? settings.currency;
  const debit = await directDebitOf(ctx, q, { mode: paymentModeOf(invoice, contract), currency, payer: payerPerson, payerEntry: payer, lender: lenderPerson, date: text(invoice.dueDate) ?? null });
  return {
    settings,
    labels,
    source: {
      invoice,
      lender,
      client,
      payment: await lenderAccount(ctx, q, lenderPerson, currency),
      debit,
      taxRates: await taxRates(ctx, q),
      defaultCurrency: currency,
      defaultLineLabel: labels.title,
    },
  };
}
