import { fillMessage } from '../validation/messages.ts';
import type { ValidationIssue } from '../validation/types.ts';

type Rec = Record<string, unknown>;

/**
 * The business rules of a contract that no single field can check (issue 37 item 2), worded once:
 * each template is also its translation key (server/defaults/locales).
 */
export const CONTRACT_MESSAGES = {
  endBeforeStart: '{label} must be after the start date',
  firstPaymentBeforeStart: '{label} must not be before the start date',
  residualNotBelowPrice: '{label} must be below the financed amount',
  financedNotPositive: 'The financed amount must be positive: part exchanges exceed the financed lines',
  clientMissing: 'A contract needs a client from its study on',
  termsFrozen: 'Once a contract is approved, its financial terms can only be changed through an amendment',
} as const;

/** Statuses in which a contract's terms are still studied and may change freely. */
export const STUDY_CONTRACT_STATUSES: readonly string[] = ['DRAFT', 'STUDY', 'REJECTED'];
/** Statuses that need no client: a draft being typed, a cancelled study. */
const CLIENTLESS_STATUSES = new Set(['DRAFT', 'CANCELLED']);
/** Statuses whose end date is the day of termination, not the end of the plan. */
const ENDED_STATUSES = new Set(['TERMINATED', 'CANCELLED']);

/**
 * The financial terms of a contract: what its plan and prices are computed from. Frozen once
 * the contract leaves its study statuses; derived values (prices, plan, end date) follow them.
 */
export const CONTRACT_TERM_FIELDS: readonly string[] = [
  'rate',
  'duration',
  'periodicity',
  'residualValue',
  'paymentTiming',
  'amortizationMethod',
  'startDate',
  'firstPaymentDate',
  'currency',
  'type',
];
/** The labels of the contract's fields the rules name (those of schemas/entities/contract.json). */
const LABELS: Record<string, string> = {
  rate: 'Rate',
  duration: 'Duration (months)',
  periodicity: 'Periodicity',
  residualValue: 'Residual value',
  paymentTiming: 'Payment timing',
  amortizationMethod: 'Amortization',
  startDate: 'Start date',
  firstPaymentDate: 'First payment date',
  endDate: 'End date',
  currency: 'Currency',
  type: 'Type',
  persons: 'Persons',
  assets: 'Assets',
};
/** The label of the field at a path (an asset line's field is named by its list: Assets). */
const labelOf = (path: string): string => LABELS[path.split('.')[0]] ?? LABELS.assets;

/** What the user types on an asset line (the prices follow from them and the taxes). */
const LINE_TERM_FIELDS = ['isFinanced', 'isPartExchange', 'assetRegistration', 'quantity', 'discount', 'unitPrice', 'taxCode'];

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const lines = (record: Rec): Rec[] => (Array.isArray(record.assets) ? record.assets.filter(isObject) : []);
/** A value as compared by the freeze rule: absent, null and '' are the same "nothing". */
const comparable = (v: unknown): unknown => (v === undefined || v === '' ? null : v);

/** An issue on `path`; `label` (the field's, an English key) names the field in the error even when the message does not. */
function problem(path: string, template: string, params: Record<string, string | number> = {}): ValidationIssue {
  params = { label: labelOf(path), ...params };
  return { path, code: 'INVALID_FIELD_VALUE', rule: 'business', template, params, message: fillMessage(template, params) };
}

/**
 * The term fields (dot paths, lines included) whose value differs between two versions of a
 * contract; with `fillAllowed`, a term that was empty may be filled (an approved contract gets the
 * start date its activation needs).
 */
export function changedTerms(previous: Rec, next: Rec, options: { fillAllowed?: boolean } = {}): string[] {
  const differs = (a: unknown, b: unknown) => comparable(a) !== comparable(b) && !(options.fillAllowed && comparable(b) === null);
  const changed = CONTRACT_TERM_FIELDS.filter((f) => f in next && differs(next[f], previous[f]));
  const before = lines(previous);
  const after = lines(next);
  if ('assets' in next) {
    if (before.length !== after.length) changed.push('assets');
    else {
      after.forEach((line, i) => {
        for (const f of LINE_TERM_FIELDS) {
          if (differs(line[f], before[i][f])) changed.push(`assets.${i}.${f}`);
        }
      });
    }
  }
  return changed;
}

/**
 * The contract's cross-field rules on the record about to be stored (its prices, financed amount
 * and end date already derived): end after start, first payment not before start, a residual value
 * below the financed amount, a positive financed amount, a client once the contract leaves its
 * draft; with `previous`, the terms of a contract out of study unchanged unless `amendment`.
 */
export function contractRuleIssues(record: Rec, previous?: Rec, options: { amendment?: boolean } = {}): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  const status = str(record.status) ?? 'DRAFT';
  const start = str(record.startDate);
  const end = str(record.endDate);
  if (start && end && end <= start && !ENDED_STATUSES.has(status)) {
    found.push(problem('endDate', CONTRACT_MESSAGES.endBeforeStart));
  }
  const first = str(record.firstPaymentDate);
  if (start && first && first < start) {
    found.push(problem('firstPaymentDate', CONTRACT_MESSAGES.firstPaymentBeforeStart));
  }
  const q0 = Array.isArray(record.quotations) && isObject(record.quotations[0]) ? record.quotations[0] : {};
  const financed = num(q0.financedAmountExclTax);
  if (financed !== undefined && financed <= 0 && lines(record).some((l) => num(l.priceExclTax))) {
    found.push(problem('assets', CONTRACT_MESSAGES.financedNotPositive));
  }
  const residual = num(record.residualValue);
  if (residual !== undefined && residual > 0 && financed !== undefined && financed > 0 && residual >= financed) {
    found.push(problem('residualValue', CONTRACT_MESSAGES.residualNotBelowPrice));
  }
  const persons = Array.isArray(record.persons) ? record.persons.filter(isObject) : [];
  if (!CLIENTLESS_STATUSES.has(status) && !persons.some((p) => p.role === 'CLIENT' && str(p.personRegistration))) {
    found.push(problem('persons', CONTRACT_MESSAGES.clientMissing));
  }
  const before = previous ? (str(previous.status) ?? 'DRAFT') : 'DRAFT';
  if (previous && !options.amendment && !STUDY_CONTRACT_STATUSES.includes(before)) {
    const changed = changedTerms(previous, record, { fillAllowed: before === 'APPROVED' });
    if (changed.length) found.push(problem(changed[0], CONTRACT_MESSAGES.termsFrozen));
  }
  return found;
}
