import type { AppContext } from '../context.ts';
import { syncTenantConfig } from '../scripts/checkConfig.ts';

/**
 * Seeds the shipped default configuration (layout and format-check scripts, configuration items,
 * lookup lists) into a new tenant: the same sync as GET /api/core/tenants/check-config.
 */
export async function seedDefaultConfig(ctx: AppContext, tenant: string): Promise<void> {
  if (!ctx.registry.has('Script') || !ctx.registry.has('List')) return;
  const answer = await ctx.db.withTenant(tenant, (q) => syncTenantConfig(ctx, q, tenant, { bulk: true }));
  if (answer.errors.length) throw new Error(`default configuration of ${tenant}: ${answer.errors.map((e) => `${e.name}: ${e.message}`).join('; ')}`);
}
