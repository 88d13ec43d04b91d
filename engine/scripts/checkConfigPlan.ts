/** A record of the shipped configuration (a file): its name and the hash of its content. */
export interface ShippedItem {
  name: string;
  hash: string;
}

/** A tenant's record of the same collection, as the sync sees it. */
export interface TenantItem {
  name: string;
  /** 'shipped' when the record was written by a sync; null for the tenant's own records. */
  origin: string | null;
  /** Hash of the content the sync wrote (null for own records). */
  shippedHash: string | null;
  /** Hash of the content now. */
  currentHash: string;
}

/** What a sync does to one collection (scripts or lists) of one tenant. */
export interface ConfigPlan {
  insert: string[];
  update: string[];
  delete: string[];
  /** The tenant's own or edited records: never overwritten nor deleted. */
  user: string[];
}

/**
 * Plans the re-sync of shipped configuration into a tenant (GET /api/core/tenants/check-config):
 * missing records are inserted; records the sync wrote and nobody edited since are updated to the
 * shipped version, or deleted when no longer shipped; records the tenant created or edited
 * (their hash differs from the one the sync wrote) are left alone and reported as the user's.
 */
export function planConfigSync(shipped: readonly ShippedItem[], tenant: readonly TenantItem[]): ConfigPlan {
  const plan: ConfigPlan = { insert: [], update: [], delete: [], user: [] };
  const byName = new Map(tenant.map((t) => [t.name, t]));
  const shippedNames = new Set(shipped.map((s) => s.name));
  const untouched = (t: TenantItem) => t.origin === 'shipped' && t.shippedHash === t.currentHash;
  for (const s of shipped) {
    const t = byName.get(s.name);
    if (!t) plan.insert.push(s.name);
    else if (!untouched(t)) plan.user.push(s.name);
    else if (t.shippedHash !== s.hash) plan.update.push(s.name);
  }
  for (const t of tenant) {
    if (shippedNames.has(t.name)) continue;
    if (untouched(t)) plan.delete.push(t.name);
    else plan.user.push(t.name);
  }
  for (const names of Object.values(plan)) names.sort();
  return plan;
}
