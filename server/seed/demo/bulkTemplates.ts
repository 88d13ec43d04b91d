import { computeContract, contractCashflows } from '../../../engine/finance/contractComputation.ts';
import { contractRuleIssues } from '../../../engine/finance/contractRules.ts';
import { addPeriods } from '../../../engine/finance/plan.ts';
import type { TaxRate } from '../../../engine/finance/priceRules.ts';
import { addDays, monthStart } from './dates.ts';
import type { Rec } from './types.ts';

/**
 * Statuses of the bulk contracts of the large demo and their shares in percent (docs/demo-data.md,
 * "Sizes"): only statuses that carry no billing history, so that every bulk contract is as
 * coherent as the world's own without a million invoices: ACTIVE ones are this month's new
 * business paid in arrears (nothing due before next month), DRAFT and STUDY ones start in the
 * coming months, REJECTED and CANCELLED ones never ran (their cashflows CANCELLED).
 */
export const BULK_STATUSES: readonly (readonly [string, number])[] = [['ACTIVE', 40], ['STUDY', 20], ['DRAFT', 20], ['REJECTED', 10], ['CANCELLED', 10]];

/** Statuses whose planned cashflows are cancelled (cancelDeadCashflows does the same for the world's own). */
const DEAD = new Set(['REJECTED', 'CANCELLED']);

/**
 * Periodicities of the bulk contracts (half-yearly, yearly, by model): a bulk contract keeps its
 * model's asset, client, type, rate and duration but is paid twice a year or once, so that a
 * million of them bring about six million cashflows rather than forty-five (docs/demo-data.md, "Sizes").
 */
export const BULK_PERIODICITIES = ['180', '365'] as const;

/** Placeholder of the bulk contract's registration in a variant's texts. */
export const REG = '@reg@';
/** Placeholder of the registration of the bulk contract's n-th asset (1-based). */
export const assetPlaceholder = (n: number) => `@asset${n}@`;

/** A contract of the world used as a model, with the Asset records its lines ordered. */
export interface TemplateSource {
  contract: Rec;
  assets: Rec[];
}

/** A cashflow of a variant: its registration is the contract's followed by `suffix`. */
export interface BulkCashflow {
  status: number;
  template: number;
  suffix: string;
  name: string;
  statusCode: string;
  /** The hook's draft without its registration and contract registration. */
  data: Rec;
}

/** A bulk contract as the contract write hook would have written it, with placeholders for its registrations. */
export interface BulkVariant {
  /** Index of the status in {@link BULK_STATUSES}. */
  status: number;
  /** Index of the model contract. */
  template: number;
  statusCode: string;
  name: string;
  /** The contract's data but its registration and lines. */
  contract: Rec;
  /** Its lines (`assets`), JSON text with the asset placeholders. */
  lines: string;
  /** Its Asset records' data (one per ordered line), a JSON array text with placeholders. */
  assets: string;
  assetCount: number;
  cashflows: BulkCashflow[];
}

/** What every bulk contract drops from its model: records of its own the bulk does not write (deal, credit line drawing). */
const DROPPED = ['dealRegistration', 'creditLineRegistration', 'signatureDate', 'endDate', 'paymentPlan', 'firstPaymentDate'];

/** The terms of a bulk contract in a status, from its model's (dates around `today`; `k` spreads the starts). */
function termsOf(status: string, model: Rec, today: string, k: number): Rec {
  const periodicity = BULK_PERIODICITIES[k % BULK_PERIODICITIES.length];
  const days = Number(periodicity);
  if (status === 'ACTIVE') {
    // this month's new business, paid in arrears: its first instalment falls due after today
    const startDate = monthStart(today, 0);
    return { startDate, periodicity, paymentTiming: 'ARREARS', firstPaymentDate: addPeriods(startDate, days, 1), signatureDate: addDays(startDate, -(3 + (k % 10))) };
  }
  const startDate = DEAD.has(status) ? monthStart(today, -(k % 5)) : monthStart(today, 1 + (k % 3));
  const timing = String(model.paymentTiming ?? 'ADVANCE');
  return { startDate, periodicity, firstPaymentDate: timing === 'ADVANCE' ? startDate : addPeriods(startDate, days, 1) };
}

/**
 * The variants of the bulk layer (pure): every model contract in every bulk status, computed by
 * the product's own contract computation (prices, financed amount, end date, payment plan) and its
 * cashflows as the write hook drafts them, checked against the contract rules. A model's lines
 * keep their asset only when the status orders assets (ACTIVE); the other statuses drop it.
 */
export function bulkVariants(sources: readonly TemplateSource[], taxes: readonly TaxRate[], today: string): BulkVariant[] {
  const variants: BulkVariant[] = [];
  sources.forEach((source, template) => {
    BULK_STATUSES.forEach(([status], statusIndex) => {
      const model = source.contract;
      const base: Rec = Object.fromEntries(Object.entries(model).filter(([key]) => !DROPPED.includes(key)));
      const ordered = status === 'ACTIVE';
      const assets = (Array.isArray(model.assets) ? (model.assets as Rec[]) : []).map((line) => {
        const copy: Rec = { ...line };
        delete copy.assetRegistration;
        if (copy.asset && typeof copy.asset === 'object') copy.asset = { ...(copy.asset as Rec) };
        delete (copy.asset as Rec | undefined)?.registration;
        return copy;
      });
      const draft: Rec = { ...base, ...termsOf(status, model, today, template), assets, status, registration: REG };
      const computed = computeContract(draft, { taxes });
      const issues = contractRuleIssues(computed, undefined, {});
      if (issues.length) throw new Error(`demo bulk: the model ${String(model.registration)} breaks a contract rule as ${status}: ${JSON.stringify(issues)}`);
      const records: Rec[] = [];
      if (ordered) {
        let n = 0;
        computed.assets = (computed.assets as Rec[]).map((line, i) => {
          const original = (model.assets as Rec[])[i];
          const asset = source.assets.find((a) => a.registration === original?.assetRegistration);
          if (!asset) return line;
          const registration = assetPlaceholder(++n);
          records.push({
            ...asset, registration, contractRegistration: REG, status: 'IN_SERVICE', deliveryDate: computed.signatureDate,
            description: asset.description, year: Number(String(computed.startDate).slice(0, 4)),
          });
          return { ...line, assetRegistration: registration, asset: { ...(line.asset as Rec), registration } };
        });
      }
      const cashflows = contractCashflows(computed, taxes).map((draft): BulkCashflow => {
        const data: Rec = { ...draft, status: DEAD.has(status) ? 'CANCELLED' : draft.status };
        const suffix = String(data.registration).slice(REG.length);
        delete data.registration;
        delete data.contractRegistration;
        return { status: statusIndex, template, suffix, name: String(data.name), statusCode: String(data.status), data };
      });
      const { assets: lines, registration: _placeholder, ...contract } = computed;
      variants.push({
        status: statusIndex, template, statusCode: status, name: String(computed.name ?? ''),
        contract, lines: JSON.stringify(lines ?? []), assets: JSON.stringify(records), assetCount: records.length, cashflows,
      });
    });
  });
  return variants;
}
