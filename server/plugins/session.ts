import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import type { SessionClaims } from '../auth/tokens.ts';
import { PAGINATION_HEADERS } from '../http/listReply.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: (SessionClaims & { exp: number; token: string }) | null;
    /** Set by logout: the answer carries no Authorization header, so the client drops its token. */
    endSession: boolean;
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

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const query = request.query as Record<string, unknown> | undefined;
  if (request.method === 'GET' && typeof query?.token === 'string') return query.token;
  return undefined;
}

/** The signed-in user of a request, or a 401 (for handlers of non-public routes). */
export function requireSession(request: FastifyRequest) {
  if (!request.session) throw new AppError('UNAUTHENTICATED');
  return request.session;
}

/**
 * Bearer-token sessions: every /api request is authenticated (but public routes), and every answer
 * to a signed-in request carries `Authorization: Bearer <token>`, renewed near expiry. A response
 * without it tells the client to clear its token (seed 000 §4.3).
 */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('endSession', false);

  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearer(request);
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
    if (!session || request.endSession) return done(null, payload);
    const answer = (token: string) => {
      reply.header('Authorization', `Bearer ${token}`);
      reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      done(null, payload);
    };
    if (session.exp - Date.now() / 1000 > RENEW_THRESHOLD_SECONDS) return answer(session.token);
    app.tabula.tokens.issue(session).then(answer, done);
  });
}
