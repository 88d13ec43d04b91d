import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { normaliseHost } from '../hosts/hostDirectory.ts';

/**
 * GET /api/core/hosts/{hostname}: the host configuration the sign-in page reads before anyone signs
 * in (seed 002 §7): the tenant that claims the host, its name, logo and window title, the framing
 * rule, the manifest and base path. Public; it says nothing a sign-in page does not show.
 */
export async function hostsPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { hostname: string } }>(
    '/api/core/hosts/:hostname',
    {
      config: {
        public: true,
        openapi: { summary: 'Host configuration (tenant, logo, window title, framing rule, manifest) for the sign-in page; public' },
      },
      schema: { params: { type: 'object', properties: { hostname: { type: 'string', maxLength: 260 } }, required: ['hostname'] } },
    },
    async (request, reply) => {
      const host = normaliseHost(request.params.hostname);
      if (!host) throw new AppError('INVALID_FIELD_IN_PATH', ['hostname']);
      // a tenant's change reaches the sign-in page within a minute
      reply.header('cache-control', 'public, max-age=60');
      return app.hosts.configurationOf(host);
    },
  );
}
