import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { sortKeys, type FieldResolver, type Params, type SortKey } from './listSql.ts';

/** How long the sort key of a row at a position is reused for the same tenant and query. */
export const CURSOR_TTL_MS = 30_000;
/** Pages ending from this offset on are read by keyset and remember their keys (smaller offsets cost little). */
export const KEYSET_FROM = 200;
const MAX_QUERIES = 2_000;
const MAX_POSITIONS = 64;

/** Sort key values of one row as text (`null` for a null key) and their SQL types, the registration last. */
export interface Key {
  values: (string | null)[];
  types: string[];
}

const TYPE_NAME = /^[a-z][a-z ]*$/;

interface Entry {
  table: string;
  until: number;
  keys: Map<number, Key>;
}

/**
 * Keyset paging behind `range` (issue 20 item 3). A page at offset N reads the rows from the sort
 * key of row N (or after that of a row before it) instead of skipping N rows, when that key is
 * known: pages remember the keys of their first and last rows, per tenant and identical query
 * (filters, search, sort).
 * The keys of a table are forgotten when the store writes it, and after {@link CURSOR_TTL_MS}
 * (writes of another instance). One instance per store, i.e. per database.
 */
export class PageCursors {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = CURSOR_TTL_MS) {}

  private entry(id: string): Entry | undefined {
    const e = this.entries.get(id);
    if (!e) return undefined;
    if (e.until > Date.now()) return e;
    this.entries.delete(id);
    return undefined;
  }

  /** The known position nearest before `position` (at most `position`) and its key. */
  nearest(id: string, position: number): { position: number; key: Key } | undefined {
    const e = this.entry(id);
    if (!e) return undefined;
    let best: number | undefined;
    for (const p of e.keys.keys()) if (p <= position && (best === undefined || p > best)) best = p;
    return best === undefined ? undefined : { position: best, key: e.keys.get(best)! };
  }

  /** Whether the key of the row at `position` is known. */
  knows(id: string, position: number): boolean {
    return this.entry(id)?.keys.has(position) ?? false;
  }

  remember(id: string, table: string, position: number, key: Key): void {
    let e = this.entry(id);
    if (!e) {
      if (this.entries.size >= MAX_QUERIES) this.entries.delete(this.entries.keys().next().value!);
      e = { table, until: Date.now() + this.ttlMs, keys: new Map() };
      this.entries.set(id, e);
    }
    if (e.keys.size >= MAX_POSITIONS && !e.keys.has(position)) e.keys.delete(e.keys.keys().next().value!);
    e.keys.set(position, key);
  }

  /** Forgets the keys of a table (a record was created, changed or deleted). */
  forgetTable(table: string): void {
    for (const [id, e] of this.entries) if (e.table === table) this.entries.delete(id);
  }
}

/**
 * The WHERE condition of the rows after `key` (or from it, `inclusive`) in the order of `keys`,
 * nulls last as orderSql sorts them: some key is after the cursor's and every key before it equals
 * the cursor's. The registration, unique, ends every order, so "from" only adds the row itself.
 */
export function keysetCondition(keys: SortKey[], key: Key, p: Params, inclusive = false): string {
  const ors: string[] = [];
  const equal: string[] = [];
  keys.forEach((k, i) => {
    const v = key.values[i];
    if (v !== null) {
      // a text parameter cast in SQL: the value compares in the key's own type, exactly as read
      const type = key.types[i];
      if (!TYPE_NAME.test(type)) throw new Error(`unexpected sort key type ${type}`);
      const param = `CAST(${p.add(v)}::text AS ${type})`;
      const op = (k.desc ? '<' : '>') + (inclusive && i === keys.length - 1 ? '=' : '');
      const after = `${k.expr} ${op} ${param}`;
      ors.push([...equal, k.nullable ? `(${after} OR ${k.expr} IS NULL)` : after].join(' AND '));
      equal.push(`${k.expr} = ${param}`);
    } else {
      // nothing sorts after a null at this key: the rows after share it and follow on a later key
      equal.push(`${k.expr} IS NULL`);
    }
  });
  return ors.length ? `(${ors.map((o) => `(${o})`).join(' OR ')})` : 'FALSE';
}

/** How a page is read: an extra condition and the OFFSET that remains in SQL. */
export interface PagePlan {
  /** Keyset condition to AND with the query's WHERE (empty: none). */
  condition: string;
  /** OFFSET to put in SQL. */
  offset: number;
  /** The cache id of the query, when the page's keys are remembered. */
  id?: string;
  keys: SortKey[];
}

/** The identity of a query for the cursors: tenant, table, WHERE with its parameters, order. */
export function cursorId(tenant: string, table: string, where: string, params: unknown[], keys: SortKey[]): string {
  return `${tenant}\u0000${table}\u0000${where}\u0000${JSON.stringify(params)}\u0000${JSON.stringify(keys)}`;
}

/**
 * Plans the read of a page at `query.offset` (N): from the key of row N when it is known (the
 * same page again), else after the nearest remembered row before it, the OFFSET then being only
 * the distance from it. Pages near the top (before {@link KEYSET_FROM}) keep their plain OFFSET.
 */
export function planPage(cursors: PageCursors | undefined, q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, where: string, p: Params): PagePlan {
  const keys = sortKeys(query, field);
  const offset = query.offset;
  if (!cursors || q.tenant === undefined || query.after !== undefined || offset + query.size < KEYSET_FROM) {
    return { condition: '', offset: query.after === undefined ? offset : 0, keys };
  }
  const id = cursorId(q.tenant, info.table, where, p.values, keys);
  const known = offset > 0 ? cursors.nearest(id, offset) : undefined;
  if (!known) return { condition: '', offset, id, keys };
  const inclusive = known.position === offset;
  return { condition: keysetCondition(keys, known.key, p, inclusive), offset: inclusive ? 0 : offset - known.position - 1, id, keys };
}

/** A WHERE clause with the plan's keyset condition added. */
export function withCondition(where: string, plan: PagePlan): string {
  if (!plan.condition) return where;
  return where ? `${where} AND ${plan.condition}` : `WHERE ${plan.condition}`;
}

/**
 * Remembers the keys of the page's first row (position N) and last row (N+length-1). The default
 * order's key is the registration itself; other orders read their key values as text, with their
 * SQL types, by registration (one small query).
 */
export async function rememberPage(cursors: PageCursors | undefined, q: Queryable, info: EntityInfo, query: ListQuery, plan: PagePlan, edges: PageEdges): Promise<void> {
  if (!cursors || !plan.id || !edges.first || !edges.last) return;
  const cache = cursors;
  const wanted = ([[query.offset, edges.first], [query.offset + edges.length - 1, edges.last]] as [number, string][]).filter(([position]) => !cache.knows(plan.id!, position));
  if (!wanted.length) return;
  let byRegistration = new Map<string, Key>();
  if (plan.keys.length === 1) {
    byRegistration = new Map(wanted.map(([, r]) => [r, { values: [r], types: ['text'] }]));
  } else {
    const fields = plan.keys.slice(0, -1);
    const cols = fields.map((k, i) => `(${k.expr})::text AS k${i}, pg_typeof(${k.expr})::text AS t${i}`).join(', ');
    const { rows } = await q.query<Record<string, string | null>>(`SELECT registration, ${cols} FROM ${info.table} WHERE registration = ANY($1::text[])`, [wanted.map(([, r]) => r)]);
    for (const row of rows) {
      byRegistration.set(row.registration!, {
        values: [...fields.map((_k, i) => row[`k${i}`] ?? null), row.registration],
        types: [...fields.map((_k, i) => row[`t${i}`] ?? 'text'), 'text'],
      });
    }
  }
  for (const [position, registration] of wanted) {
    const key = byRegistration.get(registration);
    if (key) cursors.remember(plan.id, info.table, position, key);
  }
}

/** The registrations of a page's first and last rows, and its length. */
export interface PageEdges {
  first?: string;
  last?: string;
  length: number;
}
