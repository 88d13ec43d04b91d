type Json = Record<string, unknown>;

const json = (schema: Json, example?: unknown): Json => ({
  'application/json': { schema, ...(example === undefined ? {} : { example }) },
});
const errors = (...names: string[]): Json =>
  Object.fromEntries(
    names.map((n) => [
      { BadRequest: '400', Unauthenticated: '401', Forbidden: '403', Conflict: '409', TooLarge: '413' }[n],
      { $ref: `#/components/responses/${n}` },
    ]),
  );

const SKIPPED = {
  type: 'object',
  properties: { invoiceRegistration: { type: 'string' }, reason: { type: 'string' } },
};
const ENTRY = {
  type: 'object',
  properties: {
    statementId: { type: 'string' },
    entryReference: { type: ['string', 'null'] },
    bookingDate: { type: ['string', 'null'], format: 'date' },
    amount: { type: ['string', 'null'], description: 'Amount of the entry, two decimals' },
    currency: { type: ['string', 'null'] },
    debtorName: { type: ['string', 'null'] },
    endToEndId: { type: ['string', 'null'] },
    remittanceInformation: { type: ['string', 'null'] },
    result: { type: 'string', enum: ['PAID', 'PARTLY_PAID', 'UNMATCHED'] },
    invoiceRegistration: { type: ['string', 'null'] },
    matchedBy: { type: ['string', 'null'], enum: ['endToEndId', 'reference', 'amountAndName', null] },
    balanceAfter: { type: ['number', 'null'] },
    reason: { type: ['string', 'null'], description: 'Why an entry is unmatched, or a note on a payment' },
  },
};

/** POST /api/billing/payment-files/direct-debits */
export const DIRECT_DEBITS_OPENAPI: Json = {
  summary: 'Generate the SEPA direct-debit files (Core and B2B) (pain.008.001.02) of the due invoices',
  description:
    'Receivable invoices VALIDATED or SENT, due by the execution date, with a balance, whose payer has an active SEPA mandate (Core or B2B) on an account with a valid IBAN, and not already in a payment file that was not rejected. One PaymentFile per creditor organization and scheme, with its lines and the XML (validated against the published XSD) as its document. See docs/billing.md.',
  requestBody: {
    required: true,
    content: json(
      {
        type: 'object',
        required: ['executionDate'],
        properties: {
          executionDate: { type: 'string', format: 'date', description: 'Requested collection date' },
          organizations: {
            oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
            description:
              'Registrations of the creditor organizations (comma-separated or a list); all when absent',
          },
        },
      },
      { executionDate: '2026-12-05' },
    ),
  },
  responses: {
    '200': {
      description: 'The payment files made and the invoices left out',
      content: json(
        {
          type: 'object',
          properties: {
            nbTotal: { type: 'integer' },
            paymentFiles: { type: 'array', items: { type: 'object' } },
            skipped: { type: 'array', items: SKIPPED },
          },
        },
        {
          nbTotal: 1,
          paymentFiles: [
            {
              registration: 'PFL00000001',
              organization: 'AUT00000001',
              executionDate: '2026-12-05',
              nbLines: 1,
              totalAmount: '120.00',
              document: '/api/billing/payment-files/PFL00000001/documents/…/content',
            },
          ],
          skipped: [
            { invoiceRegistration: 'INV00000002', reason: 'The payer has no active SEPA mandate' },
          ],
        },
      ),
    },
    ...errors('BadRequest', 'Unauthenticated', 'Forbidden'),
  },
};

/** POST /api/billing/bank-statements */
export const BANK_STATEMENTS_OPENAPI: Json = {
  summary: 'Import a camt.053.001.02 bank statement or camt.054.001.02 notification and record its credit entries on the invoices they pay',
  description:
    "The file is checked against the published camt.053.001.02 or camt.054.001.02 XSD first (400 INVALID_XML with the XSD's first problem, and nothing changes otherwise). Booked credit entries are matched by end-to-end id, then an invoice registration or number in the remittance information, then amount + payer name; a whole balance runs the invoice workflow's pay transition, less reduces the balance. The file is kept as a Camt record (type 053 or 054) with each entry's outcome; unmatched lists the entries to match by hand. See docs/billing.md.",
  requestBody: {
    required: true,
    content: json(
      {
        type: 'object',
        properties: {
          fileName: { type: 'string' },
          contentBase64: { type: 'string', description: 'The XML file, base64' },
          file: {
            oneOf: [
              { type: 'string', description: 'A data URL' },
              {
                type: 'object',
                properties: { name: { type: 'string' }, url: { type: 'string', description: 'A data URL' } },
              },
            ],
          },
        },
      },
      { fileName: 'statement.xml', contentBase64: 'PD94bWwgdmVyc2lvbj0iMS4wIj8+…' },
    ),
  },
  responses: {
    '200': {
      description: 'The stored CAMT record and the entries by outcome',
      content: json({
        type: 'object',
        properties: {
          registration: { type: 'string' },
          messageId: { type: 'string' },
          nbTotal: { type: 'integer', description: 'Payments recorded' },
          paid: { type: 'array', items: ENTRY },
          partlyPaid: { type: 'array', items: ENTRY },
          unmatched: { type: 'array', items: ENTRY },
        },
      }),
    },
    ...errors('BadRequest', 'Unauthenticated', 'Forbidden', 'Conflict', 'TooLarge'),
  },
};
