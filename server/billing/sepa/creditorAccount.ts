import { isValidCreditorIdentifier } from '../../../engine/validation/creditorIdentifier.ts';
import { isValidIban, unformatIban } from '../../../engine/validation/iban.ts';
import type { HeldAccount } from './personAccounts.ts';

type Rec = Record<string, unknown>;

/** The creditor of a direct-debit file: an organization, its account and SEPA creditor identifier. */
export interface Creditor {
  organization: string;
  name: string;
  iban: string;
  bic: string | null;
  creditorIdentifier: string;
  /** The BankAccount record of the account, when it is one. */
  bankAccountRegistration: string | null;
}

/**
 * The creditor account of an organization (a Person of type O): the first of its accounts that
 * carries a SEPA creditor identifier; that identifier and the account's IBAN must pass their
 * mod-97 checks. Otherwise the reason, as shown to the user.
 */
export function creditorAccount(
  organization: Rec | undefined,
  registration: string,
  accounts: HeldAccount[],
): Creditor | { reason: string } {
  if (!organization) return { reason: `Organization "${registration}" not found` };
  const label = String(organization.name ?? registration);
  const account = accounts.find((a) => a.creditorIdentifier);
  if (!account)
    return { reason: `Organization "${label}" has no bank account with a SEPA creditor identifier` };
  const identifier = unformatIban(String(account.creditorIdentifier));
  if (!isValidCreditorIdentifier(identifier))
    return { reason: `The SEPA creditor identifier "${identifier}" of organization "${label}" is invalid` };
  if (!account.iban || !isValidIban(account.iban))
    return { reason: `The IBAN of the creditor account of organization "${label}" is invalid` };
  return {
    organization: registration,
    name: account.owner ?? label,
    iban: unformatIban(account.iban),
    bic: account.bic,
    creditorIdentifier: identifier,
    bankAccountRegistration: account.registration,
  };
}
