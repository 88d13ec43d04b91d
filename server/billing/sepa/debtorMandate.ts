import { isValidIban, unformatIban } from '../../../engine/validation/iban.ts';
import type { HeldAccount } from './personAccounts.ts';

type Rec = Record<string, unknown>;

/** The account and mandate an invoice is collected from, or why it cannot be. */
export type DebtorMandate =
  | {
      ok: true;
      iban: string;
      bic: string | null;
      owner: string | null;
      mandateId: string;
      signatureDate: string;
      /** The SEPA scheme of the mandate: Core (consumers and companies) or B2B (companies only). */
      scheme: SepaScheme;
    }
  | { ok: false; reason: string };

/** The SEPA direct-debit schemes: a file holds the collections of one scheme. */
export type SepaScheme = 'CORE' | 'B2B';

/** EPC: a mandate reference has 1 to 35 characters of the SEPA set. */
const MANDATE_ID = /^[A-Za-z0-9/\-?:().,'+ ]{1,35}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An active SEPA mandate (status ACTIVE, type Core, B2B or unset for Core, with a reference). */
function activeMandate(account: HeldAccount): Rec | undefined {
  return account.mandates.find(
    (m) =>
      m.rumStatus === 'ACTIVE' &&
      (m.rumType === undefined || m.rumType === null || m.rumType === 'CORE' || m.rumType === 'B2B') &&
      typeof m.rumReference === 'string' &&
      m.rumReference.trim() !== '',
  );
}

/**
 * Chooses where an invoice is collected: among the payer's accounts (the one the invoice names
 * first, when it names one) those holding an active SEPA mandate (Core or B2B), the first whose IBAN passes
 * the full IBAN check (country, length, BBAN, mod-97); its mandate needs a SEPA reference and a
 * date of signature. Otherwise the reason, as shown to the user.
 */
export function debtorMandate(accounts: HeldAccount[], preferredAccount?: string | null): DebtorMandate {
  if (!accounts.length) return { ok: false, reason: 'The payer has no bank account' };
  const ordered = preferredAccount
    ? [
        ...accounts.filter((a) => a.name === preferredAccount),
        ...accounts.filter((a) => a.name !== preferredAccount),
      ]
    : accounts;
  const withMandate = ordered.filter((a) => activeMandate(a));
  if (!withMandate.length) return { ok: false, reason: 'The payer has no active SEPA mandate' };
  const account = withMandate.find((a) => a.iban && isValidIban(a.iban));
  if (!account) return { ok: false, reason: "The IBAN of the payer's account with the mandate is invalid" };
  const mandate = activeMandate(account) as Rec;
  const mandateId = String(mandate.rumReference).trim();
  if (!MANDATE_ID.test(mandateId))
    return { ok: false, reason: `The mandate reference "${mandateId}" is not a valid SEPA reference` };
  const signed =
    typeof mandate.rumDateOfSignature === 'string' ? mandate.rumDateOfSignature.slice(0, 10) : '';
  if (!DATE.test(signed)) return { ok: false, reason: `The mandate "${mandateId}" has no date of signature` };
  return {
    ok: true,
    iban: unformatIban(String(account.iban)),
    bic: account.bic,
    owner: account.owner,
    mandateId,
    signatureDate: signed,
    scheme: mandate.rumType === 'B2B' ? 'B2B' : 'CORE',
  };
}
