import { DIRECT_DEBITS_OPENAPI } from './sepaOperations.ts';

type Json = Record<string, unknown>;

/** POST /api/billing/payment-files/credit-transfers: same body and answer shape as the direct debits. */
export const CREDIT_TRANSFERS_OPENAPI: Json = {
  ...DIRECT_DEBITS_OPENAPI,
  summary: 'Generate the SEPA credit-transfer files (pain.001.001.03) paying the due supplier invoices',
  description:
    'Payable invoices (pr P) VALIDATED or SENT, paid by transfer (SCT, TRANSFER or none), due by the execution date, with a balance, whose supplier (PAYEE) has an account with a valid IBAN, and not already in a payment file that was not rejected. One PaymentFile (type SCT) per account of the organization paid from, its execution date moved to the next business day of the account\'s country, with its lines and the XML (validated against the published XSD) as its document; the others are listed in skipped with their reason. See docs/billing.md.',
};
