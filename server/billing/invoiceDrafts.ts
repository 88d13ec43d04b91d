import { AppError } from '../../engine/errors/AppError.ts';
import type { JsonValue } from '../scripts/runInSandbox.ts';
import { RUN_BILLING_SCRIPT } from './billingOptions.ts';

type Rec = Record<string, unknown>;

/** An invoice to create, and the cashflows it bills (those its lines name). */
export interface InvoiceDraft {
  record: Rec;
  cashflows: string[];
}

const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

const invalid = (why: string) => new AppError('BILLING_INVALID_INVOICE', [RUN_BILLING_SCRIPT, why]);

/**
 * Checks the script's answer (`{invoices: [...]}` or the array itself) against the chunk: every
 * invoice has lines, every line names a cashflow of the chunk (`cashflowRegistration`) and no
 * cashflow is billed twice. The registration is the server's to draw; the billing key (the first
 * cashflow billed, in registration order) is what the unique index of invoices guards.
 */
export function invoiceDrafts(result: JsonValue, billable: ReadonlySet<string>): InvoiceDraft[] {
  const list = Array.isArray(result) ? result : isObject(result) && Array.isArray(result.invoices) ? result.invoices : undefined;
  if (!list) throw invalid('the answer must be {invoices: [...]}');
  const billed = new Set<string>();
  return list.map((raw, i) => {
    const at = `invoice ${i + 1}`;
    if (!isObject(raw)) throw invalid(`${at} is not an object`);
    const lines = raw.lines;
    if (!Array.isArray(lines) || !lines.length) throw invalid(`${at} has no lines`);
    const cashflows = lines.map((line, j) => {
      const registration = isObject(line) ? line.cashflowRegistration : undefined;
      if (typeof registration !== 'string' || !billable.has(registration)) throw invalid(`line ${j + 1} of ${at} does not name a cashflow of this billing`);
      if (billed.has(registration)) throw invalid(`cashflow ${registration} is billed twice`);
      billed.add(registration);
      return registration;
    });
    const { registration: _registration, ...record } = raw as Rec;
    return { record: { ...record, billingKey: [...cashflows].sort()[0] }, cashflows };
  });
}
