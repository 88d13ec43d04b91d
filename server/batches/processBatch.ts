import { endStatusOf } from '../../engine/batches/batchActions.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import type { LogLine } from '../scripts/capabilities.ts';
import type { JsonObject } from '../scripts/runInSandbox.ts';
import { requireScript } from '../scripts/scriptRecords.ts';
import { batchParameters, readBatch, updateBatch, type BatchParameters } from './batchRecord.ts';
import { countItems, progressFields } from './batchItems.ts';
import { INSTANCE, writeBatchLogs, type BatchJob } from './batchJob.ts';
import { batchEntity } from './fetchBatch.ts';

type Rec = Record<string, unknown>;

const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
/** Fields a batch script never sets: the record's identity, system fields and its status (statuses move through the workflow). */
const PROTECTED = new Set(['registration', 'status', '_id', '_version', '_insertDate', '_insertUser', '_updateDate', '_updateUser']);

/** What the run script answered for one record (docs/batches.md). */
interface Verdict {
  patch: Rec;
  warning?: string;
  message?: string;
}

function verdictOf(result: unknown): Verdict {
  if (!isObject(result)) return { patch: {} };
  const patch = isObject(result.data) ? Object.fromEntries(Object.entries(result.data).filter(([k]) => !PROTECTED.has(k))) : {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return { patch, warning: text(result.warning), message: text(result.message) };
}

interface Script {
  name: string;
  code: string;
}

interface ChunkContext {
  job: BatchJob;
  registration: string;
  runId: string;
  params: BatchParameters;
  info: EntityInfo;
  script: Script;
}

/** Runs the script on one record and writes its patch; answers the item's outcome. */
async function processRecord(c: ChunkContext, q: Queryable, key: string) {
  const { ctx, runner, tenant, username, locale } = c.job;
  const record = await ctx.store.get(q, c.info, key);
  const input = JSON.parse(
    JSON.stringify({
      method: 'POST',
      query: {},
      body: { record, entity: c.info.name, args: c.params.args, batch: { registration: c.registration, runId: c.runId } },
      user: { username, tenant },
      locale,
    }),
  ) as JsonObject;
  const verdict = verdictOf(await runner.run({ tenant, kind: 'run', name: c.script.name, code: c.script.code, ctx: input }));
  const changed = Object.keys(verdict.patch).filter((k) => !same(record[k], verdict.patch[k]));
  let before: Rec | null = null;
  let after: Rec | null = null;
  if (changed.length) {
    const patch = Object.fromEntries(changed.map((k) => [k, verdict.patch[k]]));
    const updated = await ctx.store.update(q, c.info, key, patch, { username, tenant, locale });
    before = Object.fromEntries(changed.map((k) => [k, record[k] ?? null]));
    after = Object.fromEntries(changed.map((k) => [k, updated[k] ?? null]));
  }
  const state = verdict.warning ? 'warning' : 'success';
  const message = verdict.warning ?? verdict.message ?? (changed.length ? `updated ${changed.join(', ')}` : 'unchanged');
  return { state, before, after, message };
}

/**
 * One chunk, in one transaction: claims up to chunkSize pending items with FOR UPDATE SKIP LOCKED
 * (another instance skips them, and takes the next ones), runs the script on each record in a
 * savepoint (a failing record is rolled back alone and recorded as an error), and records each
 * outcome. A crash rolls the whole chunk back to pending. Answers the log lines (none: nothing left).
 */
async function processChunk(c: ChunkContext, q: Queryable): Promise<LogLine[]> {
  const { rows } = await q.query<{ seq: number; record_key: string }>(
    `SELECT seq, record_key FROM batch_items WHERE batch = $1 AND state = 'pending' ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [c.registration, c.params.chunkSize],
  );
  const lines: LogLine[] = [];
  for (const item of rows) {
    await q.exec('SAVEPOINT batch_item');
    let outcome: { state: string; before: Rec | null; after: Rec | null; message: string };
    try {
      outcome = await processRecord(c, q, item.record_key);
      await q.exec('RELEASE SAVEPOINT batch_item');
    } catch (err) {
      await q.exec('ROLLBACK TO SAVEPOINT batch_item');
      outcome = { state: 'error', before: null, after: null, message: messageOf(err) };
    }
    await q.query(
      `UPDATE batch_items SET state = $3, before = $4::jsonb, after = $5::jsonb, message = $6, instance = $7, processed_at = now()
        WHERE batch = $1 AND seq = $2`,
      [c.registration, item.seq, outcome.state, outcome.before && JSON.stringify(outcome.before), outcome.after && JSON.stringify(outcome.after), outcome.message, INSTANCE],
    );
    const level = outcome.state === 'error' ? 'error' : outcome.state === 'warning' ? 'warn' : 'info';
    lines.push({ level, output: `${item.record_key}: ${outcome.message}` });
  }
  return lines;
}

/** After a chunk: the counters; with nothing pending left (on any instance), the end status. */
async function report(c: ChunkContext, finished: boolean): Promise<void> {
  const { ctx, tenant, username } = c.job;
  await ctx.db.withTenant(tenant, async (q) => {
    const counts = await countItems(q, c.registration);
    await updateBatch(ctx, q, c.registration, { patch: progressFields(counts) }, username);
    if (finished && counts.nbPending === 0) {
      const status = endStatusOf(counts);
      await updateBatch(ctx, q, c.registration, { status, patch: { endDate: new Date().toISOString() }, onlyIf: ['PROCESSING'] }, username);
    }
  });
}

/**
 * PROCESSING: runs the batch's script over its pending records, chunk after chunk, until none is
 * left (then SUCCESS, WARNING or ERROR from the outcomes), the batch leaves PROCESSING (STOP_FETCHING:
 * STOPPED) or the server closes. Several instances may run it at once on the same batch: claims
 * never overlap. Call it outside any transaction.
 */
export async function processBatch(job: BatchJob, registration: string): Promise<void> {
  const { ctx, tenant } = job;
  const start = await ctx.db.withTenant(tenant, async (q) => {
    const batch = await readBatch(ctx, q, registration);
    const params = batchParameters(ctx, batch);
    const script = await requireScript(ctx, q, String(batch.data.scriptName));
    return { batch, params, script: { name: String(script.name ?? batch.data.scriptName), code: typeof script.content === 'string' ? script.content : '' } };
  });
  const c: ChunkContext = {
    job,
    registration,
    runId: typeof start.batch.data.runId === 'string' ? start.batch.data.runId : registration,
    params: start.params,
    info: batchEntity(ctx, registration, start.params),
    script: start.script,
  };
  for (;;) {
    if (job.interrupted?.()) return;
    const status = await ctx.db.withTenant(tenant, async (q) => (await readBatch(ctx, q, registration)).status);
    if (status !== 'PROCESSING') return;
    const started = performance.now();
    const lines = await ctx.db.withTenant(tenant, (q) => processChunk(c, q));
    if (lines.length) await writeBatchLogs(job, c.runId, c.script.name, lines, performance.now() - started);
    await report(c, lines.length === 0);
    if (!lines.length) return;
  }
}
