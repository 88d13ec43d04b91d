import type { FastifyInstance } from 'fastify';

/**
 * GET /api/core/ping: the connectivity check the client also uses to leave offline mode. Under the
 * PostgreSQL cluster (server/cluster.ts) it also names the worker that answered (its index, 1..N).
 */
export async function pingPlugin(app: FastifyInstance): Promise<void> {
  const worker = Number(process.env.TABULA_WORKER) || undefined;
  app.get('/api/core/ping', { config: { public: true } }, async () => ({ status: 'ok', time: new Date().toISOString(), ...(worker ? { worker } : {}) }));
}
