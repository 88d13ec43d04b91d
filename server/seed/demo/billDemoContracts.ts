import { runBilling } from '../../billing/runBilling.ts';
import type { AppContext } from '../../context.ts';

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
/** Invoices due longer ago than this are paid, but for a few left overdue or disputed. */
const SETTLED_AFTER_DAYS = 75;

/** Days from `dueDate` to `today` (positive when past due). */
const ageOf = (dueDate: unknown, today: string) => Math.round((Date.parse(today) - Date.parse(String(dueDate))) / DAY_MS);

/** Invoices of the last billing period are still being processed: some drafts, some validated. */
const FRESH_DAYS = 31;

/**
 * Where an invoice of the demo stands, from its age and its rank (deterministic): of the last
 * billing period — a third drafts, a third validated, a third sent; due one to two and a half months
 * ago — paid, every fourth overdue; older — paid, every 9th overdue and every 23rd disputed.
 */
export function demoInvoiceStatus(invoice: Rec, rank: number, today: string): string {
  const age = ageOf(invoice.dueDate, today);
  if (age <= FRESH_DAYS) return rank % 3 === 0 ? 'DRAFT' : rank % 3 === 1 ? 'VALIDATED' : 'SENT';
  if (age <= SETTLED_AFTER_DAYS) return rank % 4 === 0 ? 'SENT' : 'PAID';
  return rank % 23 === 0 ? 'DISPUTED' : rank % 9 === 0 ? 'SENT' : 'PAID';
}

/** The fields the invoice workflow's transitions would have set on the way to `status`. */
function statusFields(invoice: Rec, status: string): Rec {
  const dueDate = String(invoice.dueDate);
  const issued = { generationDate: dueDate, issueDate: dueDate };
  switch (status) {
    case 'VALIDATED':
      return { generationDate: dueDate };
    case 'SENT':
    case 'DISPUTED':
      return issued;
    case 'PAID':
      return { ...issued, paymentDate: dueDate, totalBalance: 0 };
    default:
      return {};
  }
}

/**
 * THE call site of billing in the demo data: bills the cashflows of the demo contracts due on the
 * first start's day through the real billing run (server/billing/, the shipped run-billing
 * script), after the demo world is committed; then moves the invoices along the invoice workflow
 * as the system would have over time (paid, overdue, disputed, sent, validated, drafts). Invoice
 * PDFs are made on demand (docs/billing.md), not here, to keep the first start short.
 */
export async function billDemoContracts(ctx: AppContext, billing: DemoBilling): Promise<number> {
  const invoices = await runBilling(ctx, billing.tenant, { date: billing.date, organizations: billing.organizations, username: billing.username });
  const info = ctx.registry.get('Invoice');
  const ordered = [...invoices].sort((a, b) => String(a.registration).localeCompare(String(b.registration)));
  await ctx.db.withTenant(billing.tenant, async (q) => {
    for (const [rank, invoice] of ordered.entries()) {
      const status = demoInvoiceStatus(invoice, rank + 1, billing.date);
      if (status === 'DRAFT') continue;
      const body = { status, ...statusFields(invoice, status) };
      await ctx.store.update(q, info, String(invoice.registration), body, { username: billing.username, tenant: billing.tenant, workflow: true });
    }
  });
  return invoices.length;
}
