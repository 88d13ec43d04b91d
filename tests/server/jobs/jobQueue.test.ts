import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/Database.ts';
import { openPg } from '../../../server/db/pg.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { DEAD_LETTER_QUEUE, type JobQueue } from '../../../server/jobs/JobQueue.ts';
import { pgBossQueue } from '../../../server/jobs/pgBossQueue.ts';
import { pgliteTemplate } from '../support/pgliteTemplate.ts';
import { testDatabases } from '../support/testDatabases.ts';

const run = promisify(execFile);
const NO_RETRY = { limit: 0, delaySeconds: 0, backoff: false };

/** A cron job's data as the run history (the cron_runs view) reads it. */
const cronData = (job: string) => ({
  tenant: 'master',
  job,
  scheduledAt: '2024-05-01T10:00:00.000Z',
  script: 'nightly',
  username: 'cron@master',
  requestId: `cron-${job}`,
  instance: 'test',
});

/** Waits until the job's next attempt is due (its startAfter has passed on the database's clock). */
async function waitUntilDue(queue: JobQueue, key: string): Promise<void> {
  const state = await queue.state('tabula_cron', key);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, state!.startAfter.getTime() - Date.now()) + 50));
}

// One contract, one implementation (pg-boss) on both engines: PGlite always, PostgreSQL with TEST_DATABASE_URL.
describe.each(testDatabases())('the job queue ($name)', (target) => {
  let db: Database;
  let queue: JobQueue;
  let url: string | undefined;

  beforeAll(async () => {
    url = await target.create({ migrated: true });
    db = url ? await openPg(url) : await openPglite(undefined, pgliteTemplate());
    queue = pgBossQueue(db, { maintenance: false });
    await queue.start();
  });
  afterAll(async () => {
    await queue?.stop();
    await db?.close();
    await target.drop();
  });

  it('sends a key once: a second send of it, by this or another instance, is refused', async () => {
    const other = pgBossQueue(db, { maintenance: false });
    await other.start();
    try {
      const first = await queue.send('tabula_cron', { key: 'once', data: { a: 1 }, retry: NO_RETRY });
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(await other.send('tabula_cron', { key: 'once', data: { a: 2 }, retry: NO_RETRY })).toBeNull();
      expect(await queue.send('tabula_cron', { key: 'once', data: { a: 3 }, retry: NO_RETRY })).toBeNull();
      // two queues racing for it: one takes it, the other finds nothing
      const [a, b] = await Promise.all([queue.take('tabula_cron'), other.take('tabula_cron')]);
      const taken = [a, b].filter((j) => j !== undefined);
      expect(taken.map((j) => [j.key, j.data.a])).toEqual([['once', 1]]);
      await queue.complete('tabula_cron', taken[0].id, { result: 'ok' });
      expect((await queue.state('tabula_cron', 'once'))?.state).toBe('completed');
      // completed, the key is still refused: a scheduled minute never runs twice
      expect(await other.send('tabula_cron', { key: 'once', data: { a: 4 }, retry: NO_RETRY })).toBeNull();
    } finally {
      await other.stop();
    }
  });

  it('retries a failed job after its delay, doubled at each attempt (back-off), until it succeeds', async () => {
    const key = 'retry-then-ok';
    await queue.send('tabula_cron', { key, data: cronData(key), retry: { limit: 3, delaySeconds: 1, backoff: true } });
    const first = await queue.take('tabula_cron');
    expect(first).toMatchObject({ key, retryCount: 0 });
    let failedAt = Date.now();
    await queue.fail('tabula_cron', first!.id, { message: 'remote service down' });
    const afterFirst = await queue.state('tabula_cron', key);
    expect(afterFirst?.state).toBe('retry');
    // back-off: the first delay is between 1 and 2 s (delay × 2^1 / 2, plus up to as much jitter)
    const firstDelay = afterFirst!.startAfter.getTime() - failedAt;
    expect(firstDelay).toBeGreaterThan(500);
    expect(firstDelay).toBeLessThan(2_500 + 1_000);
    expect(await queue.take('tabula_cron')).toBeUndefined();

    await waitUntilDue(queue, key);
    const second = await vi.waitFor(async () => (await queue.take('tabula_cron'))!, { timeout: 5_000, interval: 100 });
    expect(second).toMatchObject({ key, retryCount: 1 });
    failedAt = Date.now();
    await queue.fail('tabula_cron', second.id, { message: 'still down' });
    const afterSecond = await queue.state('tabula_cron', key);
    // the second delay is between 2 and 4 s
    expect(afterSecond!.startAfter.getTime() - failedAt).toBeGreaterThan(1_500);

    // the run history shows the attempt waiting for its retry, with the reason
    const [waiting] = (await db.withTenant('master', (q) => q.query(`SELECT status, error, attempts_before, next_attempt_at FROM cron_runs WHERE job = $1`, [key]))).rows;
    expect(waiting).toMatchObject({ status: 'retry', error: 'still down', attempts_before: 1 });
    expect(waiting.next_attempt_at).not.toBeNull();

    await waitUntilDue(queue, key);
    const third = await vi.waitFor(async () => (await queue.take('tabula_cron'))!, { timeout: 6_000, interval: 100 });
    expect(third).toMatchObject({ key, retryCount: 2 });
    await queue.complete('tabula_cron', third.id, { result: '"done"', durationMs: 12 });
    expect(await queue.state('tabula_cron', key)).toMatchObject({ state: 'completed', retryCount: 2 });
    const [done] = (await db.withTenant('master', (q) => q.query(`SELECT status, error, result, duration_ms, dead_lettered FROM cron_runs WHERE job = $1`, [key]))).rows;
    expect(done).toEqual({ status: 'success', error: null, result: '"done"', duration_ms: 12, dead_lettered: false });
    expect(await queue.state(DEAD_LETTER_QUEUE, key)).toBeUndefined();
  }, 30_000);

  it('keeps a job failed after its last attempt and copies it to the dead-letter queue, seen by its tenant only', async () => {
    const key = 'dead-letter';
    await queue.send('tabula_cron', { key, data: cronData(key), retry: { limit: 1, delaySeconds: 0, backoff: false } });
    const first = await queue.take('tabula_cron');
    await queue.fail('tabula_cron', first!.id, { message: 'broken input' });
    const second = await vi.waitFor(async () => (await queue.take('tabula_cron'))!, { timeout: 5_000, interval: 50 });
    expect(second).toMatchObject({ key, retryCount: 1 });
    await queue.fail('tabula_cron', second.id, { message: 'broken input again', instance: 'test-instance' });

    expect(await queue.state('tabula_cron', key)).toMatchObject({ state: 'failed', retryCount: 1 });
    expect(await queue.take('tabula_cron')).toBeUndefined();
    expect((await queue.state(DEAD_LETTER_QUEUE, key))?.state).toBe('created');

    const runs = (await db.withTenant('master', (q) => q.query(`SELECT status, error, instance, dead_lettered, attempts_before FROM cron_runs WHERE job = $1`, [key]))).rows;
    expect(runs).toEqual([{ status: 'failure', error: 'broken input again', instance: 'test-instance', dead_lettered: true, attempts_before: 1 }]);
    // another tenant's history does not show it
    expect((await db.withTenant('other', (q) => q.query(`SELECT job FROM cron_runs`))).rows).toEqual([]);
  }, 20_000);

  it.skipIf(target.name !== 'pg')('runs each job exactly once with two instances in separate processes sending and taking the same jobs', async () => {
    await db.admin((q) => q.exec('CREATE TABLE queue_test_runs (key text NOT NULL, instance text NOT NULL)'));
    const jobs = 60;
    const worker = join(import.meta.dirname, 'queueWorker.ts');
    const start = (instance: string) => run(process.execPath, ['--import', 'tsx', worker, url!, instance, String(jobs)], { timeout: 120_000 });
    const [a, b] = await Promise.all([start('instance-a'), start('instance-b')]);
    const ranA = Number(a.stdout.trim());
    const ranB = Number(b.stdout.trim());
    expect(ranA + ranB).toBe(jobs);

    const { rows } = await db.admin((q) => q.query<{ key: string; runs: number }>('SELECT key, count(*)::int AS runs FROM queue_test_runs GROUP BY key'));
    expect(rows).toHaveLength(jobs);
    expect(rows.filter((r) => r.runs !== 1)).toEqual([]);
    const byInstance = (await db.admin((q) => q.query<{ instance: string; n: number }>('SELECT instance, count(*)::int AS n FROM queue_test_runs GROUP BY instance ORDER BY instance'))).rows;
    expect(byInstance.reduce((sum, r) => sum + r.n, 0)).toBe(jobs);
    const { rows: states } = await db.admin((q) => q.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'tabula_cron' AND data->>'key' LIKE 'exactly-once %' AND state = 'completed'`));
    expect(states[0].n).toBe(jobs);
  }, 150_000);
});
