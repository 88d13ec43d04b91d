import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { isAdminLike } from '../../engine/permissions/index.ts';
import { MASTER_TENANT } from '../auth/contexts.ts';
import { callerOf } from '../auth/identity.ts';
import { TENANT_APPLICATION_PREFIX, tenantApplicationName } from '../db/Database.ts';

interface Operation {
  pid: number;
  state: string | null;
  query: string | null;
  durationMs: number | null;
  waitEvent: string | null;
  /** The tenant whose transaction runs the statement (null: the server's own work); master admins only. */
  tenant?: string | null;
}

const COLUMNS = `pid, state, left(query, 2000) AS query, wait_event AS "waitEvent",
  (extract(epoch FROM (now() - query_start)) * 1000)::int AS "durationMs"`;

/**
 * GET /api/core/database/current-operations: the statements the database is running now
 * (pg_stat_activity of this database), for administrators. Admins of the master tenant see every
 * connection, with the tenant each one works for; any other admin sees only the statements of its
 * own tenant's transactions (they run under application_name `tabula:<tenant>`, see
 * enterTenantSql), never another tenant's name or SQL text. On PGlite there is one connection: the
 * master admin sees it (it runs this very query), a tenant admin sees nothing.
 */
export async function databasePlugin(app: FastifyInstance): Promise<void> {
  app.get('/api/core/database/current-operations', async (request) => {
    // the stored user decides, not the token: a demoted admin's token keeps no rights
    const caller = await callerOf(app, request);
    if (!caller.can('read /api/core/database', { strict: true }))
      throw new AppError('PERMISSION_DENIED', ['read /api/core/database']);
    const seesAll = caller.homeTenant === MASTER_TENANT && isAdminLike(caller.subject);
    const operations = await app.tabula.db.admin(async (q) => {
      if (seesAll) {
        const { rows } = await q.query<Operation>(
          `SELECT ${COLUMNS},
                  CASE WHEN starts_with(application_name, $1) THEN substr(application_name, length($1) + 1) END AS tenant
           FROM pg_stat_activity WHERE datname = current_database() ORDER BY query_start NULLS LAST`,
          [TENANT_APPLICATION_PREFIX],
        );
        return rows;
      }
      const { rows } = await q.query<Operation>(
        `SELECT ${COLUMNS} FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = $1 ORDER BY query_start NULLS LAST`,
        [tenantApplicationName(caller.tenant)],
      );
      return rows;
    });
    return { engine: app.tabula.db.kind, operations };
  });
}
