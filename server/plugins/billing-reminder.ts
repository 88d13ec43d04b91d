import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { makeReminder } from '../billing/reminder/reminderDocument.ts';
import { contentHeaders } from '../storage/contentHeaders.ts';
import { loadTenantProfile } from '../storage/tenantProfile.ts';
import { requireSession } from './session.ts';

type Query = Record<string, string | undefined>;

/** Where a client's payment reminder is read: `GET {path}/{person registration}/reminder.pdf`. */
export const REMINDER_PATH = '/api/billing/persons';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const REMINDER_OPENAPI = {
  summary: "A client's payment reminder (PDF)",
  description:
    'A letter to the client listing its overdue invoices (receivable, VALIDATED or SENT, due before `date`, with a balance): number, due date, days overdue, amount and remaining due, the total due (also in words) and how to pay (direct debit under its mandate, else the lender\'s bank account), in the client\'s preferred language when the tenant has that locale, else the tenant\'s. ' +
    'Made on each call, not stored. Needs `read /api/billing/invoices`. See docs/billing.md.',
  parameters: [
    { name: 'registration', in: 'path', required: true, description: 'The client (a Person registration)', schema: { type: 'string' }, example: 'PER00000012' },
    { name: 'date', in: 'query', required: false, description: "The letter's date (YYYY-MM-DD): invoices due before it are overdue; default today (UTC)", schema: { type: 'string' }, example: '2026-05-15' },
    { name: 'organization', in: 'query', required: false, description: 'Only the invoices of this lending organization (a Person registration), which signs the letter', schema: { type: 'string' } },
    { name: 'contentDisposition', in: 'query', required: false, description: '`inline` to open it in the browser; a download otherwise', schema: { type: 'string', enum: ['inline', 'attachment'] } },
  ],
  responses: {
    '200': { description: 'The reminder; header `x-overdue-invoices` tells how many invoices it lists', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
    '400': { $ref: '#/components/responses/BadRequest' },
    '401': { $ref: '#/components/responses/Unauthenticated' },
    '403': { $ref: '#/components/responses/Forbidden' },
  },
};

/**
 * GET /api/billing/persons/{registration}/reminder.pdf?date=&organization=: the payment reminder
 * (dunning letter) of a client (server/billing/reminder/). Reading invoices is enough; a new
 * window opens it with a single-use ticket (`?ticket=`, POST /api/core/tickets), never a token.
 */
export async function billingReminderRoutes(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const invoices = tabula.registry.get('Invoice').apiPath;
  app.get<{ Params: { registration: string }; Querystring: Query }>(
    `${REMINDER_PATH}/:registration/reminder.pdf`,
    { config: { permission: `read ${invoices}`, openapi: REMINDER_OPENAPI } },
    async (request, reply) => {
      const session = requireSession(request);
      // a parameter given twice arrives as an array: refused like any other malformed date
      const given: unknown = request.query.date;
      if (given !== undefined && typeof given !== 'string') throw new AppError('INVALID_FIELD_IN_QUERY', ['date', 'expected a date YYYY-MM-DD']);
      const date = given?.trim() || new Date().toISOString().slice(0, 10);
      if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new AppError('INVALID_FIELD_IN_QUERY', ['date', 'expected a date YYYY-MM-DD']);
      const org: unknown = request.query.organization;
      if (org !== undefined && typeof org !== 'string') throw new AppError('INVALID_FIELD_IN_QUERY', ['organization', 'expected one registration']);
      const organization = org?.trim() || undefined;
      const profile = await loadTenantProfile(tabula, session.tenant);
      const file = await tabula.db.withTenant(session.tenant, async (q) => {
        const person = await tabula.store.get(q, tabula.registry.get('Person'), request.params.registration);
        return makeReminder(tabula, q, { person, date, organization, profile, username: session.username });
      });
      return reply
        .headers(contentHeaders('application/pdf', file.fileName, request.query.contentDisposition))
        .header('x-overdue-invoices', String(file.model.items.length))
        .send(file.content);
    },
  );
}
