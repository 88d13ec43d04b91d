/**
 * bench/export: a list export of 1,000,000 rows through the real endpoint (POST /api/report/excel),
 * on PostgreSQL and on PGlite, against issue 20's target: peak memory < 200 MB. Figures, never a
 * pass/fail.
 * - The rows are generated in SQL (INSERT ... SELECT generate_series), straight into the Invoice table.
 * - The server runs in this process; during each export the process's RSS and its live JS memory
 *   (V8 heap + external buffers) are sampled every 20 ms, and the peaks are reported as deltas over
 *   the figures just before the export (after a garbage collection when run with --expose-gc).
 *   On PGlite, RSS also holds the database engine (WebAssembly memory, which grows and is never
 *   given back), so its delta is the engine's working set plus the export's.
 * - PostgreSQL: a throwaway database (BENCH_EXPORT_DATABASE_URL, default .../tabula_bench_export)
 *   is created, and dropped at the end. PGlite: a fresh temporary folder.
 * Run: node --expose-gc --import tsx bench/export.ts [--rows=1000000] [--engine=pg|pglite|both] [--sorted]
 *   --sorted also exports the same rows sorted by a business field (amount, descending).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { build } from '../server/app.ts';
import { EXPORT_COLUMNS, insertBenchInvoices } from './export/fixture.ts';

type Engine = 'pg' | 'pglite';
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const ROWS = Number(flag('rows') ?? 1_000_000);
const ENGINES: Engine[] = flag('engine') === 'pg' ? ['pg'] : flag('engine') === 'pglite' ? ['pglite'] : ['pg', 'pglite'];
const SORTED = process.argv.includes('--sorted');
const PG_URL = process.env.BENCH_EXPORT_DATABASE_URL || 'postgres://postgres:postgres@localhost:5432/tabula_bench_export';
const TARGET_BYTES = 200 * 1048576;
const SEED_BATCH = 50_000;
const PASSWORD = 'Bench-Passw0rd-1';
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const log = (line: string) => console.log(`[export] ${line}`);

async function onMaintenance(url: string, run: (client: pg.Client, name: string) => Promise<void>): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await run(client, `"${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function runEngine(engine: Engine): Promise<void> {
  const dataDir = engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'tabula-bench-export-')) : undefined;
  if (engine === 'pg') await onMaintenance(PG_URL, async (c, name) => void (await c.query(`DROP DATABASE IF EXISTS ${name}`), await c.query(`CREATE DATABASE ${name}`)));
  const app = await build(engine === 'pg' ? { databaseUrl: PG_URL, adminPassword: PASSWORD, demoData: false } : { dataDir, adminPassword: PASSWORD, demoData: false });
  try {
    const { db, registry } = app.tabula;
    const table = registry.get('Invoice').table;
    let started = performance.now();
    // in batches: each transaction of the app has a 15 s statement timeout
    for (let from = 1; from <= ROWS; from += SEED_BATCH) {
      await db.withTenant('master', (q) => insertBenchInvoices(q, table, from, Math.min(ROWS, from + SEED_BATCH - 1)));
    }
    await db.withTenant('master', (q) => q.query(`ANALYZE ${table}`)).catch(() => undefined);
    log(`${engine}: seeded ${ROWS.toLocaleString('en-US')} invoices in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/api/core/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@master', password: PASSWORD }) });
    const authorization = login.headers.get('authorization')!;
    const scenarios: [string, Record<string, string>][] = [['default order (registration, descending)', {}]];
    if (SORTED) scenarios.push(['sorted by amount, descending', { sort: '-amountExclTax' }]);
    for (const [label, query] of scenarios) {
      global.gc?.();
      const live = () => {
        const m = process.memoryUsage();
        return { rss: m.rss, live: m.heapUsed + m.external };
      };
      const base = live();
      const peak = { ...base };
      const sampler = setInterval(() => {
        const m = live();
        peak.rss = Math.max(peak.rss, m.rss);
        peak.live = Math.max(peak.live, m.live);
      }, 20);
      // a request served while the export runs: the database is not held for the whole export
      let probes = 0;
      let slowestProbe = 0;
      let exporting = true;
      const probing = (async () => {
        while (exporting) {
          const t = performance.now();
          const r = await fetch(`${address}/api/person/persons?range=0-19`, { headers: { authorization } });
          await r.arrayBuffer();
          if (r.ok) probes++;
          slowestProbe = Math.max(slowestProbe, performance.now() - t);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      })();
      started = performance.now();
      const res = await fetch(`${address}/api/report/excel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ fileName: 'bench', entityName: 'Invoice', query: { registration: '/^BENCH/i', ...query }, columns: EXPORT_COLUMNS }),
      });
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
      const seconds = (performance.now() - started) / 1000;
      exporting = false;
      clearInterval(sampler);
      await probing;
      const rssDelta = peak.rss - base.rss;
      const liveDelta = peak.live - base.live;
      log(
        `${engine}, ${label}: ${Number(res.headers.get('x-export-rows')).toLocaleString('en-US')} rows (HTTP ${res.status}) in ${seconds.toFixed(1)} s, ${mb(bytes)} xlsx; ` +
          `peak RSS +${mb(rssDelta)} (${mb(base.rss)} -> ${mb(peak.rss)}), peak heap+external +${mb(liveDelta)}; ` +
          `target < 200 MB (both figures): ${Math.max(rssDelta, liveDelta) < TARGET_BYTES ? 'met' : 'NOT met'} (ratio ${(Math.max(rssDelta, liveDelta) / TARGET_BYTES).toFixed(2)}); ` +
          `${probes} list requests answered during the export, slowest ${slowestProbe.toFixed(0)} ms`,
      );
    }
  } catch (err) {
    log(`${engine} could not run: ${(err as Error).stack ?? (err as Error).message}`);
  } finally {
    await app.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'pg') await onMaintenance(PG_URL, async (c, name) => void (await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  }
}

for (const engine of ENGINES) {
  try {
    await runEngine(engine);
  } catch (err) {
    log(`${engine} could not run: ${(err as Error).stack ?? (err as Error).message}`);
  }
}
