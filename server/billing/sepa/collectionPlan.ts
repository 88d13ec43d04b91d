import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../../entities/records.ts';
import { toCents } from './cents.ts';
import { creditorAccount, type Creditor } from './creditorAccount.ts';
import { debtorMandate, type SepaScheme } from './debtorMandate.ts';
import { balanceOf, dueInvoices } from './dueInvoices.ts';
import { accountsOfPersons, personsByRegistration } from './personAccounts.ts';

type Rec = Record<string, unknown>;

/** An invoice that will be collected: from whom, how much, under which mandate. */
export interface PlannedDebit {
  invoice: Rec;
  payer: string;
  amountCents: number;
  debtorName: string;
  iban: string;
  bic: string | null;
  mandateId: string;
  signatureDate: string;
  scheme: SepaScheme;
}

/** An invoice left out, and why (shown to the user). */
export interface SkippedInvoice {
  invoiceRegistration: string;
  reason: string;
}

/** The collections of one creditor organization under one scheme (a file each). */
export interface CreditorPlan {
  creditor: Creditor;
  scheme: SepaScheme;
  debits: PlannedDebit[];
}

/** SEPA amounts are at most 999,999,999.99 EUR. */
const MAX_CENTS = 99_999_999_999;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

async function tenantOrganizations(ctx: AppContext, q: Queryable): Promise<Rec[]> {
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${ctx.registry.get('Person').table} WHERE (data ->> 'type') = 'O' ORDER BY registration LIMIT 2`,
  );
  return rows.map(toRecord);
}

const payerOf = (invoice: Rec): Rec | undefined =>
  (Array.isArray(invoice.persons) ? (invoice.persons as Rec[]) : []).find(
    (p) => p && p.role === 'PAYER' && text(p.personRegistration),
  );

/**
 * Plans a direct-debit run: the due invoices grouped by creditor organization (the invoice's
 * organization, else the tenant's only organization) and mandate scheme (Core, B2B), each with its
 * payer's mandate account; the
 * invoices that cannot be collected are listed with their reason. `organizations` narrows the run.
 */
export async function collectionPlan(
  ctx: AppContext,
  q: Queryable,
  executionDate: string,
  organizations: string[],
): Promise<{ plans: CreditorPlan[]; skipped: SkippedInvoice[] }> {
  const invoices = await dueInvoices(ctx, q, executionDate);
  const tenantOrgs = invoices.some((i) => !text(i.orgaRegistration)) ? await tenantOrganizations(ctx, q) : [];
  const fallbackOrg = tenantOrgs.length === 1 ? String(tenantOrgs[0].registration) : null;
  const orgOf = (invoice: Rec) => text(invoice.orgaRegistration) ?? fallbackOrg;
  const wanted = invoices.filter((i) => !organizations.length || organizations.includes(orgOf(i) ?? ''));

  const registrations = new Set<string>();
  for (const invoice of wanted) {
    const org = orgOf(invoice);
    if (org) registrations.add(org);
    const payer = text(payerOf(invoice)?.personRegistration);
    if (payer) registrations.add(payer);
  }
  const persons = await personsByRegistration(ctx, q, [...registrations]);
  const accounts = await accountsOfPersons(ctx, q, persons);

  const skipped: SkippedInvoice[] = [];
  const plans = new Map<string, { creditor: Creditor; debits: PlannedDebit[] } | { reason: string }>();
  for (const invoice of wanted) {
    const invoiceRegistration = String(invoice.registration);
    const skip = (reason: string) => skipped.push({ invoiceRegistration, reason });
    const org = orgOf(invoice);
    if (!org) {
      skip('The invoice has no organization and the tenant has no single organization to collect for');
      continue;
    }
    if (!plans.has(org)) {
      const creditor = creditorAccount(persons.get(org), org, accounts.get(org) ?? []);
      plans.set(org, 'reason' in creditor ? creditor : { creditor, debits: [] });
    }
    const plan = plans.get(org) as { creditor: Creditor; debits: PlannedDebit[] } | { reason: string };
    if ('reason' in plan) {
      skip(plan.reason);
      continue;
    }
    const currency = text(invoice.currency) ?? 'EUR';
    if (currency !== 'EUR') {
      skip(`Currency ${currency} cannot be collected by SEPA direct debit (euros only)`);
      continue;
    }
    const amountCents = toCents(balanceOf(invoice));
    if (!amountCents || amountCents <= 0 || amountCents > MAX_CENTS) {
      skip('The balance of the invoice cannot be collected by SEPA direct debit');
      continue;
    }
    const entry = payerOf(invoice);
    const payer = text(entry?.personRegistration);
    const person = payer ? persons.get(payer) : undefined;
    if (!payer || !person) {
      skip(payer ? `Payer "${payer}" not found` : 'The invoice has no payer');
      continue;
    }
    const invoicing = entry?.invoicing as Rec | undefined;
    const mandate = debtorMandate(accounts.get(payer) ?? [], text(invoicing?.bankAccountName));
    if (!mandate.ok) {
      skip(mandate.reason);
      continue;
    }
    const debtorName = mandate.owner ?? text(person.name) ?? text(entry?.name) ?? payer;
    plan.debits.push({
      invoice,
      payer,
      amountCents,
      debtorName,
      iban: mandate.iban,
      bic: mandate.bic,
      mandateId: mandate.mandateId,
      signatureDate: mandate.signatureDate,
      scheme: mandate.scheme,
    });
  }
  // one file per creditor and scheme: a bank takes Core and B2B collections in separate files
  const byScheme: CreditorPlan[] = [];
  for (const plan of plans.values()) {
    if ('reason' in plan) continue;
    for (const scheme of ['CORE', 'B2B'] as const) {
      const debits = plan.debits.filter((d) => d.scheme === scheme);
      if (debits.length) byScheme.push({ creditor: plan.creditor, scheme, debits });
    }
  }
  return { plans: byScheme, skipped };
}
