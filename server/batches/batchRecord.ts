import { AppError } from '../../engine/errors/AppError.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';

type Rec = Record<string, unknown>;

/** A Batch record as the run reads it: its registration, status column and data. */
export interface BatchRow {
  registration: string;
  status: string | null;
  data: Rec;
}

/** What a run needs from `parameters` (docs/batches.md). */
export interface BatchParameters {
  entityName: string;
  query: string;
  chunkSize: number;
  args: Rec;
}

export const DEFAULT_CHUNK_SIZE = 100;
export const MAX_CHUNK_SIZE = 500;

export const batchTable = (ctx: AppContext) => ctx.registry.get('Batch').table;

const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The batch `key` (registration or id); `lock` holds its row to the end of the transaction. 404 when unknown. */
export async function readBatch(ctx: AppContext, q: Queryable, key: string, lock = false): Promise<BatchRow> {
  const { rows } = await q.query<BatchRow>(
    `SELECT registration, status, data FROM ${batchTable(ctx)} WHERE registration = $1${lock ? ' FOR UPDATE' : ''}`,
    [key],
  );
  if (!rows[0]) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['Batch', key]);
  return rows[0];
}

/**
 * Changes a batch in one statement (a machine record, like a billing run: no History entry per
 * chunk): `patch` is merged into its data; `status`, when given, sets the status column and field.
 * `onlyIf` applies the change only while the batch is in one of these statuses; answers whether it did.
 */
export async function updateBatch(ctx: AppContext, q: Queryable, registration: string, change: { patch?: Rec; status?: string; onlyIf?: string[] }, username: string): Promise<boolean> {
  const patch = { ...(change.patch ?? {}), ...(change.status ? { status: change.status } : {}) };
  const { rows } = await q.query(
    `UPDATE ${batchTable(ctx)} SET
        status = COALESCE($3::text, status),
        data = data || $2::jsonb,
        version = version + 1, updated_at = now(), updated_by = $4
      WHERE registration = $1 AND ($5::text[] IS NULL OR COALESCE(status, 'DRAFT') = ANY($5::text[]))
      RETURNING registration`,
    [registration, JSON.stringify(patch), change.status ?? null, username, change.onlyIf ?? null],
  );
  return rows.length > 0;
}

/** The run parameters of a batch, checked: 400 BATCH_INVALID_PARAMETERS with the reason. */
export function batchParameters(ctx: AppContext, batch: BatchRow): BatchParameters {
  const p = isObject(batch.data.parameters) ? batch.data.parameters : {};
  const refuse = (reason: string) => new AppError('BATCH_INVALID_PARAMETERS', [batch.registration, reason]);
  const entityName = typeof p.entityName === 'string' ? p.entityName.trim() : '';
  if (!entityName) throw refuse('parameters.entityName is missing (the entity whose records it processes)');
  if (!ctx.registry.has(entityName)) throw refuse(`unknown entity "${entityName}"`);
  if (p.query !== undefined && p.query !== null && typeof p.query !== 'string') throw refuse('parameters.query must be a query string such as status=ACTIVE&type=LEASE');
  const size = p.chunkSize === undefined || p.chunkSize === null ? DEFAULT_CHUNK_SIZE : Number(p.chunkSize);
  if (!Number.isInteger(size) || size < 1 || size > MAX_CHUNK_SIZE) throw refuse(`parameters.chunkSize must be an integer from 1 to ${MAX_CHUNK_SIZE}`);
  if (p.args !== undefined && p.args !== null && !isObject(p.args)) throw refuse('parameters.args must be an object');
  if (typeof batch.data.scriptName !== 'string' || !batch.data.scriptName) throw refuse('no script chosen');
  return { entityName, query: typeof p.query === 'string' ? p.query.replace(/^\?/, '') : '', chunkSize: size, args: isObject(p.args) ? p.args : {} };
}
