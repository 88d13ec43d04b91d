import { PageCursors } from './pageCursors.ts';

/** How long a count is reused for the same tenant and query. */
export const COUNT_CACHE_TTL_MS = 10_000;
/** Exact counts below the cap are remembered from this many rows on (smaller ones cost little to recount). */
export const REMEMBER_EXACT_FROM = 1_000;
const MAX_ENTRIES = 5_000;

/** A remembered count: capped ("100000+", with the planner's estimate when it has one) or exact. */
export interface CachedCount {
  total: number;
  totalIsLowerBound: boolean;
  estimate?: number;
}

/**
 * Remembers, for a few seconds, the counts of list queries that cost: those past the cap (reading
 * the tenant's exact-count limit of index entries or rows on every page of a big list) and exact ones of at least
 * {@link REMEMBER_EXACT_FROM} rows (a regular-expression search re-reading thousands of matches).
 * Keyed by tenant, SQL and parameters; writes through the store forget the entries of their table
 * at once, other changes (another instance, bulk SQL) show within the TTL. Also holds the page
 * cursors of keyset paging ({@link PageCursors}), forgotten with the counts. One per store, i.e.
 * per database. `count=exact` never reads it.
 */
export class CountCache {
  private readonly entries = new Map<string, CachedCount & { table: string; until: number }>();
  /** Sort keys of rows at known positions of recent pages (keyset paging behind range). */
  readonly cursors = new PageCursors();

  constructor(private readonly ttlMs = COUNT_CACHE_TTL_MS) {}

  private key(tenant: string, sql: string, params: unknown[]): string {
    return `${tenant}\u0000${sql}\u0000${JSON.stringify(params)}`;
  }

  /** The count of this query remembered less than the TTL ago. */
  get(tenant: string, sql: string, params: unknown[]): CachedCount | undefined {
    const key = this.key(tenant, sql, params);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return { total: entry.total, totalIsLowerBound: entry.totalIsLowerBound, ...(entry.estimate !== undefined ? { estimate: entry.estimate } : {}) };
    this.entries.delete(key);
    return undefined;
  }

  remember(tenant: string, table: string, sql: string, params: unknown[], count: CachedCount): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(this.key(tenant, sql, params), { ...count, table, until: Date.now() + this.ttlMs });
  }

  /** Forgets the counts and page cursors of a table (a record was created, changed or deleted). */
  forgetTable(table: string): void {
    for (const [key, entry] of this.entries) if (entry.table === table) this.entries.delete(key);
    this.cursors.forgetTable(table);
  }
}
