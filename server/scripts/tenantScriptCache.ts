import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';

/** How long a tenant's scripts of one type are trusted: another instance's save applies within it. */
const CACHE_MS = 1000;

interface Snapshot {
  at: number;
  /** Script name -> source, enabled scripts only. */
  byName: Map<string, string>;
}

/**
 * The enabled scripts of one type (extension, format-check) of each tenant, for the write hooks that
 * run them on every write: read in the write's own transaction (no second connection: PGlite has
 * one) at most once a second, and again at once after a script is saved on this instance
 * ({@link TenantScriptCache.forget}).
 */
export class TenantScriptCache {
  private readonly byTenant = new Map<string, Snapshot>();

  constructor(
    private readonly ctx: AppContext,
    private readonly type: string,
  ) {}

  forget(tenant: string | undefined): void {
    if (tenant) this.byTenant.delete(tenant);
    else this.byTenant.clear();
  }

  /** The source of the tenant's script `name` of this type, or undefined when it has none (or it is disabled). */
  async source(q: Queryable, name: string): Promise<string | undefined> {
    const tenant = q.tenant;
    if (!tenant || !this.ctx.registry.has('Script')) return undefined;
    let cached = this.byTenant.get(tenant);
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      // scripts are named by `name` (their registration is a generated key)
      const { rows } = await q.query<{ name: string | null; content: string | null; enabled: boolean | null }>(
        `SELECT name, data ->> 'content' AS content, (data ->> 'enabled')::boolean AS enabled
           FROM ${this.ctx.registry.get('Script').table} WHERE data ->> 'type' = $1`,
        [this.type],
      );
      cached = { at: Date.now(), byName: new Map(rows.filter((r) => r.name && r.enabled !== false && r.content).map((r) => [String(r.name), String(r.content)])) };
      this.byTenant.set(tenant, cached);
    }
    return cached.byName.get(name);
  }
}
