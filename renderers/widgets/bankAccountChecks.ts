import { validateField } from '../../engine/validation/index.ts';
import type { BankAccountItem } from '../../schemas/generated/shapes.ts';

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
export function bankAccountProblems(account: BankAccountValue, bypassIbanCheck = false): string[] {
  const name = validateField({ type: 'text', label: 'Name', mandatory: true }, account.name, { mode: 'write' });
  const iban = validateField({ type: 'iban', label: 'IBAN' }, account.bankIban, { mode: 'write', settings: { bypassIbanCheck } });
  return [...name.errors, ...iban.errors].map((e) => e.message);
}
