/** How long a capped count ("10000+") is reused for the same tenant and query. */
export const COUNT_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

/**
 * Remembers, for a few seconds, which list queries counted past the cap. Counting up to the cap
 * reads COUNT_CAP index entries (or rows) on every page of a big list; the answer "10000+" is a
 * lower bound, and it stays true while rows are only added. Only capped answers are kept (an exact
 * count below the cap is always recounted), keyed by tenant, SQL and parameters; writes through
 * the store forget the entries of their table at once, other changes (another instance, bulk SQL)
 * within the TTL. One cache per store, i.e. per database.
 */
export class CountCache {
  private readonly entries = new Map<string, { table: string; until: number }>();

  constructor(private readonly ttlMs = COUNT_CACHE_TTL_MS) {}

  private key(tenant: string, sql: string, params: unknown[]): string {
    return `${tenant}\u0000${sql}\u0000${JSON.stringify(params)}`;
  }

  /** Whether this query counted past the cap less than the TTL ago. */
  isCapped(tenant: string, sql: string, params: unknown[]): boolean {
    const key = this.key(tenant, sql, params);
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.until > Date.now()) return true;
    this.entries.delete(key);
    return false;
  }

  rememberCapped(tenant: string, table: string, sql: string, params: unknown[]): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(this.key(tenant, sql, params), { table, until: Date.now() + this.ttlMs });
  }

  /** Forgets the counts of a table (a record was changed or deleted). */
  forgetTable(table: string): void {
    for (const [key, entry] of this.entries) if (entry.table === table) this.entries.delete(key);
  }
}
