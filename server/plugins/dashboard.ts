import type { FastifyInstance } from 'fastify';
import { entityPermission } from '../../engine/permissions/index.ts';
import { resolveDateKeyword } from '../../engine/query/dateKeywords.ts';
import { callerOf } from '../auth/identity.ts';
import { dashboardFigures } from '../dashboard/dashboardFigures.ts';
import { replicaRead } from './readYourWrites.ts';

/**
 * GET /api/core/dashboard: the figures of the home dashboard (docs/dashboard.md) for the signed-in
 * user, each only when the user may read the entity it counts; `today` is the one of list filters.
 */
export async function dashboardPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { locale?: string } }>(
    '/api/core/dashboard',
    {
      schema: { querystring: { type: 'object', properties: { locale: { type: 'string', pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$', maxLength: 35 } } } },
      config: { openapi: { summary: "Figures of the home dashboard for the signed-in user (contracts, new business, outstanding, invoices due and overdue, the user's tasks); labels in `locale`" } },
    },
    async (request) => {
      const caller = await callerOf(app, request);
      const today = resolveDateKeyword('today') as string;
      const userLocale = typeof caller.user?.locale === 'string' ? caller.user.locale : 'en';
      return dashboardFigures(app.tabula, caller.tenant, {
        username: caller.username,
        locale: request.query.locale ?? userLocale,
        canRead: (info) => caller.can(entityPermission('GET', info.apiPath), { entity: info.name }),
      }, today, replicaRead(request));
    },
  );
}
