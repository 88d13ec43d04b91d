/**
 * bench/api (issue 4 item 9): the generic entity API under load, on the PostgreSQL server and on
 * PGlite. Figures and ratios, never a pass/fail.
 *
 * 1. Seeds contracts straight through SQL (bench/api/seed.ts): BENCH_ROWS_PG (default 1,000,000)
 *    in the server database BENCH_DATABASE_URL (default postgres://postgres:postgres@localhost:5432/
 *    tabula_bench, created when missing) and BENCH_ROWS_PGLITE (default 200,000) in the PGlite folder
 *    BENCH_PGLITE_DIR (default .tmp/bench-api-pglite). A database already seeded with that many rows
 *    by the same seed version is reused as it is.
 * 2. Starts the real server (build() + listen), signs in as admin@master, and loads each scenario
 *    from a second process (bench/api/load.ts, autocannon): BENCH_CONNECTIONS connections (10) for
 *    BENCH_DURATION seconds (10) after BENCH_WARMUP seconds (2) of warm-up.
 * 3. Prints (bench/api/report.ts) p50/p95/p99, req/s, and the ratios against the targets: list p95 < 20 ms and >= 3,000
 *    req/s on the server at 1M rows; PGlite at 200k within 2x of the server.
 *
 * 4. On the PostgreSQL server, the cluster (server/cluster.ts): `npm start`'s own entry
 *    (server/index.ts) as a child process with WEB_CONCURRENCY=1, then N (BENCH_WORKERS, default
 *    one per core), and the req/s of the status and get scenarios with each.
 *
 * 5. Prints the CPU per request (server + database) of issue 20 item 1 against its targets (page 1
 *    by status <= 0.8 ms, GET one <= 0.4 ms, regex search <= 1.5 ms). `--js-path` also runs each
 *    scenario with TABULA_JSON_IN_SQL=0 (records serialised by the server, not built by the
 *    database), one after the other, so both are measured under the same load.
 *
 * Run: npx tsx bench/api.ts [--engine=pg|pglite|both] [--only=status,regex,...] [--explain] [--workers=1,4] [--js-path]
 * `--explain` prints EXPLAIN (ANALYZE, BUFFERS) of the statements one request of each scenario
 * issues, run as the request runs them (role tabula_app, tenant set, row-level security on).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { EntityInfo } from '../engine/registry/types.ts';
import { build } from '../server/app.ts';
import type { Database, Queryable } from '../server/db/Database.ts';
import { MEASURING, type LoadResult, type LoadSpec } from './api/protocol.ts';
import { fmt, printTable, type CpuPerRequest, type Engine, type Measured, type Scenario } from './api/report.ts';
import { pgBackendsCpuMs } from './api/pgCpu.ts';
import { apiScenarios } from './api/scenarios.ts';
import { expectedMarker, seedContracts, seededRows, type SeedConnection } from './api/seed.ts';

const root = join(import.meta.dirname, '..');
const env = process.env;
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ENGINES: Engine[] = flag('engine') === 'pg' ? ['pg'] : flag('engine') === 'pglite' ? ['pglite'] : ['pg', 'pglite'];
const ONLY = flag('only')?.split(',');
const EXPLAIN = process.argv.includes('--explain') || env.BENCH_EXPLAIN === '1';
const PG_URL = env.BENCH_DATABASE_URL || 'postgres://postgres:postgres@localhost:5432/tabula_bench';
const ROWS: Record<Engine, number> = { pg: Number(env.BENCH_ROWS_PG ?? 1_000_000), pglite: Number(env.BENCH_ROWS_PGLITE ?? 200_000) };
const PGLITE_DIR = env.BENCH_PGLITE_DIR || join(root, '.tmp', 'bench-api-pglite');
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const PASSWORD = 'Bench-Api-Passw0rd-1';
const JS_PATH = process.argv.includes('--js-path');

const log = (line: string) => console.log(line);

/** The scenarios asked for (`--only`), each twice with `--js-path` (the JS path first). */
function scenarios(info: EntityInfo, rows: number): Scenario[] {
  const all = apiScenarios(info, rows);
  const chosen = ONLY ? all.filter((s) => ONLY.includes(s.key)) : all;
  return JS_PATH ? chosen.flatMap((s) => [{ ...s, key: `${s.key}:js`, label: `${s.label} (JS path)`, jsPath: true }, s]) : chosen;
}

/** The machine, once: CPU, cores, memory, load, Node and PostgreSQL versions. */
function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'cpu'} x ${cpus.length} core(s), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`;
}

async function ensureServerDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rows.length) {
      log(`creating database ${name}`);
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    }
  } finally {
    await client.end();
  }
}

const buildApp = (engine: Engine) =>
  build(engine === 'pg' ? { databaseUrl: PG_URL, adminPassword: PASSWORD, demoData: false } : { dataDir: PGLITE_DIR, adminPassword: PASSWORD, demoData: false });

/** An owner connection outside the app's transactions (VACUUM cannot run inside one). */
async function ownerConnection(engine: Engine): Promise<SeedConnection & { close(): Promise<void> }> {
  if (engine === 'pg') {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    return { query: (sql, params) => client.query(sql, params), exec: (sql) => client.query(sql), close: () => client.end() };
  }
  const db = await PGlite.create(PGLITE_DIR, { extensions: { pg_trgm } });
  return {
    query: async (sql, params) => ({ rows: (await db.query<Record<string, unknown>>(sql, params as never[])).rows }),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
}

/** Builds the server on a seeded database (seeding it first when it is missing or differs). */
async function prepare(engine: Engine): Promise<FastifyInstance> {
  if (engine === 'pg') await ensureServerDatabase(PG_URL);
  else mkdirSync(PGLITE_DIR, { recursive: true });
  let app = await buildApp(engine);
  const info = app.tabula.registry.get('Contract');
  const rows = ROWS[engine];
  const current = await app.tabula.db.admin((q) => seededRows(q, info));
  if (current.rows === rows && current.marker === expectedMarker(rows)) {
    log(`reusing the seeded database: ${rows.toLocaleString('en-US')} contracts`);
    return app;
  }
  log(`seeding ${rows.toLocaleString('en-US')} contracts (found ${current.rows.toLocaleString('en-US')}, seed ${current.marker ?? 'none'})`);
  // PGlite has one connection: the server lets go of the folder while the seed runs.
  if (engine === 'pglite') await app.close();
  const owner = await ownerConnection(engine);
  try {
    await seedContracts(owner, info, rows, engine === 'pg' ? '512MB' : '128MB', log);
  } finally {
    await owner.close();
  }
  if (engine === 'pglite') app = await buildApp(engine);
  return app;
}

async function signIn(address: string): Promise<string> {
  const res = await fetch(`${address}/api/core/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@master', password: PASSWORD }),
  });
  const authorization = res.headers.get('authorization');
  if (!res.ok || !authorization) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return authorization;
}

/** One request of the scenario, to show what it answers (status, paging headers, size). */
async function probe(address: string, authorization: string, path: string): Promise<string> {
  const res = await fetch(`${address}${path}`, { headers: { authorization } });
  const body = await res.text();
  const headers = ['pagination-total', 'pagination-limit', 'pagination-continues'].map((h) => res.headers.get(h)).filter((v) => v !== null);
  let shape = `${body.length} bytes`;
  try {
    const json = JSON.parse(body) as unknown;
    if (Array.isArray(json)) shape = `${json.length} records, ${shape}`;
    else if (json && typeof json === 'object' && 'breakdown' in json) shape = `${(json as { breakdown: unknown[] }).breakdown.length} breakdown values, ${shape}`;
  } catch {
    // not JSON: the byte count says enough
  }
  return `HTTP ${res.status}${headers.length ? `, total ${headers[0]}` : ''}, ${shape}`;
}

/**
 * Runs the load generator in a second process and reads its JSON line. The CPU used by this
 * process (the server) and by the database backends is read when the generator says the
 * measured run starts and when it ends: CPU per request does not depend on the machine's load.
 */
function load(spec: LoadSpec, db: string | undefined): Promise<{ result: LoadResult; cpu: CpuPerRequest }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'api', 'load.ts'), JSON.stringify(spec)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill(), (spec.duration + spec.warmup + 60) * 1000);
    let stdout = '';
    let stderr = '';
    let start: { server: NodeJS.CpuUsage; db: number } | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!start && stdout.includes(`${MEASURING}\n`)) start = { server: process.cpuUsage(), db: pgBackendsCpuMs(db) };
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => {
      clearTimeout(timer);
      const line = stdout.trim().split('\n').pop() ?? '';
      try {
        const result = JSON.parse(line) as LoadResult;
        const n = Math.max(1, result.requests);
        const server = start ? process.cpuUsage(start.server) : { user: NaN, system: NaN };
        const cpu = {
          server: (server.user + server.system) / 1000 / n,
          database: db && start ? (pgBackendsCpuMs(db) - start.db) / n : NaN,
          client: result.clientCpuPerRequest,
        };
        resolve({ result, cpu });
      } catch {
        reject(new Error(`load generator exited with ${code}: ${JSON.stringify(line.slice(0, 200))}${stderr ? `\n${stderr.slice(0, 2000)}` : ''}`));
      }
    });
  });
}

/** Records the statements the requests issue inside their tenant transactions. */
function captureStatements(app: FastifyInstance): { take(): { sql: string; params?: unknown[] }[] } {
  let captured: { sql: string; params?: unknown[] }[] = [];
  const db: Database = app.tabula.db;
  const recording = (q: Queryable): Queryable => ({
    tenant: q.tenant,
    query: (sql, params) => {
      captured.push({ sql, params });
      return q.query(sql, params);
    },
    exec: (sql) => q.exec(sql),
  });
  app.tabula.db = { ...db, withTenant: (tenant, fn) => db.withTenant(tenant, (q) => fn(recording(q))) };
  return {
    take: () => {
      const out = captured;
      captured = [];
      return out;
    },
  };
}

async function explain(app: FastifyInstance, statements: { sql: string; params?: unknown[] }[]): Promise<void> {
  for (const { sql, params } of statements) {
    log(`    SQL: ${sql.replace(/\s+/g, ' ').trim()}${params?.length ? `  -- ${JSON.stringify(params)}` : ''}`);
    const plan = await app.tabula.db.withTenant('master', (q) => q.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params));
    for (const row of plan.rows) log(`      ${row['QUERY PLAN']}`);
  }
}

async function serverVersion(app: FastifyInstance): Promise<string> {
  const { rows } = await app.tabula.db.admin((q) => q.query<{ v: string }>("SELECT current_setting('server_version') AS v"));
  return rows[0]?.v ?? '?';
}

async function runEngine(engine: Engine): Promise<{ rows: number; measured: Measured[] }> {
  const started = performance.now();
  const app = await prepare(engine);
  try {
    const info = app.tabula.registry.get('Contract');
    const { rows } = await app.tabula.db.admin((q) => seededRows(q, info));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const authorization = await signIn(address);
    const capture = EXPLAIN ? captureStatements(app) : undefined;
    // Requests still being served (the load generator stops without waiting for its last answers).
    let inFlight = 0;
    app.server.on('request', (_req, res) => {
      inFlight++;
      res.on('close', () => inFlight--);
    });
    const drained = async () => {
      for (let i = 0; inFlight > 0 && i < 600; i++) await new Promise((r) => setTimeout(r, 100));
    };
    log(`${engine === 'pg' ? 'PostgreSQL server' : 'PGlite'} ${await serverVersion(app)}, ${rows.toLocaleString('en-US')} contracts, ready in ${((performance.now() - started) / 1000).toFixed(0)} s; ${CONNECTIONS} connections x ${DURATION} s per scenario (after ${WARMUP} s of warm-up)`);
    const measured: Measured[] = [];
    for (const scenario of scenarios(info, rows)) {
      await drained();
      if (scenario.jsPath) process.env.TABULA_JSON_IN_SQL = '0';
      else delete process.env.TABULA_JSON_IN_SQL;
      const line = await probe(address, authorization, scenario.paths[0]).catch((e: Error) => `probe failed: ${e.message}`);
      log(`  ${scenario.label}: ${scenario.paths[0]} -> ${line}`);
      if (capture) {
        capture.take();
        await probe(address, authorization, scenario.paths[0]);
        await explain(app, capture.take()).catch((e: Error) => log(`    explain failed: ${e.message}`));
      }
      try {
        const spec = { url: address, headers: { authorization }, paths: scenario.paths, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };
        const { result, cpu } = await load(spec, engine === 'pg' ? new URL(PG_URL).pathname.slice(1) : undefined);
        measured.push({ scenario, result, cpu, probe: line });
        log(`    p50 ${fmt(result.p50)} ms, p95 ${fmt(result.p95)} ms, ${fmt(result.rps, 0)} req/s${result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''}; CPU per request: server ${fmt(cpu.server, 2)} ms, database ${fmt(cpu.database, 2)} ms, load generator ${fmt(cpu.client, 2)} ms`);
      } catch (err) {
        measured.push({ scenario, error: (err as Error).message, probe: line });
        log(`    failed: ${(err as Error).message}`);
      }
    }
    return { rows, measured };
  } finally {
    await app.close();
  }
}

function pgVersionOfClient(): string {
  try {
    return execFileSync('psql', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'psql not found';
  }
}

/** `node --import tsx server/index.ts` on the bench database with `workers` workers, answering its URL once it pings. */
async function startCluster(workers: number): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await new Promise<number>((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port: free } = srv.address() as { port: number };
      srv.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'index.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, DATABASE_URL: PG_URL, WEB_CONCURRENCY: String(workers), PORT: String(port), HOST: '127.0.0.1', TABULA_ADMIN_PASSWORD: PASSWORD, TABULA_DEMO: '0', TABULA_CRON: '0', TABULA_LOG: '0' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server with ${workers} worker(s) exited before answering`);
    if (i > 600) throw new Error(`the server with ${workers} worker(s) did not answer within 120 s`);
    const ok = await fetch(`${url}/api/core/ping`).then((r) => r.ok, () => false);
    // with several workers, give the last ones the time to listen too
    if (ok) {
      await new Promise((r) => setTimeout(r, workers > 1 ? 3000 : 0));
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** req/s of a few scenarios through `npm start`'s entry with 1 and with N workers (PostgreSQL only). */
async function runWorkers(counts: number[]): Promise<void> {
  const app = await buildApp('pg');
  const info = app.tabula.registry.get('Contract');
  const { rows } = await app.tabula.db.admin((q) => seededRows(q, info)).finally(() => app.close());
  const chosen = scenarios(info, rows).filter((sc) => sc.key === 'status' || sc.key === 'get');
  const table: string[] = [];
  for (const workers of counts) {
    log(`the cluster with ${workers} worker(s)...`);
    const cluster = await startCluster(workers);
    try {
      const authorization = await signIn(cluster.url);
      for (const scenario of chosen) {
        const spec = { url: cluster.url, headers: { authorization }, paths: scenario.paths, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };
        const { result } = await load(spec, undefined);
        table.push(`  ${scenario.label.padEnd(38)} ${String(workers).padStart(7)}  ${fmt(result.rps, 0).padStart(6)}  ${fmt(result.p95).padStart(7)}${result.non2xx || result.errors ? `  ${result.non2xx + result.errors} failed` : ''}`);
      }
    } finally {
      await cluster.stop();
    }
  }
  log('');
  log(`The cluster (npm start on PostgreSQL, ${rows.toLocaleString('en-US')} contracts, ${CONNECTIONS} connections x ${DURATION} s):`);
  log(`  ${'scenario'.padEnd(38)} ${'workers'.padStart(7)}  ${'req/s'.padStart(6)}  ${'p95 ms'.padStart(7)}`);
  for (const line of table) log(line);
}

log(`bench/api: ${machine()}; ${pgVersionOfClient()}`);
const results: Partial<Record<Engine, { rows: number; measured: Measured[] }>> = {};
for (const engine of ENGINES) {
  try {
    results[engine] = await runEngine(engine);
  } catch (err) {
    log(`${engine} could not run: ${(err as Error).stack ?? (err as Error).message}`);
  }
}
printTable(results, ENGINES);
if (results.pg) {
  const counts = (flag('workers') ?? env.BENCH_WORKERS ?? `1,${os.availableParallelism()}`).split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  await runWorkers([...new Set(counts)]).catch((err: Error) => log(`the cluster could not run: ${err.stack ?? err.message}`));
}
