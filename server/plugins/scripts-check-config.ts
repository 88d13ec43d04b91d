import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { isAdminLike } from '../../engine/permissions/index.ts';
import { emptyCheckConfigAnswer, type CheckConfigAnswer } from '../../engine/scripts/CheckConfigAnswer.ts';
import { MASTER_TENANT } from '../auth/contexts.ts';
import { callerOf } from '../auth/identity.ts';
import type { AppContext } from '../context.ts';
import { syncTenantConfig } from '../scripts/checkConfig.ts';

type Query = { allTenants?: string; tenant?: string; dryRun?: string };

const yes = (v: string | undefined) => v === 'true' || v === '1';
const settingKey = (tenant: string) => `config-check:${tenant}`;

async function lastCheck(ctx: AppContext, tenant: string, now: string | null): Promise<string | null> {
  return ctx.db.admin(async (q) => {
    if (now) {
      await q.query(`INSERT INTO system_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [settingKey(tenant), now]);
      return now;
    }
    const { rows } = await q.query<{ value: string }>('SELECT value FROM system_settings WHERE key = $1', [settingKey(tenant)]);
    return rows[0]?.value ?? null;
  });
}

function merge(into: CheckConfigAnswer, tenant: string, part: CheckConfigAnswer, prefix: boolean): void {
  for (const [key, value] of Object.entries(part) as [keyof CheckConfigAnswer, unknown][]) {
    if (key === 'errors') into.errors.push(...part.errors);
    else if (Array.isArray(value)) (into[key] as string[]).push(...value.map((n: string) => (prefix ? `${tenant}:${n}` : n)));
  }
  into.lastConfigCheckDate = part.lastConfigCheckDate;
}

/**
 * GET /api/core/tenants/check-config?allTenants=&tenant=&dryRun= (seed 002 §7): re-syncs the
 * shipped configuration into the caller's tenant, another tenant or all of them (admins of the
 * master tenant only), and answers what changed. `dryRun=true` reports without writing.
 */
export async function scriptsCheckConfigPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  app.get<{ Querystring: Query }>('/api/core/tenants/check-config', async (request) => {
    const caller = await callerOf(app, request);
    if (!isAdminLike(caller.subject)) throw new AppError('PERMISSION_DENIED', ['admin']);
    const all = yes(request.query.allTenants);
    const asked = request.query.tenant || caller.tenant;
    if ((all || asked !== caller.tenant) && caller.homeTenant !== MASTER_TENANT) throw new AppError('PERMISSION_DENIED', ['master tenant admin']);
    const known = await tabula.db.admin((q) => q.query<{ name: string }>('SELECT name FROM tenants ORDER BY name'));
    const tenants = all ? known.rows.map((r) => r.name) : [asked];
    if (!all && !known.rows.some((r) => r.name === asked)) throw new AppError('TENANT_NOT_FOUND', [asked]);
    const dryRun = yes(request.query.dryRun);
    const answer = emptyCheckConfigAnswer();
    for (const tenant of tenants) {
      const part = await tabula.db.withTenant(tenant, (q) => syncTenantConfig(tabula, q, tenant, { dryRun }));
      part.lastConfigCheckDate = await lastCheck(tabula, tenant, dryRun ? null : new Date().toISOString());
      merge(answer, tenant, part, all);
    }
    return answer;
  });
}
