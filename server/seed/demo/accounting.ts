import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { monthStart } from './dates.ts';
import { demoText } from './texts.ts';
import { lessors } from './treasury.ts';
import type { Country, Rec } from './types.ts';

/** The group's chart of accounts (French PCG numbers, used by every company of the group for its reporting). */
export const ACCOUNTS = { client: '411000', income: '706300', vat: '445710', bank: '512000' } as const;
/** Invoices of each lessor company booked in the closed month (the most recent ones first). */
const INVOICES_PER_COMPANY = 3;

/** One line of a balanced accounting entry. */
export interface EntryLine {
  account: keyof typeof ACCOUNTS;
  dc: 'D' | 'C';
  cents: number;
}

/**
 * The lines of an invoice's entry (debit the client with the amount including tax, credit the
 * income with the amount excluding tax and the output VAT with the tax, counted in cents so that
 * debit = credit), or of its payment (debit the bank, credit the client).
 */
export function entryLines(kind: 'INVOICE' | 'PAYMENT', amountInclTax: number, amountExclTax = amountInclTax): EntryLine[] {
  const incl = Math.round(amountInclTax * 100);
  if (kind === 'PAYMENT')
    return [
      { account: 'bank', dc: 'D', cents: incl },
      { account: 'client', dc: 'C', cents: incl },
    ];
  const excl = Math.round(amountExclTax * 100);
  const lines: EntryLine[] = [
    { account: 'client', dc: 'D', cents: incl },
    { account: 'income', dc: 'C', cents: excl },
  ];
  if (incl !== excl) lines.push({ account: 'vat', dc: 'C', cents: incl - excl });
  return lines;
}

const LINE_LABELS: Record<keyof typeof ACCOUNTS, string> = { client: 'Client receivable', income: 'Rental income', vat: 'Output VAT', bank: 'Bank account' };
const payerOf = (invoice: Rec) => ((invoice.persons as Rec[] | undefined) ?? []).find((p) => p.role === 'PAYER') ?? {};

interface Event {
  kind: 'INVOICE' | 'PAYMENT';
  invoice: Rec;
  date: string;
  amountInclTax: number;
  amountExclTax: number;
}

async function writeEntry(ctx: AppContext, q: Queryable, e: Event, country: Country | undefined, exportedOn: string | null, opts: { username: string; tenant: string }): Promise<number> {
  const invoice = e.invoice;
  const number = String(invoice.invoiceNumber ?? invoice.registration);
  const client = payerOf(invoice);
  const name = demoText(country, e.kind === 'INVOICE' ? 'Invoice {invoice} – {client}' : 'Payment of invoice {invoice} – {client}', { invoice: number, client: String(client.name ?? '') });
  const eventType = e.kind === 'INVOICE' ? 'INVOICE_ISSUE' : 'PAYMENT_RECEIVED';
  const journal = e.kind === 'INVOICE' ? 'SALES' : 'BANK';
  const lines = entryLines(e.kind, e.amountInclTax, e.amountExclTax);
  const [debit, credit] = [lines[0], lines[1]];
  const links = { personRegistration: client.personRegistration ?? null, invoiceRegistration: invoice.registration, contractRegistration: invoice.contractRegistration ?? null, orgaRegistration: invoice.orgaRegistration ?? null, currency: 'EUR' };
  const event = await ctx.store.create(
    q,
    ctx.registry.get('PostingEvent'),
    { name, status: 'PROCESSED', eventType, date: e.date, account: ACCOUNTS[debit.account], secondaryAccount: ACCOUNTS[credit.account], amount: e.amountInclTax, documentReference: number, type: 'DEBIT', code: eventType, ...links },
    opts,
  );
  const total = lines.filter((l) => l.dc === 'D').reduce((s, l) => s + l.cents, 0) / 100;
  const booking = await ctx.store.create(
    q,
    ctx.registry.get('Booking'),
    {
      name,
      status: 'BOOKED',
      type: e.kind,
      date: e.date,
      journal,
      accountingPeriod: e.date.slice(0, 7),
      totalDebit: total,
      totalCredit: lines.filter((l) => l.dc === 'C').reduce((s, l) => s + l.cents, 0) / 100,
      postingEventRegistration: event.registration,
      exportDate: exportedOn,
      orgaRegistration: links.orgaRegistration,
      currency: 'EUR',
    },
    opts,
  );
  for (const [i, line] of lines.entries()) {
    await ctx.store.create(
      q,
      ctx.registry.get('Posting'),
      {
        name: `${demoText(country, LINE_LABELS[line.account])} – ${number}`,
        status: 'POSTED',
        eventType,
        date: e.date,
        dc: line.dc,
        account: ACCOUNTS[line.account],
        secondaryAccount: ACCOUNTS[(i === 0 ? lines[1] : lines[0]).account],
        amount: line.cents / 100,
        documentReference: number,
        auditTrailReference: String(booking.registration),
        type: line.dc === 'D' ? 'DEBIT' : 'CREDIT',
        code: ACCOUNTS[line.account],
        journal,
        bookingRegistration: booking.registration,
        postingEventRegistration: event.registration,
        ...links,
      },
      opts,
    );
  }
  return 2 + lines.length;
}

/**
 * After the treasury step (docs/demo-data.md, Accounting): the accounting entries of the last
 * closed month and of the payments the bank statement recorded. Tabula has no accounting engine:
 * each business event is a PostingEvent (PROCESSED), its entry a Booking (BOOKED, exported when
 * its month is closed) and the entry's lines Postings, balanced to the cent (debit = credit): an
 * issued invoice debits the client (411) and credits the rental income (706) and the output VAT
 * (44571); a payment debits the bank (512) and credits the client. Answers how many records were written.
 */
export async function seedDemoAccounting(ctx: AppContext, opts: { tenant: string; username: string; today: string }): Promise<number> {
  for (const entity of ['Posting', 'PostingEvent', 'Booking', 'Invoice', 'Person']) if (!ctx.registry.has(entity)) return 0;
  const who = { username: opts.username, tenant: opts.tenant };
  const closedFrom = monthStart(opts.today, -1);
  const closedTo = monthStart(opts.today);
  return ctx.db.withTenant(opts.tenant, async (q) => {
    const countries = new Map((await lessors(ctx, q)).map((l) => [l.registration, l.country]));
    const table = ctx.registry.get('Invoice').table;
    // the invoices issued in the closed month, a few per company
    const { rows } = await q.query<{ data: Rec }>(
      `SELECT data FROM (SELECT data, row_number() OVER (PARTITION BY data ->> 'orgaRegistration' ORDER BY data ->> 'issueDate' DESC, registration) AS n
         FROM ${table} WHERE status IN ('SENT', 'PAID', 'DISPUTED') AND (data ->> 'issueDate') >= $1 AND (data ->> 'issueDate') < $2) x
        WHERE n <= $3 ORDER BY data ->> 'issueDate', data ->> 'registration'`,
      [closedFrom, closedTo, INVOICES_PER_COMPANY],
    );
    const events: Event[] = rows.map(({ data }) => ({ kind: 'INVOICE', invoice: data, date: String(data.issueDate), amountInclTax: Number(data.amountInclTax), amountExclTax: Number(data.amountExclTax) }));
    // the payments the bank statements recorded in full (the Camt records' entries)
    if (ctx.registry.has('Camt')) {
      const { rows: paidRows } = await q.query<{ data: Rec; amount: string; day: string }>(
        `SELECT i.data, e ->> 'amount' AS amount, e ->> 'bookingDate' AS day FROM ${ctx.registry.get('Camt').table} c, jsonb_array_elements(c.data -> 'entries') e
           JOIN ${table} i ON i.registration = e ->> 'invoiceRegistration'
          WHERE e ->> 'result' = 'PAID' ORDER BY e ->> 'bookingDate', i.registration`,
      );
      for (const { data, amount, day } of paidRows) events.push({ kind: 'PAYMENT', invoice: data, date: day, amountInclTax: Number(amount), amountExclTax: Number(amount) });
    }
    let written = 0;
    for (const e of events) {
      // a month is exported to the general ledger on the first day of the next one
      const exportedOn = e.date < closedTo ? `${closedTo}T06:00:00.000Z` : null;
      written += await writeEntry(ctx, q, e, countries.get(String(e.invoice.orgaRegistration)), exportedOn, who);
    }
    return written;
  });
}
