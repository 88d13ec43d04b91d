import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { callerOf } from '../auth/identity.ts';

interface Operation {
  pid: number;
  state: string | null;
  query: string | null;
  durationMs: number | null;
  waitEvent: string | null;
}

/**
 * GET /api/core/database/current-operations: the statements the database is running now
 * (pg_stat_activity of this database), for administrators. On PGlite there is one connection, so the
 * answer is that connection.
 */
export async function databasePlugin(app: FastifyInstance): Promise<void> {
  app.get('/api/core/database/current-operations', async (request) => {
    // the stored user decides, not the token: a demoted admin's token keeps no rights
    const caller = await callerOf(app, request);
    if (!caller.can('read /api/core/database', { strict: true })) throw new AppError('PERMISSION_DENIED', ['read /api/core/database']);
    const { rows } = await app.tabula.db.admin((q) =>
      q.query<Operation>(
        `SELECT pid, state, left(query, 2000) AS query, wait_event AS "waitEvent",
                (extract(epoch FROM (now() - query_start)) * 1000)::int AS "durationMs"
         FROM pg_stat_activity WHERE datname = current_database() ORDER BY query_start NULLS LAST`,
      ),
    );
    return { engine: app.tabula.db.kind, operations: rows };
  });
}
