type Json = Record<string, unknown>;

const ERRORS: Json = {
  '401': { $ref: '#/components/responses/Unauthenticated' },
  '403': { $ref: '#/components/responses/Forbidden' },
};

const RUN_ID = { name: 'runId', in: 'path', required: true, description: 'The run id (the registration of its Batch record)', schema: { type: 'string' }, example: 'BAT00000007' };

const PROGRESS_SCHEMA: Json = {
  type: 'object',
  required: ['runId', 'status', 'done', 'nbTotal', 'created', 'errors'],
  properties: {
    runId: { type: 'string' },
    status: { type: 'string', enum: ['RUNNING', 'DONE', 'CANCELLED', 'FAILED'] },
    done: { type: 'integer', description: 'Contracts billed so far' },
    nbTotal: { type: 'integer', description: 'Contracts the run covers' },
    created: { type: 'integer', description: 'Invoices created so far' },
    errors: { type: 'array', items: { $ref: '#/components/schemas/Error' } },
    date: { type: ['string', 'null'], format: 'date' },
    organizations: { type: 'array', items: { type: 'string' } },
    startDate: { type: ['string', 'null'], format: 'date-time' },
    endDate: { type: ['string', 'null'], format: 'date-time' },
  },
};

const PROGRESS_EXAMPLE = { runId: 'BAT00000007', status: 'RUNNING', done: 75, nbTotal: 420, created: 112, errors: [], date: '2026-03-31', organizations: [], startDate: '2026-03-31T08:00:00.000Z', endDate: null };

/** GET /api/script/runs/run-billing (seed 002 §7). */
export const RUN_BILLING_OPENAPI: Json = {
  summary: 'Run billing: invoice the due cashflows of active contracts',
  description:
    'Bills every PLANNED cashflow due on or before `date` and not invoiced yet, of the ACTIVE contracts (of `organizations` when given): one invoice per contract and due date, made by the `run-billing` script. ' +
    'Idempotent (billed cashflows are marked INVOICED) and safe when run twice at once. Up to 200 contracts the answer is the array of created invoices; above, `{nbTotal, runId, progressUrl}` at once and the run goes on in the background. ' +
    'Needs `write /api/billing/invoices`. See docs/billing.md.',
  parameters: [
    { name: 'date', in: 'query', required: false, description: 'Bill what is due on or before this date (YYYY-MM-DD, or a timestamp counted by its written date); default today (UTC)', schema: { type: 'string' }, example: '2026-03-31' },
    { name: 'organizations', in: 'query', required: false, description: 'Registrations of the organizations whose contracts to bill, comma-separated; all when absent', schema: { type: 'string' }, example: 'ORG-1,ORG-2' },
  ],
  responses: {
    '200': {
      description: 'The invoices created (possibly none), or the background run started',
      content: {
        'application/json': {
          schema: {
            oneOf: [
              { type: 'array', items: { $ref: '#/components/schemas/Invoice' } },
              { type: 'object', required: ['nbTotal', 'runId', 'progressUrl'], properties: { nbTotal: { type: 'integer' }, runId: { type: 'string' }, progressUrl: { type: 'string' } } },
            ],
          },
          example: { nbTotal: 420, runId: 'BAT00000007', progressUrl: '/api/billing/runs/BAT00000007' },
        },
      },
    },
    '400': { description: 'Bad date or organizations (INVALID_FIELD_IN_QUERY); the run-billing script failed (BILLING_SCRIPT_FAILED) or answered an invalid invoice (BILLING_INVALID_INVOICE): nothing of the failing chunk is written', $ref: '#/components/responses/BadRequest' },
    ...ERRORS,
  },
};

/** GET /api/billing/runs/{runId}. */
export const BILLING_PROGRESS_OPENAPI: Json = {
  summary: 'Progress of a billing run',
  description: 'Any server instance answers: the state is kept in the run\'s Batch record. Needs `read /api/billing/invoices`.',
  parameters: [RUN_ID],
  responses: {
    '200': { description: 'The progress', content: { 'application/json': { schema: PROGRESS_SCHEMA, example: PROGRESS_EXAMPLE } } },
    '404': { $ref: '#/components/responses/NotFound' },
    ...ERRORS,
  },
};

/** DELETE /api/billing/runs/{runId}. */
export const BILLING_CANCEL_OPENAPI: Json = {
  summary: 'Cancel a billing run',
  description: 'The run stops before its next chunk (the chunk in progress is completed). A finished run is left as it is. Answers the progress. Needs `write /api/billing/invoices`.',
  parameters: [RUN_ID],
  responses: {
    '200': { description: 'The progress after the cancel', content: { 'application/json': { schema: PROGRESS_SCHEMA, example: { ...PROGRESS_EXAMPLE, status: 'CANCELLED' } } } },
    '404': { $ref: '#/components/responses/NotFound' },
    ...ERRORS,
  },
};
