import { isValidIban, unformatIban } from '../../../engine/validation/iban.ts';
import type { HeldAccount } from './personAccounts.ts';

type Rec = Record<string, unknown>;

/** The account a credit transfer leaves from, or reaches: holder name, IBAN, BIC. */
export interface TransferAccount {
  name: string;
  iban: string;
  bic: string | null;
  /** The BankAccount record of the account, when it is one. */
  bankAccountRegistration: string | null;
}

/**
 * The first account of a person with an IBAN that passes the full IBAN check (money leaves or
 * reaches it, so `bypassIbanCheck` does not apply); `preferred` (an account name) is tried first.
 * Undefined when there is none.
 */
export function transferAccount(
  person: Rec,
  accounts: HeldAccount[],
  preferred: string | null = null,
): TransferAccount | undefined {
  const ordered = preferred ? [...accounts.filter((a) => a.name === preferred), ...accounts.filter((a) => a.name !== preferred)] : accounts;
  const account = ordered.find((a) => a.iban && isValidIban(unformatIban(a.iban)));
  if (!account?.iban) return undefined;
  return {
    name: account.owner ?? String(person.name ?? person.registration),
    iban: unformatIban(account.iban),
    bic: account.bic,
    bankAccountRegistration: account.registration,
  };
}
