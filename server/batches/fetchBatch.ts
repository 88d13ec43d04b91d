import { AppError } from '../../engine/errors/AppError.ts';
import { parseListQuery } from '../../engine/query/parseListQuery.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { AUDIT_COLLECTIONS } from '../entities/auditCollections.ts';
import { Params, whereSql } from '../entities/listSql.ts';
import type { BatchParameters } from './batchRecord.ts';

/** Most records one batch processes; a larger query is refused (narrow it, or split the run). */
export const MAX_BATCH_RECORDS = 100_000;

/** The query string of a batch as list-language parameters (`status=ACTIVE&type=LEASE&search=x`). */
function rawQuery(text: string): Record<string, string[]> {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) (raw[key] ??= []).push(value);
  return raw;
}

/** The entity a batch runs over: a business entity (never an audit collection, never Batch itself). */
export function batchEntity(ctx: AppContext, registration: string, params: BatchParameters): EntityInfo {
  const info = ctx.registry.get(params.entityName);
  if (AUDIT_COLLECTIONS.has(info.name) || info.name === 'Batch' || info.name === 'Script') {
    throw new AppError('BATCH_INVALID_PARAMETERS', [registration, `the records of ${info.name} cannot be processed by a batch`]);
  }
  return info;
}

/** The WHERE clause (and its parameters) of the batch's query; 400 BATCH_INVALID_PARAMETERS for a bad query. */
export function batchWhere(ctx: AppContext, registration: string, params: BatchParameters): { info: EntityInfo; where: string; p: Params } {
  const info = batchEntity(ctx, registration, params);
  const field = (name: string) => {
    const f = ctx.store.field(info, name);
    if (!f) throw new AppError('BATCH_INVALID_PARAMETERS', [registration, `unknown field "${name}" in the query of ${info.name}`]);
    return f;
  };
  try {
    const query = parseListQuery(rawQuery(params.query), (name) => ctx.store.field(info, name) !== undefined);
    const p = new Params();
    return { info, where: whereSql(info, { ...query, after: undefined }, field, p), p };
  } catch (err) {
    if (err instanceof AppError && err.code !== 'BATCH_INVALID_PARAMETERS') throw new AppError('BATCH_INVALID_PARAMETERS', [registration, err.message]);
    throw err;
  }
}

/**
 * FETCHING: resolves the batch's query (the generic API's filter syntax, docs/rest-api.md) to the
 * registrations of the matching records, in registration order, and stores them as the run's
 * pending items (replacing earlier ones). Answers how many. Runs inside the caller's transaction.
 */
export async function fetchBatchItems(ctx: AppContext, q: Queryable, registration: string, params: BatchParameters): Promise<number> {
  const { info, where, p } = batchWhere(ctx, registration, params);
  const { rows } = await q.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${info.table} ${where}`, p.values);
  const total = Number(rows[0]?.n ?? 0);
  if (total > MAX_BATCH_RECORDS) throw new AppError('BATCH_INVALID_PARAMETERS', [registration, `the query matches ${total} records, over the limit of ${MAX_BATCH_RECORDS}`]);
  await q.query('DELETE FROM batch_items WHERE batch = $1', [registration]);
  const batchParam = p.add(registration);
  await q.query(
    `INSERT INTO batch_items (batch, seq, record_key)
      SELECT ${batchParam}::text, row_number() OVER (ORDER BY registration), registration FROM ${info.table} ${where}`,
    p.values,
  );
  return total;
}
