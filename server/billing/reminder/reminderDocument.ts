import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../../entities/records.ts';
import type { TenantProfile } from '../../storage/tenantProfile.ts';
import { byRegistration, documentLocale, text } from '../invoicePdf/documentLocale.ts';
import { isControl } from '../invoicePdf/pdfText.ts';
import { invoiceEntry, lenderAccount, lenderOf, personParty } from '../invoicePdf/invoiceSource.ts';
import { directDebitOf, paymentModeOf } from '../invoicePdf/paymentMethod.ts';
import { buildReminderModel, type ReminderModel } from './reminderModel.ts';
import { overdueInvoices } from './overdueInvoices.ts';
import { renderReminderPdf } from './renderReminderPdf.ts';

type Rec = Record<string, unknown>;

/** What a reminder is asked for: the client, the letter's date, and optionally one lending organization. */
export interface ReminderRequest {
  person: Rec;
  date: string;
  organization?: string;
  profile: TenantProfile;
  username: string;
}

/** A made reminder: its PDF, file name and what it lists. */
export interface ReminderFile {
  fileName: string;
  content: Buffer;
  model: ReminderModel;
}

/** Contracts by registration (for the currency and payment mode of invoices that lack them). */
async function contractsOf(ctx: AppContext, q: Queryable, invoices: Rec[]): Promise<Map<string, Rec>> {
  const regs = [...new Set(invoices.map((i) => text(i.contractRegistration)).filter((r): r is string => !!r))];
  if (!regs.length || !ctx.registry.has('Contract')) return new Map();
  const { rows } = await q.query<EntityRow>(`SELECT ${ROW_COLUMNS} FROM ${ctx.registry.get('Contract').table} WHERE registration = ANY($1)`, [regs]);
  return new Map(rows.map((r) => [r.registration, toRecord(r)]));
}

/**
 * The payment reminder of a client (a dunning letter, docs/billing.md): its overdue invoices on
 * `date`, written in the client's language (else the tenant's), from the lender of those invoices
 * (the organization asked for; else theirs when they share one; else the tenant), with the total
 * due and how to pay: by direct debit when every invoice is (payment mode SDD or none, in euros,
 * with an active mandate), else to the lender's account. Read in the caller's tenant transaction.
 */
export async function makeReminder(ctx: AppContext, q: Queryable, r: ReminderRequest): Promise<ReminderFile> {
  const { person, profile } = r;
  const { code, settings, labels } = await documentLocale(ctx, q, profile, r.username, person);
  const invoices = await overdueInvoices(ctx, q, String(person.registration), r.date, r.organization);
  const contracts = await contractsOf(ctx, q, invoices);
  const contractOf = (invoice: Rec) => contracts.get(text(invoice.contractRegistration) ?? '') ?? null;
  const currencyOf = (invoice: Rec) => text(invoice.currency) ?? text(contractOf(invoice)?.currency) ?? text(profile.currency) ?? settings.currency;

  const organizations = new Set(invoices.map((i) => text(i.orgaRegistration) ?? ''));
  const lenderPerson = r.organization
    ? await byRegistration(ctx, q, 'Person', r.organization)
    : organizations.size === 1 && invoices.length
      ? await lenderOf(ctx, q, invoices[0])
      : null;
  const lender = lenderPerson ? personParty(lenderPerson, code, labels, true) : { name: profile.label, lines: [] };
  const client = personParty(person, code, labels, false);

  const currencies = new Set(invoices.map(currencyOf));
  const currency = currencies.size === 1 ? [...currencies][0] : (text(profile.currency) ?? settings.currency);
  const modes = new Set(invoices.map((i) => paymentModeOf(i, contractOf(i)) || 'SDD'));
  const debit =
    invoices.length && modes.size === 1 && modes.has('SDD') && currencies.size === 1
      ? await directDebitOf(ctx, q, { mode: 'SDD', currency, payer: person, payerEntry: invoiceEntry(invoices[0], 'PAYER'), lender: lenderPerson, date: null })
      : null;

  const model = buildReminderModel({ date: r.date, lender, client, invoices, currencyOf, payment: debit ? null : await lenderAccount(ctx, q, lenderPerson, currency), debit });
  const content = Buffer.from(await renderReminderPdf(model, { settings, labels }));
  const name = `${labels.reminderTitle} ${String(person.registration)} ${r.date}`;
  const fileName = `${[...name].map((ch) => (isControl(ch.codePointAt(0) as number) || '/\\:*?"<>|'.includes(ch) ? '-' : ch)).join('')}.pdf`;
  return { fileName, content, model };
}
