import { runBilling } from '../../billing/runBilling.ts';
import type { AppContext } from '../../context.ts';
import { invoiceWorkflow } from '../../defaults/workflows/invoice.ts';
import { assignNumbers } from '../../workflow/assignNumbers.ts';
import { addDays } from './dates.ts';

type Rec = Record<string, unknown>;

/** What the demo's billing run is asked for: the day, the lessor's organizations, the user it runs as. */
export interface DemoBilling {
  tenant: string;
  date: string;
  /** Registrations of the lessor's organizations (persons of type O). */
  organizations: string[];
  username: string;
}

const DAY_MS = 86_400_000;
/** How the shipped invoice workflow numbers an invoice on validation. */
const NUMBERING = invoiceWorkflow.transitions.flatMap((t) => t.actions ?? []).find((a) => a.type === 'assignNumber');
/** The lender bills ahead: the instalments due within the next month are invoiced before their day. */
const BILLED_AHEAD_DAYS = 31;
/** An invoice is issued (and a SEPA debit announced) two weeks before its due date. */
const ISSUED_BEFORE_DUE_DAYS = 14;
/** Invoices due longer ago than this are older debts: a few are still unpaid or disputed. */
const SETTLED_AFTER_DAYS = 75;
/** Invoices due within the last month: their direct debits were collected, but for a few. */
const FRESH_DAYS = 31;

/** A suspended contract's instalments due within this many days are unpaid (its payment incident). */
const SUSPENDED_UNPAID_DAYS = 60;

/** Days from `dueDate` to `today` (positive when past due). */
const ageOf = (dueDate: unknown, today: string) => Math.round((Date.parse(today) - Date.parse(String(dueDate))) / DAY_MS);

/**
 * Where an invoice of the demo stands, from its age and its rank (deterministic): billed ahead and
 * not yet due: an eighth drafts, an eighth validated, the rest sent; due within the last month:
 * paid, every 10th overdue; due one to two and a half months ago: paid, every 15th overdue; older:
 * paid, every 50th disputed and every 70th overdue (in collection). A terminated contract's invoices
 * are all paid; a suspended one's of the last two months are unpaid. So the open invoices of the
 * home page are mostly due, a minority overdue, as in a lender's books.
 */
export function demoInvoiceStatus(invoice: Rec, rank: number, today: string, contractStatus = 'ACTIVE'): string {
  const age = ageOf(invoice.dueDate, today);
  // a contract that ran its term was settled to the last instalment
  if (contractStatus === 'TERMINATED') return 'PAID';
  // a suspended one was stopped by its unpaid instalments of the last two months
  if (contractStatus === 'SUSPENDED' && age >= 0) return age <= SUSPENDED_UNPAID_DAYS ? 'SENT' : 'PAID';
  if (age < 0) return rank % 8 === 0 ? 'DRAFT' : rank % 8 === 1 ? 'VALIDATED' : 'SENT';
  if (age <= FRESH_DAYS) return rank % 10 === 0 ? 'SENT' : 'PAID';
  if (age <= SETTLED_AFTER_DAYS) return rank % 15 === 0 ? 'SENT' : 'PAID';
  return rank % 50 === 0 ? 'DISPUTED' : rank % 70 === 0 ? 'SENT' : 'PAID';
}

/** The fields the invoice workflow's transitions would have set on the way to `status`, by `today`. */
function statusFields(invoice: Rec, status: string, today: string): Rec {
  const dueDate = String(invoice.dueDate);
  const issuedOn = addDays(dueDate, -ISSUED_BEFORE_DUE_DAYS);
  const issued = issuedOn < today ? issuedOn : today;
  switch (status) {
    case 'VALIDATED':
      return { generationDate: issued };
    case 'SENT':
    case 'DISPUTED':
      return { generationDate: issued, issueDate: issued };
    case 'PAID':
      return { generationDate: issued, issueDate: issued, paymentDate: dueDate, totalBalance: 0 };
    default:
      return {};
  }
}

/** The status of every contract of the tenant, by registration. */
async function contractStatuses(ctx: AppContext, tenant: string): Promise<Map<string, string>> {
  const { rows } = await ctx.db.withTenant(tenant, (q) => q.query<{ registration: string; status: string }>(`SELECT registration, status FROM ${ctx.registry.get('Contract').table}`));
  return new Map(rows.map((r) => [r.registration, r.status]));
}

/**
 * THE call site of billing in the demo data: bills the cashflows of the demo contracts due up to a
 * month after the first start's day through the real billing run (server/billing/, the shipped run-billing
 * script), after the demo world is committed; then moves the invoices along the invoice workflow
 * as the system would have over time (paid, overdue, disputed, sent, validated, drafts), each
 * validated one with its legal number (as the workflow's validation gives it, by date). Invoice
 * PDFs are made on demand (docs/billing.md), not here, to keep the first start short.
 */
export async function billDemoContracts(ctx: AppContext, billing: DemoBilling): Promise<number> {
  const invoices = await runBilling(ctx, billing.tenant, { date: addDays(billing.date, BILLED_AHEAD_DAYS), organizations: billing.organizations, username: billing.username });
  const info = ctx.registry.get('Invoice');
  const ordered = [...invoices].sort((a, b) => String(a.registration).localeCompare(String(b.registration)));
  const statuses = await contractStatuses(ctx, billing.tenant);
  const moved = ordered
    .map((invoice, rank) => ({ invoice, status: demoInvoiceStatus(invoice, rank + 1, billing.date, statuses.get(String(invoice.contractRegistration))) }))
    .filter((m) => m.status !== 'DRAFT')
    .map((m) => ({ ...m, body: { status: m.status, ...statusFields(m.invoice, m.status, billing.date) } as Rec }));
  // validated invoices get their legal number as the workflow gives it, in the order they were validated
  moved.sort((a, b) => String(a.body.generationDate).localeCompare(String(b.body.generationDate)) || String(a.invoice.registration).localeCompare(String(b.invoice.registration)));
  await ctx.db.withTenant(billing.tenant, async (q) => {
    for (const { invoice, body } of moved) {
      const numbers = NUMBERING ? await assignNumbers(q, info, invoice, [NUMBERING], String(body.generationDate)) : {};
      await ctx.store.update(q, info, String(invoice.registration), { ...body, ...numbers }, { username: billing.username, tenant: billing.tenant, workflow: true });
    }
  });
  return invoices.length;
}
