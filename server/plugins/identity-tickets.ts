import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { MASTER_TENANT } from '../auth/contexts.ts';
import { completeSignIn, logFailure } from '../auth/signIn.ts';
import { isTicketPath, issueTicket, spendTicket, ticketSessionData } from '../auth/tickets.ts';
import { requireSession } from './session.ts';

/** Longest path a ticket may be bound to. */
const MAX_PATH = 1024;

const loginBody = {
  type: 'object',
  required: ['ticket'],
  properties: { ticket: { type: 'string', minLength: 1, maxLength: 256 } },
} as const;

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * Single-use tickets (issue 40 item 4, docs/security.md "Tickets"): no credential travels in a URL.
 * POST /api/core/tickets {path?}: a ticket of the caller's session, for one GET of the API within
 * `path` in the next 60 seconds (`?ticket=`: an EventSource, a window opened on a download).
 * POST /api/core/auth/ticket/login {ticket}: the login page spends the ticket a single sign-on
 * callback sent it to (`/authentication/login-page?ticket=`) and gets the session, by POST.
 */
export async function identityTicketsPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;

  // the body is optional (no body: a ticket for any GET); a ticket is asked with the session token
  // itself, never with another ticket (tickets authenticate GETs only)
  app.post('/api/core/tickets', { config: { openapi: { summary: 'A single-use ticket of the session, valid 60 s, for one GET within `path` (`?ticket=`)' } } }, async (request) => {
    const session = requireSession(request);
    const body: unknown = request.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('INVALID_FIELD_IN_BODY', ['(body)', 'must be an object']);
    const extra = Object.keys(body).find((k) => k !== 'path');
    if (extra) throw new AppError('INVALID_FIELD_IN_BODY', [extra, 'unknown field']);
    const path: unknown = (body as { path?: unknown }).path;
    if (path !== undefined && (typeof path !== 'string' || path.length > MAX_PATH || !isTicketPath(path))) {
      throw new AppError('INVALID_FIELD_IN_BODY', ['path', 'must be a path of the API (/api/...) without query']);
    }
    return issueTicket(tabula.db, 'access', { tenant: session.tenant, username: session.username, path, data: ticketSessionData(session) });
  });

  app.post<{ Body: { ticket: string } }>('/api/core/auth/ticket/login', { schema: { body: loginBody }, config: { public: true } }, async (request, reply) => {
    const login = await spendTicket(tabula.db, 'login', request.body.ticket);
    if (!login) {
      await logFailure(app, request, MASTER_TENANT, '(ticket)', 'LOGIN_TICKET', 'TICKET_INVALID', 401);
      throw new AppError('TICKET_INVALID');
    }
    const { data } = login;
    const answer = await completeSignIn(app, request, reply, { username: login.username, tenant: login.tenant, event: text(data.event) ?? 'LOGIN_TICKET', sso: text(data.sso), sid: text(data.sid) });
    return { ...answer, ...(data.extra && typeof data.extra === 'object' ? data.extra : {}) };
  });
}
