/**
 * One instance of the exactly-once test (jobQueue.test.ts), run as a process of its own:
 * `node --import tsx queueWorker.ts <databaseUrl> <instance> <jobs>`. It sends every job of the
 * test (as each instance of a cluster would for the same due minute), then takes jobs until none
 * is left, recording each run in queue_test_runs, and prints how many it ran.
 */
import { openPg } from '../../../server/db/pg.ts';
import { pgBossQueue } from '../../../server/jobs/pgBossQueue.ts';

const [url, instance, count] = process.argv.slice(2);
const db = await openPg(url);
const queue = pgBossQueue(db, { maintenance: false });
await queue.start();
const retry = { limit: 0, delaySeconds: 0, backoff: false };
for (let i = 0; i < Number(count); i++) {
  await queue.send('tabula_cron', { key: `exactly-once ${i}`, data: { n: i }, retry });
}
let ran = 0;
for (;;) {
  const job = await queue.take('tabula_cron');
  if (!job) break;
  await db.admin((q) => q.query('INSERT INTO queue_test_runs (key, instance) VALUES ($1, $2)', [job.key, instance]));
  await queue.complete('tabula_cron', job.id, { instance });
  ran++;
}
await queue.stop();
await db.close();
process.stdout.write(`${ran}\n`);
