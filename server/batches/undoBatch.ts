import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import type { LogLine } from '../scripts/capabilities.ts';
import { batchParameters, readBatch } from './batchRecord.ts';
import { INSTANCE, writeBatchLogs, type BatchJob } from './batchJob.ts';
import { batchEntity } from './fetchBatch.ts';

type Rec = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const UNDO_CHUNK = 50;

export interface UndoCounts {
  restored: number;
  refused: number;
}

/** Restores one record's before-image, unless a field the run wrote has changed since (someone else wrote it). */
async function undoRecord(job: BatchJob, q: Queryable, info: EntityInfo, key: string, before: Rec, after: Rec): Promise<{ undo: 'restored' | 'refused'; message: string }> {
  const current = await job.ctx.store.get(q, info, key);
  const changedSince = Object.keys(after).filter((k) => !same(current[k], after[k]));
  if (changedSince.length) return { undo: 'refused', message: `not restored: changed since the run (${changedSince.join(', ')})` };
  await job.ctx.store.update(q, info, key, before, { username: job.username, tenant: job.tenant, locale: job.locale });
  return { undo: 'restored', message: `restored ${Object.keys(before).join(', ')}` };
}

async function undoChunk(job: BatchJob, q: Queryable, registration: string, info: EntityInfo, counts: UndoCounts): Promise<LogLine[]> {
  const { rows } = await q.query<{ seq: number; record_key: string; before: Rec; after: Rec }>(
    `SELECT seq, record_key, before, after FROM batch_items
      WHERE batch = $1 AND after IS NOT NULL AND undo IS NULL ORDER BY seq LIMIT ${UNDO_CHUNK} FOR UPDATE SKIP LOCKED`,
    [registration],
  );
  const lines: LogLine[] = [];
  for (const item of rows) {
    await q.exec('SAVEPOINT batch_undo');
    let outcome: { undo: 'restored' | 'refused'; message: string };
    try {
      outcome = await undoRecord(job, q, info, item.record_key, item.before ?? {}, item.after ?? {});
      await q.exec('RELEASE SAVEPOINT batch_undo');
    } catch (err) {
      await q.exec('ROLLBACK TO SAVEPOINT batch_undo');
      outcome = { undo: 'refused', message: `not restored: ${messageOf(err)}` };
    }
    counts[outcome.undo]++;
    await q.query('UPDATE batch_items SET undo = $3, message = $4, instance = $5 WHERE batch = $1 AND seq = $2', [registration, item.seq, outcome.undo, outcome.message, INSTANCE]);
    lines.push({ level: outcome.undo === 'restored' ? 'info' : 'warn', output: `${item.record_key}: ${outcome.message}` });
  }
  return lines;
}

/**
 * UNDO: puts back, record by record, the values the run changed (only the fields it wrote), chunk
 * after chunk in their own transactions; a record whose fields changed since the run is left as it
 * is and reported. Records the run did not change have nothing to undo. Answers the counts.
 */
export async function undoBatch(job: BatchJob, registration: string): Promise<UndoCounts> {
  const { ctx, tenant } = job;
  const batch = await ctx.db.withTenant(tenant, (q) => readBatch(ctx, q, registration));
  const info = batchEntity(ctx, registration, batchParameters(ctx, batch));
  const runId = typeof batch.data.runId === 'string' ? batch.data.runId : registration;
  const scriptName = String(batch.data.scriptName);
  const counts: UndoCounts = { restored: 0, refused: 0 };
  for (;;) {
    const started = performance.now();
    const lines = await ctx.db.withTenant(tenant, (q) => undoChunk(job, q, registration, info, counts));
    if (!lines.length) return counts;
    await writeBatchLogs(job, runId, scriptName, lines, performance.now() - started);
  }
}
