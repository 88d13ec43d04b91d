import type { AppContext } from '../context.ts';
import { ADMIN_USERNAME, CORE_TENANTS } from './firstStart.ts';

type Rec = Record<string, unknown>;

async function write(ctx: AppContext, tenant: string, entityName: string, records: Rec[]): Promise<void> {
  if (!ctx.registry.has(entityName)) return;
  const info = ctx.registry.get(entityName);
  await ctx.db.withTenant(tenant, async (q) => {
    for (const record of records) await ctx.store.create(q, info, record, { username: 'system' });
  });
}

/**
 * What the server itself writes to the system trail of the master tenant when it starts: a
 * SystemLog line and a STARTUP SystemEvent (with the database engine); on the first start, the
 * Audit entries of the core tenants and of the admin user it created. These collections are
 * read-only through the API (docs/hardening.md); only the server writes them.
 */
export async function recordStartup(ctx: AppContext, opts: { firstStart: boolean; engine: string }): Promise<void> {
  const date = new Date().toISOString();
  const message = `Tabula started on ${opts.engine} (pid ${process.pid})`;
  await write(ctx, 'master', 'SystemLog', [{ name: 'Server started', status: 'RECORDED', date, level: 'info', source: 'server', message }]);
  await write(ctx, 'master', 'SystemEvent', [{ name: 'Server started', status: 'PROCESSED', type: 'STARTUP', date, source: 'server', payload: { message, engine: opts.engine, pid: process.pid }, processed: true, processedDate: date }]);
  if (!opts.firstStart) return;
  const created = (entityName: string, registration: string): Rec => ({
    name: `${entityName} ${registration} created on first start`,
    status: 'RECORDED',
    date,
    action: 'CREATE',
    entityName,
    entityRegistration: registration,
  });
  await write(ctx, 'master', 'Audit', [...CORE_TENANTS.map((t) => created('Tenant', t.name)), created('User', ADMIN_USERNAME)]);
}
