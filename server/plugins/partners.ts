import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { callerOf } from '../auth/identity.ts';
import { onboardPartner, type PartnerOnboarding } from '../partners/onboardPartner.ts';

/** One line of text: no control characters (a company name goes into a mail subject). */
const line = (maxLength: number) =>
  ({ type: 'string', maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }) as const;

const onboardingBody = {
  type: 'object',
  required: ['companyName', 'email', 'firstName', 'lastName'],
  properties: {
    companyName: line(200),
    email: line(254),
    firstName: line(100),
    lastName: line(100),
    country: { anyOf: [{ type: 'string', pattern: '^([A-Z]{2})?$' }, { type: 'null' }] },
    locale: { anyOf: [{ type: 'string', pattern: '^([a-z]{2}(-[A-Z]{2})?)?$' }, { type: 'null' }] },
  },
} as const;

/** Permissions the onboarding needs: it writes a person and a user. */
export const ONBOARDING_PERMISSIONS = ['write /api/person/persons', 'write /api/core/users'] as const;

/** Where the links of mails point: TABULA_PUBLIC_URL, or the address the request came to. */
function baseUrlOf(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.host}`;
}

/**
 * POST /api/script/runs/onboard-partner (seed 002 §2.2 "Onboard a new partner"): creates the
 * partner company, the user of its contact and sends the self registration mail (docs/agreements.md).
 * A route of its own rather than a run script: it writes users and password tokens, which the
 * script sandbox may not. Static, so it takes precedence over /api/script/runs/:name.
 */
export async function partnersPlugin(app: FastifyInstance, opts: { publicUrl?: string }): Promise<void> {
  app.post<{ Body: PartnerOnboarding }>(
    '/api/script/runs/onboard-partner',
    {
      schema: { body: onboardingBody },
      config: {
        openapi: {
          summary: 'Onboards a partner: company person, user of its contact and self registration mail (201)',
        },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(app, request);
      const missing = ONBOARDING_PERMISSIONS.find((p) => !caller.can(p));
      if (missing) throw new AppError('PERMISSION_DENIED', [missing]);
      const result = await onboardPartner(
        {
          ctx: app.tabula,
          mailer: app.mailer,
          tenant: caller.tenant,
          username: caller.username,
          baseUrl: baseUrlOf(request, opts.publicUrl),
        },
        request.body,
      );
      app.identity.callers.invalidate();
      const { person, user, mail } = result;
      return reply.status(201).send({
        person: { registration: person.registration, name: person.name },
        user: { username: user.username, profiles: user.profiles },
        mail: { registration: mail.registration, status: mail.status, to: mail.to },
      });
    },
  );
}
