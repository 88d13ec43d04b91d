import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { build } from './app.ts';
import type { readConfig } from './config.ts';
import { warmUp } from './warmUp.ts';

type Config = ReturnType<typeof readConfig>;

/** The environment variable that tells a worker its index (1..N); the ping answers it. */
export const WORKER_INDEX_ENV = 'TABULA_WORKER';

/**
 * How many processes serve the port: WEB_CONCURRENCY (a positive integer), else one per core.
 * PGlite is embedded in one process, so without DATABASE_URL it is always 1.
 */
export function workerCount(config: Pick<Config, 'databaseUrl'>, env: NodeJS.ProcessEnv = process.env): number {
  if (!config.databaseUrl) return 1;
  const asked = Number(env.WEB_CONCURRENCY);
  return Number.isInteger(asked) && asked > 0 ? asked : availableParallelism();
}

/** Delay before a crashed worker is forked again: 1 s, doubling per crash in a row, at most 30 s. */
export function restartDelay(crashesInARow: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, crashesInARow - 1));
}

/** A worker that lived this long before dying starts a new back-off series. */
const STABLE_MS = 60_000;
/** SIGTERM to SIGKILL of a worker that does not stop. */
const STOP_GRACE_MS = 10_000;

function printFirstStart(config: Config, first: { generatedPassword?: string; generatedDemoPassword?: string }): void {
  if (first.generatedPassword) {
    console.log(`\n  First start: admin@master password is ${first.generatedPassword}`);
    console.log(`  (also written to ${config.dataDir}/admin-password.txt)\n`);
  }
  if (first.generatedDemoPassword) {
    console.log(`  Demo staff (the users of tenant master, see /documentation/demo-data) sign in with ${first.generatedDemoPassword}`);
    console.log(`  (also written to ${config.dataDir}/demo-password.txt)\n`);
  }
}

/** One process serving the port (PGlite, or WEB_CONCURRENCY=1, or a cluster worker). */
export async function runServer(config: Config, opts: { announce: boolean }): Promise<void> {
  const app = await build(config);
  if (opts.announce) printFirstStart(config, app.firstStart);
  await app.listen({ port: config.port, host: config.host });
  if (opts.announce)
    console.log(`Tabula is running on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}`})`);
  // the first screens' reads once, in this process, so the first user does not pay their first call
  // (TABULA_WARM_UP=0 skips it)
  if (process.env.TABULA_WARM_UP !== '0') void warmUp(app);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

/**
 * The primary of `npm start` on PostgreSQL: migrates and seeds the database once (a full build,
 * closed at once, so that the first start runs in one process only and its admin password is
 * printed once), then forks `count` workers that share the port. A worker that dies is forked
 * again after a back-off; SIGTERM / SIGINT stop every worker, then the primary.
 */
export async function runPrimary(config: Config, count: number): Promise<void> {
  const prepared = await build({ ...config, cron: { ...config.cron, enabled: false } });
  printFirstStart(config, prepared.firstStart);
  await prepared.close();

  let stopping = false;
  const crashes = new Map<number, number>();
  const fork = (index: number) => {
    const started = Date.now();
    const worker = cluster.fork({ [WORKER_INDEX_ENV]: String(index) });
    worker.once('listening', () => {
      if (index === count && !crashes.get(index)) console.log(`Tabula is running on http://localhost:${config.port} (PostgreSQL server, ${count} workers)`);
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      const inARow = Date.now() - started > STABLE_MS ? 1 : (crashes.get(index) ?? 0) + 1;
      crashes.set(index, inARow);
      const delay = restartDelay(inARow);
      console.error(`Worker ${index} stopped (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s`);
      setTimeout(() => {
        if (!stopping) fork(index);
      }, delay).unref();
    });
  };
  for (let index = 1; index <= count; index++) fork(index);

  const stopAll = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    const exits = workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))));
    for (const w of workers) w.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    void Promise.all(exits).then(() => {
      clearTimeout(force);
      process.exit(0);
    });
  };
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
}

/** Entry of server/index.ts: a cluster on PostgreSQL with more than one worker, else one process. */
export async function start(config: Config): Promise<void> {
  if (cluster.isWorker) return runServer(config, { announce: false });
  const count = workerCount(config);
  if (count > 1) return runPrimary(config, count);
  return runServer(config, { announce: true });
}
