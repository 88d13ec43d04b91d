import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { addDays, earlier } from './dates.ts';
import { COUNTRIES } from './countries.ts';
import { demoText } from './texts.ts';
import type { Country, Rec } from './types.ts';

/** Days past due after which a collection case is being worked (a reminder went unanswered). */
const WORKED_AFTER_DAYS = 31;
/** Days past due after which a case is urgent (formal notice, litigation ahead). */
const URGENT_AFTER_DAYS = 75;
/** Overdue amount from which a case is of high priority, in the invoices' currency. */
const HIGH_AMOUNT = 10_000;

/** An open invoice past its due date, as the collection cases read it. */
export interface OverdueInvoice {
  registration: string;
  status: string;
  dueDate: string;
  /** What is still to be paid: the balance, or the amount with taxes when no payment was booked. */
  balance: number;
  contractRegistration: string | null;
  orgaRegistration: string | null;
  client: { personRegistration: string; name: string } | null;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
/** Money summed exactly: in cents, back to a two-decimal amount. */
const sumAmounts = (amounts: number[]) => amounts.reduce((cents, a) => cents + Math.round(a * 100), 0) / 100;

/** The step a collection case has reached, by the age of its oldest overdue invoice; its last action in the language of `country`. */
function caseStage(age: number, amount: number, country: Country | undefined): Pick<Rec, 'status' | 'priority' | 'lastAction'> & { contactAfter: number } {
  if (age > URGENT_AFTER_DAYS) return { status: 'IN_PROGRESS', priority: 'URGENT', lastAction: demoText(country, 'Formal notice sent by registered letter'), contactAfter: 45 };
  if (age > WORKED_AFTER_DAYS) return { status: 'IN_PROGRESS', priority: amount >= HIGH_AMOUNT ? 'HIGH' : 'NORMAL', lastAction: demoText(country, 'Phone call: payment promised within 15 days'), contactAfter: 20 };
  return { status: 'OPEN', priority: amount >= HIGH_AMOUNT ? 'HIGH' : 'NORMAL', lastAction: demoText(country, 'Payment reminder sent'), contactAfter: 7 };
}

/**
 * The collection cases of the demo world, from the invoices billing left overdue (pure): one
 * COLLECTION case per client and lessor company with SENT invoices past due (their balances
 * summed, the oldest one named), and one COMPLAINT case per DISPUTED invoice. The status, priority
 * and last action follow the age of the oldest overdue invoice; each case is assigned to the
 * collections officer of its lessor company (`officers`: username by orgaRegistration), or the
 * group's first one for a company without its own. Names, last actions and descriptions are in the
 * language of the lessor company's country (`countries`: country by orgaRegistration; English for a
 * company not in it).
 */
export function planCollectionCases(invoices: OverdueInvoice[], today: string, officers: Map<string, string>, countries: Map<string, Country> = new Map()): Rec[] {
  const cases: Rec[] = [];
  const byClient = new Map<string, OverdueInvoice[]>();
  for (const invoice of invoices) {
    if (!invoice.client || invoice.dueDate >= today) continue;
    if (invoice.status === 'DISPUTED') {
      cases.push(complaintCase(invoice, today, officers, countries.get(String(invoice.orgaRegistration))));
      continue;
    }
    if (invoice.status !== 'SENT') continue;
    const key = `${invoice.orgaRegistration}\n${invoice.client.personRegistration}`;
    byClient.set(key, [...(byClient.get(key) ?? []), invoice]);
  }
  for (const list of byClient.values()) {
    const sorted = [...list].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.registration.localeCompare(b.registration));
    const oldest = sorted[0];
    const client = oldest.client as NonNullable<OverdueInvoice['client']>;
    const amount = sumAmounts(sorted.map((i) => i.balance));
    const age = daysBetween(oldest.dueDate, today);
    const country = countries.get(String(oldest.orgaRegistration));
    const { contactAfter, ...stage } = caseStage(age, amount, country);
    const opened = addDays(oldest.dueDate, 3);
    const contracts = [...new Set(sorted.map((i) => i.contractRegistration).filter(Boolean))];
    cases.push({
      name: demoText(country, 'Overdue payments – {client}', { client: client.name }),
      type: 'COLLECTION',
      ...stage,
      date: opened,
      lastContact: earlier(addDays(opened, contactAfter), today),
      contractRegistration: oldest.contractRegistration,
      invoiceRegistration: oldest.registration,
      amount,
      persons: [{ role: 'CLIENT', personRegistration: client.personRegistration, name: client.name }],
      assignee: officerOf(officers, oldest.orgaRegistration),
      description: demoText(country, '{count} invoice(s) overdue since {date} ({invoices}) on {contracts} contract(s).', {
        count: sorted.length,
        date: oldest.dueDate,
        invoices: sorted.map((i) => i.registration).join(', '),
        contracts: contracts.length,
      }),
      orgaRegistration: oldest.orgaRegistration,
      currency: 'EUR',
    });
  }
  return cases.sort((a, b) => String(a.date).localeCompare(String(b.date)) || String(a.invoiceRegistration).localeCompare(String(b.invoiceRegistration)));
}

/** The collections officer of the lessor company, else the group's first one (a company without its own is served by the group's). */
const officerOf = (officers: Map<string, string>, orga: string | null) => officers.get(String(orga)) ?? officers.values().next().value ?? null;

function complaintCase(invoice: OverdueInvoice, today: string, officers: Map<string, string>, country: Country | undefined): Rec {
  const client = invoice.client as NonNullable<OverdueInvoice['client']>;
  const opened = addDays(invoice.dueDate, 10);
  return {
    name: demoText(country, 'Disputed invoice {invoice} – {client}', { invoice: invoice.registration, client: client.name }),
    type: 'COMPLAINT',
    status: 'IN_PROGRESS',
    priority: 'HIGH',
    date: earlier(opened, today),
    lastContact: earlier(addDays(opened, 14), today),
    lastAction: demoText(country, 'Client disputes the invoiced amount: supporting documents requested'),
    contractRegistration: invoice.contractRegistration,
    invoiceRegistration: invoice.registration,
    amount: sumAmounts([invoice.balance]),
    persons: [{ role: 'CLIENT', personRegistration: client.personRegistration, name: client.name }],
    assignee: officerOf(officers, invoice.orgaRegistration),
    description: demoText(country, 'The client disputes invoice {invoice} due on {date}; collection is on hold until it is settled.', { invoice: invoice.registration, date: invoice.dueDate }),
    orgaRegistration: invoice.orgaRegistration,
    currency: 'EUR',
  };
}

async function overdueInvoices(ctx: AppContext, q: Queryable, today: string): Promise<OverdueInvoice[]> {
  const { rows } = await q.query<{ registration: string; status: string; data: Rec }>(
    `SELECT registration, status, data FROM ${ctx.registry.get('Invoice').table} WHERE status IN ('SENT', 'DISPUTED') AND data ->> 'dueDate' < $1 ORDER BY registration`,
    [today],
  );
  return rows.map(({ registration, status, data }) => {
    // the client is the invoice's payer
    const client = ((data.persons as Rec[] | undefined) ?? []).find((p) => p.role === 'PAYER');
    const balance = typeof data.totalBalance === 'number' ? data.totalBalance : Number(data.amountInclTax ?? 0);
    return {
      registration,
      status,
      dueDate: String(data.dueDate),
      balance,
      contractRegistration: (data.contractRegistration as string | undefined) ?? null,
      orgaRegistration: (data.orgaRegistration as string | undefined) ?? null,
      client: client ? { personRegistration: String(client.personRegistration), name: String(client.name ?? client.personRegistration) } : null,
    };
  });
}

/** The collections officer of each lessor company: the user with the COLLECTIONS profile of that company. */
async function collectionOfficers(ctx: AppContext, q: Queryable): Promise<Map<string, string>> {
  const { rows } = await q.query<{ username: string; orga: string }>(
    `SELECT data ->> 'username' AS username, data ->> 'orgaRegistration' AS orga FROM ${ctx.registry.get('User').table}
      WHERE data -> 'profiles' ? 'COLLECTIONS' AND data ->> 'orgaRegistration' IS NOT NULL ORDER BY registration`,
  );
  const officers = new Map<string, string>();
  for (const row of rows) if (!officers.has(row.orga)) officers.set(row.orga, row.username);
  return officers;
}

/** The country of each lessor company (persons of type O), by registration: the country of its first address. */
async function lessorCountries(ctx: AppContext, q: Queryable): Promise<Map<string, Country>> {
  const { rows } = await q.query<{ registration: string; country: string | null }>(
    `SELECT registration, data -> 'addresses' -> 0 ->> 'country' AS country FROM ${ctx.registry.get('Person').table} WHERE (data ->> 'type') = 'O' ORDER BY registration`,
  );
  const countries = new Map<string, Country>();
  for (const row of rows) if (row.country && row.country in COUNTRIES) countries.set(row.registration, row.country as Country);
  return countries;
}

/**
 * After billing (docs/demo-data.md): the collection cases the overdue and disputed invoices call
 * for, written through the entity store as the system user. Answers how many were written.
 */
export async function seedCollectionCases(ctx: AppContext, opts: { tenant: string; username: string; today: string }): Promise<number> {
  if (!ctx.registry.has('Case') || !ctx.registry.has('Invoice')) return 0;
  const info = ctx.registry.get('Case');
  return ctx.db.withTenant(opts.tenant, async (q) => {
    const officers = ctx.registry.has('User') ? await collectionOfficers(ctx, q) : new Map<string, string>();
    const countries = ctx.registry.has('Person') ? await lessorCountries(ctx, q) : new Map<string, Country>();
    const cases = planCollectionCases(await overdueInvoices(ctx, q, opts.today), opts.today, officers, countries);
    for (const record of cases) await ctx.store.create(q, info, record, { username: opts.username, tenant: opts.tenant });
    return cases.length;
  });
}
