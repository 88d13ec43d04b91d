/**
 * bench/journey: a user's day in Chromium against the real server as `npm start` runs it (the
 * compiled server .server/index.mjs and the built application, a fresh database seeded with the
 * demo data), timed step by step from the user's action to the screen complete (bench/browser/watch.ts):
 * cold login page, sign-in, contracts list, status filter, contract card, payment plan, client card,
 * back, invoice card, back to the list, the card again, a save (bench/journey/day.ts); then an in-app
 * notification to the open page (bench/journey/notify.ts). Targets of issue 43 item 2 beside each
 * step (bench/journey/targets.ts). Figures: a missed target never fails it; a step that does not
 * complete within 30 s does (an error naming the step).
 *
 * Cold and warm: each run opens a fresh browser context (empty HTTP cache, no stored session, no
 * service worker), so the first step of each run loads every file of the login page from the
 * network; the later steps of the run are warm in the browser (the files and data it already loaded,
 * the worker's caches). The server and its database stay up across the runs (warm after the first).
 *
 * Run: npm run bench -- journey [--runs=20] [--engine=pglite|pg|both] [--waterfall]
 *   --waterfall prints each step's requests (start, first byte, end, bytes, Server-Timing) and rounds
 *   default engines: PGlite, and PostgreSQL too when a server answers at BENCH_DATABASE_URL
 *   (postgres://postgres:postgres@localhost:5432/tabula_journey, created and dropped here).
 *   BENCH_STATIC_DIR=<dir of a `vite build`> skips the build; BENCH_PORT (8196) is the server's port;
 *   BENCH_DATA_DIR=<a PGlite data folder> keeps and reuses it (seeded by a first run with this variable).
 * Prints a table per engine, one `journey-json {...}` line per run and one summary `journey-json` line.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { builtApp } from './browser/app.ts';
import { launchChromium } from './browser/chromium.ts';
import { startServer, stopServer } from './browser/server.ts';
import { runDay, type DayResult } from './journey/day.ts';
import { summarise, table, type Summary } from './journey/report.ts';

type Engine = 'pglite' | 'pg';
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? 20);
/** --waterfall: each step's requests in order (start, first byte, end from the action, bytes, Server-Timing), its rounds and long tasks. */
const WATERFALL = process.argv.includes('--waterfall');
const PORT = Number(process.env.BENCH_PORT ?? 8196);
const PASSWORD = 'Bench-journey-Passw0rd';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/tabula_journey';
const root = join(import.meta.dirname, '..');
const base = `http://localhost:${PORT}`;
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

/** Runs `work` on the PostgreSQL server's maintenance database, with the bench database's quoted name. */
async function onMaintenance(work: (client: pg.Client, name: string) => Promise<unknown>): Promise<void> {
  const url = new URL(PG_URL);
  const name = `"${decodeURIComponent(url.pathname.slice(1)).replace(/"/g, '""')}"`;
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await work(client, name);
  } finally {
    await client.end();
  }
}

async function engines(): Promise<Engine[]> {
  const asked = option('engine');
  if (asked === 'pglite' || asked === 'pg') return [asked];
  if (asked && asked !== 'both') throw new Error(`--engine=${asked}: pglite, pg or both`);
  if (asked === 'both') return ['pglite', 'pg'];
  const answers = await onMaintenance(async () => undefined).then(
    () => true,
    () => false,
  );
  if (!answers) console.log(`no PostgreSQL server answers at ${PG_URL}: PGlite only`);
  return answers ? ['pglite', 'pg'] : ['pglite'];
}

async function runEngine(engine: Engine, staticDir: string): Promise<Summary> {
  // BENCH_DATA_DIR: a PGlite data folder this benchmark seeded before (kept), to skip the seeding
  const kept = engine === 'pglite' ? process.env.BENCH_DATA_DIR : undefined;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'tabula-bench-journey-'));
  if (engine === 'pg') await onMaintenance(async (c, name) => (await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`), await c.query(`CREATE DATABASE ${name}`)));
  const env: Record<string, string> = { DATA_DIR: dataDir, TABULA_ADMIN_PASSWORD: PASSWORD, TABULA_STATIC_DIR: staticDir };
  if (engine === 'pg') env.DATABASE_URL = PG_URL;
  const started = performance.now();
  const server = await startServer({ args: ['--enable-source-maps', '.server/index.mjs'], cwd: root, port: PORT, env });
  console.log(`[${engine}] server up with the demo data in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const browser = await launchChromium();
  try {
    const days: DayResult[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const loadBefore = loadavg()[0];
      const day = await runDay(browser, base, PASSWORD, { waterfall: WATERFALL });
      days.push(day);
      for (const s of day.steps) {
        if (!s.waterfall) continue;
        console.log(`[${engine}] run ${run} ${s.step}: complete ${Math.round(s.ms)} ms, ${s.waterfall.requests} requests in ${s.waterfall.rounds} rounds, ${(s.bytes / 1024).toFixed(1)} kB, ${s.longTasks} long tasks (max ${Math.round(s.longMaxMs)} ms)\n  round start first-byte end status size type method path\n${s.waterfall.lines.join('\n')}`);
      }
      console.log(`journey-json ${JSON.stringify({ type: 'run', engine, run, load: Number(loadBefore.toFixed(2)), steps: day.steps.map(({ waterfall: w, ...s }) => ({ ...s, ...(w ? { requests: w.requests, rounds: w.rounds } : {}), ms: Math.round(s.ms), screenMs: Math.round(s.screenMs), longMaxMs: Math.round(s.longMaxMs) })), notifyMs: Math.round(day.notifyMs) })}`);
    }
    const summary = summarise(days);
    console.log(`\n[${engine}] ${RUNS} runs, load average now ${load()}\n${table(summary, RUNS)}\n`);
    return summary;
  } finally {
    await browser.close();
    await stopServer(server);
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'pg') await onMaintenance((c, name) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch((err: Error) => console.log(`could not drop the bench database: ${err.message}`));
  }
}

async function main(): Promise<void> {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  console.log(`machine: ${cpus().length} cores, load average ${load()}; commit ${commit}; ${RUNS} runs`);
  const list = await engines();
  const staticDir = await builtApp(root);
  const compiled = spawnSync(process.execPath, ['scripts/buildServer.mjs'], { cwd: root, stdio: 'inherit' });
  if (compiled.status !== 0) throw new Error('the server did not compile (scripts/buildServer.mjs)');
  const summaries: Record<string, Summary> = {};
  for (const engine of list) summaries[engine] = await runEngine(engine, staticDir);
  console.log(`journey-json ${JSON.stringify({ type: 'summary', commit, runs: RUNS, load: loadavg().map((l) => Number(l.toFixed(2))), engines: summaries })}`);
}

try {
  await main();
} catch (err) {
  console.log(`journey bench failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
