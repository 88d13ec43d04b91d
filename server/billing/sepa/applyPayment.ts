import { checkTransition } from '../../../engine/workflow/checkTransition.ts';
import type { WorkflowActor } from '../../../engine/workflow/types.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import type { WorkflowScriptRunner } from '../../workflow/applyEffects.ts';
import { loadWorkflow } from '../../workflow/loadWorkflow.ts';
import { refusalError } from '../../workflow/refusalError.ts';
import { runTransition } from '../../workflow/runTransition.ts';
import { centsText, fromCents, toCents } from './cents.ts';
import type { StatementEntry } from './camtStatements.ts';
import { balanceOf } from './dueInvoices.ts';

type Rec = Record<string, unknown>;

/** What a payment did to its invoice. */
export type PaymentOutcome =
  | { result: 'PAID'; balanceAfter: number; note?: string }
  | { result: 'PARTLY_PAID'; balanceAfter: number }
  | { result: 'UNMATCHED'; reason: string };

/** Who records the payments, and how workflow scripts run. */
export interface Payer {
  tenant: string;
  actor: WorkflowActor;
  scripts?: WorkflowScriptRunner;
}

/** The invoice workflow's transition that records a payment in full. */
export const PAY_TRANSITION = 'pay';

async function payInFull(
  ctx: AppContext,
  q: Queryable,
  invoice: Rec,
  entry: StatementEntry,
  who: Payer,
): Promise<PaymentOutcome> {
  const info = ctx.registry.get('Invoice');
  const registration = String(invoice.registration);
  const paid = { totalBalance: 0, ...(entry.bookingDate ? { paymentDate: entry.bookingDate } : {}) };
  const definition = await loadWorkflow(ctx, q, info);
  const check = definition
    ? checkTransition(definition, invoice, PAY_TRANSITION, { actor: who.actor })
    : undefined;
  if (check?.ok) {
    await runTransition(ctx, q, {
      info,
      key: registration,
      code: PAY_TRANSITION,
      tenant: who.tenant,
      actor: who.actor,
      scripts: who.scripts,
    });
    await ctx.store.update(q, info, registration, paid, { username: who.actor.username });
    return { result: 'PAID', balanceAfter: 0 };
  }
  if (definition && check && check.reason !== 'status' && check.reason !== 'unknown')
    throw refusalError(check, info, invoice, String(invoice.status));
  // no way to "pay" from here (or no workflow): the balance is settled, the status stays as it is
  await ctx.store.update(q, info, registration, paid, { username: who.actor.username });
  const label = definition?.statuses.find((s) => s.code === invoice.status)?.label ?? String(invoice.status);
  return {
    result: 'PAID',
    balanceAfter: 0,
    note: `Balance settled; the invoice stays "${label}": its workflow cannot mark it as paid from there`,
  };
}

/**
 * Records a credit entry on the invoice it pays: the whole balance runs the workflow's `pay`
 * transition (then the payment date is the booking date); less reduces `totalBalance` and keeps
 * the status; more, another currency or no amount leaves the invoice alone and says why.
 */
export async function applyPayment(
  ctx: AppContext,
  q: Queryable,
  invoice: Rec,
  entry: StatementEntry,
  who: Payer,
): Promise<PaymentOutcome> {
  const registration = String(invoice.registration);
  const currency = typeof invoice.currency === 'string' && invoice.currency ? invoice.currency : 'EUR';
  if (entry.currency && entry.currency !== currency)
    return {
      result: 'UNMATCHED',
      reason: `The entry is in ${entry.currency}, invoice "${registration}" in ${currency}`,
    };
  if (entry.amountCents === null || entry.amountCents <= 0)
    return { result: 'UNMATCHED', reason: 'The entry has no amount' };
  const balance = toCents(balanceOf(invoice)) ?? 0;
  if (entry.amountCents > balance) {
    return {
      result: 'UNMATCHED',
      reason: `The amount ${centsText(entry.amountCents)} exceeds the balance ${centsText(balance)} of invoice "${registration}"`,
    };
  }
  if (entry.amountCents === balance) return payInFull(ctx, q, invoice, entry, who);
  const balanceAfter = fromCents(balance - entry.amountCents);
  await ctx.store.update(
    q,
    ctx.registry.get('Invoice'),
    registration,
    { totalBalance: balanceAfter },
    { username: who.actor.username },
  );
  return { result: 'PARTLY_PAID', balanceAfter };
}
