import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { spendTicket, TICKET_PARAM, ticketSession, withinTicketPath } from '../auth/tickets.ts';
import type { SessionClaims } from '../auth/tokens.ts';
import { PAGINATION_HEADERS } from '../http/listReply.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: (SessionClaims & { exp: number; token: string }) | null;
    /** Set by logout: the answer carries no Authorization header, so the client drops its token. */
    endSession: boolean;
    /** Authenticated by a single-use ticket (`?ticket=`): the answer never carries a session token. */
    viaTicket: boolean;
  }
  interface FastifyContextConfig {
    /** A route anyone may call, signed in or not. */
    public?: boolean;
  }
}

/** Headers a cross-origin client may read on a signed-in answer: the token and the paging headers. */
const EXPOSED_HEADERS = ['Authorization', ...PAGINATION_HEADERS].join(', ');

/** Seconds of remaining lifetime at or below which a token is renewed (seed 000 §9: 600). */
export const RENEW_THRESHOLD_SECONDS = 600;

/** The session token of the Authorization header. A token in the URL (`?token=`) is never accepted. */
function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return undefined;
}

/**
 * Takes the single-use ticket out of a GET's query (the handler never sees it: not a filter, not a
 * script argument), or undefined. Given twice, the request guard has already refused it.
 */
function takeTicket(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || !Object.hasOwn(query, TICKET_PARAM)) return undefined;
  const ticket = query[TICKET_PARAM];
  delete query[TICKET_PARAM];
  return typeof ticket === 'string' ? ticket : '';
}

/**
 * The session a ticket authenticates this request as (spending it), or 401 TICKET_INVALID: unknown,
 * used, expired, or bound to another path; 401 SESSION_EXPIRED when its session was revoked since.
 * The handler gets a token of that session (for the calls it makes itself), never sent back.
 */
async function sessionOfTicket(app: FastifyInstance, request: FastifyRequest, ticket: string): Promise<NonNullable<FastifyRequest['session']>> {
  const spent = await spendTicket(app.tabula.db, 'access', ticket);
  const claims = spent && withinTicketPath(spent.path, request.url) ? ticketSession(spent) : undefined;
  if (!claims) throw new AppError('TICKET_INVALID');
  const exp = Math.floor(Date.now() / 1000) + app.tabula.tokens.lifetimeSeconds;
  if (app.tabula.revocations.isRevoked({ ...claims, exp })) throw new AppError('SESSION_EXPIRED');
  return { ...claims, exp, token: await app.tabula.tokens.issue(claims) };
}

/** The signed-in user of a request, or a 401 (for handlers of non-public routes). */
export function requireSession(request: FastifyRequest) {
  if (!request.session) throw new AppError('UNAUTHENTICATED');
  return request.session;
}

/**
 * Bearer-token sessions: every /api request is authenticated (but public routes), and every answer
 * to a signed-in request carries `Authorization: Bearer <token>`, renewed near expiry. A response
 * without it tells the client to clear its token (seed 000 §4.3). A GET that cannot send headers
 * (an EventSource, a document opened in a new window) carries a single-use ticket instead
 * (`?ticket=`, POST /api/core/tickets; docs/security.md): its answer carries no token.
 */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('endSession', false);
  app.decorateRequest('viaTicket', false);

  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const ticket = takeTicket(request);
    const token = bearer(request);
    if (!token && ticket !== undefined) {
      request.session = await sessionOfTicket(app, request, ticket);
      request.viaTicket = true;
      return;
    }
    const claims = token ? await app.tabula.tokens.verify(token) : null;
    if (claims && token) {
      // also on a 404: its answer must carry the token too, or the client signs the user out
      request.session = { ...claims, token };
      return;
    }
    if (request.is404 || request.routeOptions.config?.public) return;
    throw new AppError(token ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
  });

  // a callback hook: a promise only when the token is renewed
  app.addHook('onSend', (request, reply, payload, done) => {
    const session = request.session;
    if (!session || request.endSession || request.viaTicket) return done(null, payload);
    const answer = (token: string) => {
      reply.header('Authorization', `Bearer ${token}`);
      reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      done(null, payload);
    };
    if (session.exp - Date.now() / 1000 > RENEW_THRESHOLD_SECONDS) return answer(session.token);
    app.tabula.tokens.issue(session).then(answer, done);
  });
}
