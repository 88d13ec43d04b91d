/** The texts printed on an invoice document and a payment reminder, in English: also their translation keys. */
export const INVOICE_LABELS = {
  title: 'Invoice',
  draft: 'Draft',
  cancelled: 'Cancelled',
  billTo: 'Bill to',
  invoiceNumber: 'Invoice number',
  registration: 'Registration',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  contract: 'Contract',
  label: 'Label',
  exclTax: 'Excl. tax',
  taxRate: 'Tax rate',
  taxAmount: 'Tax amount',
  inclTax: 'Incl. tax',
  taxSummary: 'Tax summary',
  taxBase: 'Taxable base',
  totalExclTax: 'Total excl. tax',
  totalTax: 'Total tax',
  totalInclTax: 'Total incl. tax',
  payment: 'Payment',
  payBy: 'Please pay {{amount}} by {{date}}.',
  payNow: 'Please pay {{amount}}.',
  iban: 'IBAN',
  bic: 'BIC',
  bank: 'Bank',
  accountOwner: 'Account holder',
  reference: 'Payment reference',
  page: 'Page {{page}} of {{pages}}',
  registrationNumber: 'Registration no.',
  fiscalCode: 'Tax id',
  amountInWords: 'Amount in words: {{words}}',
  debitBy: 'The amount of {{amount}} will be debited on {{date}} from your account {{iban}} by SEPA direct debit.',
  debitNow: 'The amount of {{amount}} will be debited from your account {{iban}} by SEPA direct debit.',
  debitDate: 'Debit date',
  debitedAccount: 'Debited account',
  mandateReference: 'Mandate reference',
  creditorIdentifier: 'Creditor identifier',
  reminderTitle: 'Payment reminder',
  reminderDate: 'Date',
  client: 'Client',
  reminderIntro: 'Unless we are mistaken, the following invoices remain unpaid after their due date. Please settle the amount due without delay.',
  reminderNone: 'No invoice is overdue.',
  amount: 'Amount',
  remaining: 'Remaining due',
  daysOverdue: 'Days overdue',
  totalDue: 'Total due',
  reminderIgnore: 'If you have paid in the meantime, please disregard this letter.',
} as const;

export type InvoiceLabels = { -readonly [K in keyof typeof INVOICE_LABELS]: string };

/** The value a reported but untranslated key holds (server/plugins/locales.ts). */
const UNTRANSLATED = 'TO TRANSLATE';

/** The labels in a tenant locale's translations (keyed by the English text), English where a key is missing. */
export function translateLabels(translations: Record<string, unknown> | null | undefined): InvoiceLabels {
  const out = { ...INVOICE_LABELS } as InvoiceLabels;
  if (!translations) return out;
  for (const key of Object.keys(out) as (keyof InvoiceLabels)[]) {
    const t = translations[INVOICE_LABELS[key]];
    if (typeof t === 'string' && t.trim() && t !== UNTRANSLATED) out[key] = t;
  }
  return out;
}

/** Fills `{{name}}` placeholders. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
