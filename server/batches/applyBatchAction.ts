import { isBatchActionAllowed, type BatchAction } from '../../engine/batches/batchActions.ts';
import { AppError, type ErrorBody } from '../../engine/errors/AppError.ts';
import { scriptTypeInfo } from '../../engine/scripts/scriptTypes.ts';
import type { Queryable } from '../db/Database.ts';
import { requireScript } from '../scripts/scriptRecords.ts';
import { countItems, progressFields } from './batchItems.ts';
import type { BatchJob } from './batchJob.ts';
import { batchParameters, readBatch, updateBatch, type BatchRow } from './batchRecord.ts';
import { batchWhere, fetchBatchItems } from './fetchBatch.ts';
import { processBatch } from './processBatch.ts';
import { undoBatch } from './undoBatch.ts';

type Rec = Record<string, unknown>;

/** An action applied: the batch, and the work that goes on after the answer (processing). */
export interface ActionOutcome {
  registration: string;
  background?: () => Promise<void>;
}

const now = () => new Date().toISOString();

/** The fields of a run's results, cleared when a run starts again or is reset. */
const CLEARED: Rec = { endDate: null, fetchedDate: null, progress: null, nbTotal: null, nbDone: null, nbSuccess: null, nbWarning: null, nbError: null, errors: [], output: null };

/** The parameters, query and script of a batch, checked before it starts (400 with the reason). */
async function checkRunnable(job: BatchJob, q: Queryable, batch: BatchRow): Promise<void> {
  const params = batchParameters(job.ctx, batch);
  batchWhere(job.ctx, batch.registration, params);
  const script = await requireScript(job.ctx, q, String(batch.data.scriptName)).catch((err: unknown) => {
    if (err instanceof AppError) throw new AppError('BATCH_INVALID_PARAMETERS', [batch.registration, `the script "${String(batch.data.scriptName)}" does not exist or is disabled`]);
    throw err;
  });
  if (scriptTypeInfo(typeof script.type === 'string' ? script.type : null)?.type !== 'run') {
    throw new AppError('BATCH_INVALID_PARAMETERS', [batch.registration, `the script "${String(batch.data.scriptName)}" is not a run script`]);
  }
}

/** FETCHING -> PROCESSING: stores the records of the query (unless the run was stopped meanwhile). */
async function fetchStep(job: BatchJob, registration: string): Promise<void> {
  const { ctx, tenant, username } = job;
  try {
    await ctx.db.withTenant(tenant, async (q) => {
      const batch = await readBatch(ctx, q, registration, true);
      if (batch.status !== 'FETCHING') return;
      await fetchBatchItems(ctx, q, registration, batchParameters(ctx, batch));
      const counts = await countItems(q, registration);
      await updateBatch(ctx, q, registration, { status: 'PROCESSING', patch: { fetchedDate: now(), ...progressFields(counts), progress: 0 } }, username);
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const body: ErrorBody = err.toBody();
    await ctx.db.withTenant(tenant, (q) => updateBatch(ctx, q, registration, { status: 'ERROR', patch: { endDate: now(), errors: [body] }, onlyIf: ['FETCHING'] }, username));
    throw err;
  }
}

/** UNDO: restores, then reports how many records were restored and refused. */
async function undoStep(job: BatchJob, registration: string): Promise<void> {
  const counts = await undoBatch(job, registration);
  const output = `UNDO: ${counts.restored} restored, ${counts.refused} not restored`;
  await job.ctx.db.withTenant(job.tenant, (q) =>
    updateBatch(job.ctx, q, registration, { status: counts.refused ? 'WARNING' : 'SUCCESS', patch: { lastAction: 'UNDO', output, endDate: now() } }, job.username),
  );
}

/** PROCESSING in the background: a run that cannot go on (its script was deleted...) ends in ERROR with the reason. */
async function processOrFail(job: BatchJob, registration: string): Promise<void> {
  try {
    await processBatch(job, registration);
  } catch (err) {
    const body: ErrorBody = err instanceof AppError ? err.toBody() : { status: 500, code: 'BATCH_RUN_FAILED', message: err instanceof Error ? err.message : String(err) };
    await job.ctx.db.withTenant(job.tenant, (q) => updateBatch(job.ctx, q, registration, { status: 'ERROR', patch: { endDate: now(), errors: [body] }, onlyIf: ['PROCESSING'] }, job.username));
    throw err;
  }
}

/**
 * Applies an action to a batch (the state machine of engine/batches/batchActions.ts; refused with
 * 409 BATCH_ACTION_NOT_ALLOWED in another status). The status changes in one transaction holding
 * the batch's row, so two callers never both start it. DO and CONTINUE fetch the records before
 * answering (a bad query is a 400) and leave the processing to `background`; UNDO answers once the
 * records are restored; the others only change the status.
 */
export async function applyBatchAction(job: BatchJob, key: string, action: BatchAction): Promise<ActionOutcome> {
  const { ctx, tenant, username } = job;
  const { registration, next } = await ctx.db.withTenant(tenant, async (q) => {
    const batch = await readBatch(ctx, q, key, true);
    const reg = batch.registration;
    if (!isBatchActionAllowed(action, batch.status, batch.data.lastAction, batch.data.type)) throw new AppError('BATCH_ACTION_NOT_ALLOWED', [action, reg, batch.status ?? 'DRAFT']);
    const set = (status: string | undefined, patch: Rec = {}) => updateBatch(ctx, q, reg, { status, patch: { ...patch, lastAction: action } }, username);
    switch (action) {
      case 'DO': {
        await checkRunnable(job, q, batch);
        const runCount = Number(batch.data.runCount ?? 0) + 1;
        await set('FETCHING', { ...CLEARED, runCount, runId: `${reg}-${runCount}`, startDate: now(), progress: 0 });
        return { registration: reg, next: 'fetch' as const };
      }
      case 'CONTINUE': {
        await checkRunnable(job, q, batch);
        // the records that failed are tried again
        if (batch.status === 'ERROR') {
          await q.query(`UPDATE batch_items SET state = 'pending', message = NULL, before = NULL, after = NULL, instance = NULL, processed_at = NULL WHERE batch = $1 AND state = 'error'`, [reg]);
        }
        if (!batch.data.fetchedDate) {
          await set('FETCHING', { endDate: null, errors: [] });
          return { registration: reg, next: 'fetch' as const };
        }
        await set('PROCESSING', { endDate: null, errors: [] });
        return { registration: reg, next: 'process' as const };
      }
      case 'STOP_FETCHING':
        await set('STOPPED', { endDate: now() });
        return { registration: reg, next: 'none' as const };
      case 'COMPLETE':
        await set('SUCCESS', { endDate: now() });
        return { registration: reg, next: 'none' as const };
      case 'UNDO':
        return { registration: reg, next: 'undo' as const };
      case 'RESET': {
        await q.query('DELETE FROM batch_items WHERE batch = $1', [reg]);
        // a schedule already passed is dropped: back to DRAFT, the batch does not start again by itself
        const scheduled = typeof batch.data.scheduledDate === 'string' ? Date.parse(batch.data.scheduledDate) : NaN;
        await set('DRAFT', { ...CLEARED, startDate: null, ...(scheduled <= Date.now() ? { scheduledDate: null } : {}) });
        return { registration: reg, next: 'none' as const };
      }
    }
  });
  if (next === 'undo') await undoStep(job, registration);
  if (next === 'fetch') await fetchStep(job, registration);
  if (next === 'fetch' || next === 'process') return { registration, background: () => processOrFail(job, registration) };
  return { registration };
}
