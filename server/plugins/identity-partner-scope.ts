import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../auth/callers.ts';
import { NO_PARTNER, runInPartnerScope, type PartnerScope } from '../db/partnerScope.ts';

/** The profile of dealers and brokers (docs/permissions.md): its users see their partner's rows only. */
export const PARTNER_PROFILE = 'PARTNER';

/**
 * The partner scope of a caller: a user holding the PARTNER profile (whatever else it holds) and
 * not an administrator works for the partner its user record names (`partnerRegistration`, a
 * dealer or broker company); one that names none sees no partner-scoped row.
 */
export function partnerScopeOf(caller: Caller): PartnerScope | undefined {
  const { subject } = caller;
  if (subject.isAdmin || subject.isMainAdmin || subject.isSuperAdmin || !caller.profiles.includes(PARTNER_PROFILE)) return undefined;
  const partner = caller.user?.partnerRegistration;
  return { partner: typeof partner === 'string' && partner.trim() ? partner.trim() : NO_PARTNER, username: caller.username };
}

/**
 * Runs the rest of a partner user's request (handler, and whatever it starts) in its partner scope
 * (server/db/partnerScope.ts): every tenant transaction of the request then carries it, and the
 * database's partner policies keep the other partners' rows out, on every route. Runs after the
 * session and permission hooks; requests of other users are left as they are.
 */
async function partnerScopeHook(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', (request, reply, done) => {
    const session = request.session;
    if (!session) return done();
    app.identity.callers.resolve(session).then((caller) => {
      const scope = partnerScopeOf(caller);
      if (!scope) return done();
      const release = runInPartnerScope(scope, () => done());
      reply.raw.once('close', release);
    }, done);
  });
}

export const identityPartnerScopePlugin = fp(partnerScopeHook, { name: 'identity-partner-scope' });
