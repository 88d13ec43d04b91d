import { validateField } from '../../engine/validation/index.ts';
import type { BankAccountItem } from '../../schemas/generated/shapes.ts';
import { MANDATE_MESSAGES, mandateProblems, repeatedRums, type MandateProblem } from '../../engine/persons/sepaMandateRules.ts';

/** A bank account being edited (the stored shape plus any extra configured fields). */
export type BankAccountValue = Partial<BankAccountItem> & Record<string, unknown>;

/**
 * The account name used when an IBAN is entered and the name is empty (seed 001 §5): the person's
 * name for a company (type C), first and last name for an individual (type I).
 */
export function defaultAccountName(person: Record<string, unknown> | undefined): string | undefined {
  if (!person) return undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const full = [str(person.firstName), str(person.lastName)].filter(Boolean).join(' ');
  if (person.type === 'I') return full || undefined;
  return str(person.name) || full || undefined;
}

/** The messages of one account in the Bank accounts dialog: name mandatory, IBAN valid. */
export function bankAccountProblems(account: BankAccountValue, bypassIbanCheck = false, t?: (key: string) => string): string[] {
  const name = validateField({ type: 'text', label: 'Name', mandatory: true }, account.name, { mode: 'write', t });
  const iban = validateField({ type: 'iban', label: 'IBAN' }, account.bankIban, { mode: 'write', settings: { bypassIbanCheck }, t });
  return [...name.errors, ...iban.errors].map((e) => e.message);
}

/** Today in the browser's time zone (YYYY-MM-DD): a mandate cannot be signed after it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The problems of each SEPA mandate of an account (RUM, date of signature; repeated RUMs of the account). */
export function accountMandateProblems(account: BankAccountValue, today = localToday()): MandateProblem[][] {
  const mandates = Array.isArray(account.sepaMandates) ? (account.sepaMandates as Record<string, unknown>[]) : [];
  const repeated = new Set(repeatedRums(mandates.map((mandate, j) => ({ path: String(j), mandate }))));
  return mandates.map((m, j) => [
    ...mandateProblems(m ?? {}, today),
    ...(repeated.has(String(j)) ? [{ field: 'rumReference', message: MANDATE_MESSAGES.rumDuplicate }] : []),
  ]);
}
