import type { Queryable } from './Database.ts';

/**
 * A value read per tenant and trusted for `ttlMs` (the tenant's extension scripts, its collection
 * extension): loaded in the caller's own transaction (no second connection: PGlite has one), again
 * once it is older than `ttlMs` (a change made on another instance), and at once after
 * {@link TenantSnapshots.forget} (a change made on this one).
 */
export class TenantSnapshots<T> {
  private readonly byTenant = new Map<string, { at: number; value: T }>();

  constructor(
    private readonly load: (q: Queryable) => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  forget(tenant: string | undefined): void {
    if (tenant) this.byTenant.delete(tenant);
    else this.byTenant.clear();
  }

  /** The value of the transaction's tenant; undefined outside a tenant transaction. */
  async get(q: Queryable): Promise<T | undefined> {
    const tenant = q.tenant;
    if (!tenant) return undefined;
    const cached = this.byTenant.get(tenant);
    if (cached && Date.now() - cached.at <= this.ttlMs) return cached.value;
    const value = await this.load(q);
    this.byTenant.set(tenant, { at: Date.now(), value });
    return value;
  }
}
