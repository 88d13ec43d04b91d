import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { TenantSnapshots } from '../db/tenantSnapshots.ts';

/** How long a tenant's scripts are trusted: another instance's save applies within it. */
const CACHE_MS = 1000;

/**
 * The enabled scripts of one type (extension, format-check) of each tenant, for the write hooks that
 * run them on every write: read at most once a second per tenant, and again at once after a script
 * is saved on this instance ({@link TenantScriptCache.forget}).
 */
export class TenantScriptCache {
  /** Script name -> source, enabled scripts only. */
  private readonly snapshots: TenantSnapshots<Map<string, string>>;

  constructor(ctx: AppContext, type: string) {
    this.snapshots = new TenantSnapshots(async (q) => {
      if (!ctx.registry.has('Script')) return new Map();
      // scripts are named by `name` (their registration is a generated key)
      const { rows } = await q.query<{ name: string | null; content: string | null; enabled: boolean | null }>(
        `SELECT name, data ->> 'content' AS content, (data ->> 'enabled')::boolean AS enabled
           FROM ${ctx.registry.get('Script').table} WHERE data ->> 'type' = $1`,
        [type],
      );
      return new Map(rows.filter((r) => r.name && r.enabled !== false && r.content).map((r) => [String(r.name), String(r.content)]));
    }, CACHE_MS);
  }

  forget(tenant: string | undefined): void {
    this.snapshots.forget(tenant);
  }

  /** The source of the tenant's script `name` of this type, or undefined when it has none (or it is disabled). */
  async source(q: Queryable, name: string): Promise<string | undefined> {
    return (await this.snapshots.get(q))?.get(name);
  }
}
