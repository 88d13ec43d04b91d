import type { FastifyInstance } from 'fastify';

/** GET /api/core/ping: the connectivity check the client also uses to leave offline mode. */
export async function pingPlugin(app: FastifyInstance): Promise<void> {
  app.get('/api/core/ping', { config: { public: true } }, async () => ({ status: 'ok', time: new Date().toISOString() }));
}
