import { COUNTRIES } from './countries.ts';
import { addDays } from './dates.ts';
import { demoIban } from './iban.ts';
import type { DemoRandom } from './random.ts';
import type { Country, Rec } from './types.ts';

/** A bank account of a person at one of its country's banks: a valid IBAN, its BIC, its opening date. */
export function demoBankAccount(country: Country, owner: string, rng: DemoRandom, openedBefore: string): Rec {
  const bank = rng.pick(COUNTRIES[country].banks);
  return {
    name: `${bank.name} current account`,
    isInactive: false,
    bankIban: demoIban(country, bank, rng),
    bankBic: bank.bic,
    bankName: bank.name,
    bankOwner: owner,
    bankOpeningDate: addDays(openedBefore, -rng.int(200, 4000)),
    bankPreferredWithdrawalDate: rng.pick([1, 5, 10, 15]),
    collectionMethods: ['TRANSFER'],
  };
}

/** What a SEPA direct-debit mandate says (the sepaMandates of a bank account). */
export interface MandateTerms {
  reference: string;
  status: string;
  signedOn: string;
  place: string;
  /** B2B for companies, CORE for consumers and professionals. */
  type: 'CORE' | 'B2B';
}

/** Adds a mandate to an account and makes direct debit (SDD) its first collection method. */
export function addMandate(account: Rec, terms: MandateTerms): void {
  const mandate = {
    rumName: account.bankOwner,
    rumReference: terms.reference,
    rumStatus: terms.status,
    rumDateOfSignature: terms.signedOn,
    rumPlaceOfSignature: terms.place,
    rumType: terms.type,
    rumFrequency: '30',
  };
  account.sepaMandates = [...((account.sepaMandates as Rec[] | undefined) ?? []), mandate];
  if (String(account.bankOpeningDate) > terms.signedOn) account.bankOpeningDate = addDays(terms.signedOn, -60);
  account.collectionMethods = ['SDD', 'TRANSFER'];
}
