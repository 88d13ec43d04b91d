import type { AppContext } from '../context.ts';

/**
 * What a generated document, the user configuration and a new record need to know of their tenant:
 * its label and settings (docs/formats.md, Tenant settings).
 */
export interface TenantProfile {
  name: string;
  label: string;
  locale?: string;
  currency?: string;
  country?: string;
  phoneRegion?: string;
}

/** How long a tenant's profile is kept in memory: a renamed tenant shows on documents within this delay. */
const TTL_MS = 30_000;
const caches = new WeakMap<AppContext, Map<string, { at: number; profile: TenantProfile }>>();

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * The profile of a tenant from the global `tenants` table (owner access). Tenant transactions
 * cannot read that table and PGlite has one connection, so call this BEFORE entering
 * `db.withTenant`, never inside it. Kept 30 s per server instance.
 */
export async function loadTenantProfile(ctx: AppContext, tenant: string): Promise<TenantProfile> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  const hit = cache.get(tenant);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.profile;
  const { rows } = await ctx.db.admin((q) => q.query<{ label: string; data: Record<string, unknown> | null }>('SELECT label, data FROM tenants WHERE name = $1', [tenant]));
  const row = rows[0];
  const data = row?.data;
  const profile: TenantProfile = {
    name: tenant,
    label: text(row?.label) ?? tenant,
    locale: text(data?.locale),
    currency: text(data?.currency),
    country: text(data?.country),
    phoneRegion: text(data?.phoneRegion),
  };
  cache.set(tenant, { at: Date.now(), profile });
  return profile;
}

/** Forgets the kept profile of a tenant (its settings were just changed): the next load reads them. */
export function forgetTenantProfile(ctx: AppContext, tenant: string): void {
  caches.get(ctx)?.delete(tenant);
}

/** The profile used when none was loaded (a transition run by a caller that did not load one). */
export function fallbackTenantProfile(tenant: string): TenantProfile {
  return { name: tenant, label: tenant };
}
