import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { RECENT_ROWS_ALIAS } from '../db/inlineParams.ts';
import { keysetDirection, whereSql, type FieldResolver } from './listSql.ts';
import { ROW_COLUMNS } from './records.ts';
import { Params } from './sqlWhere.ts';

/** How many rows, in the list's registration order, a pattern search first looks for its page among. */
export const RECENT_ROWS = 2_000;
/** Pages ending past this position are read the usual way at once (the window would rarely hold them). */
const RECENT_PAGE_END = RECENT_ROWS / 4;

/** Whether the query filters by a pattern: a regular expression, a contains or starts-with filter, a free-text search. */
export function matchesPattern(info: EntityInfo, query: ListQuery): boolean {
  return (query.search !== undefined && query.search !== '' && info.searchFields.length > 0) || query.conditions.some((c) => c.op === 'regex');
}

/**
 * The page of a pattern search (`name=/bonn/i`, `search=`) looked for among the {@link RECENT_ROWS}
 * newest rows in the list's order (its statement and parameters), or undefined when the query is
 * not one (no pattern, another sort than the registration's, an explicit cursor, a page far down).
 *
 * Why: a pattern search's best plan depends on the pattern (a common one reads the registration
 * index until the page is full, a rare one goes through the trigram index), so its statement is
 * planned for each request and never prepared (inlineParams.ts); planning and parsing it were a
 * third of its database time (bench/api regex search). Here the pattern filters the rows of a
 * bounded subquery (named {@link RECENT_ROWS_ALIAS}), whose plan is the same for every pattern:
 * the statement is prepared like any other read and its worst case is the window's rows. No index
 * serves the window's rows, so literal text is matched the cheaper way (`scanned`, sqlWhere.ts).
 * When the window holds fewer matches than the page needs (`read <= size`), the caller reads the
 * page with the usual statement: the window cannot tell that the list ends.
 */
export function recentRowsPage(info: EntityInfo, query: ListQuery, field: FieldResolver, offset: number): { sql: string; params: Params } | undefined {
  const direction = keysetDirection(query);
  if (!direction || query.after !== undefined || !matchesPattern(info, query)) return undefined;
  if (offset + query.size + 1 > RECENT_PAGE_END) return undefined;
  const params = new Params();
  const where = whereSql(info, query, field, params, { match: 'scanned' });
  const order = `ORDER BY registration ${direction === 'asc' ? 'ASC' : 'DESC'}`;
  const recent = `SELECT * FROM ${info.table} ${order} LIMIT ${RECENT_ROWS}`;
  const sql = `SELECT ${ROW_COLUMNS} FROM (${recent}) ${RECENT_ROWS_ALIAS} ${where} ${order} LIMIT ${query.size + 1}${offset ? ` OFFSET ${offset}` : ''}`;
  return { sql, params };
}
