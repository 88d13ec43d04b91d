/**
 * Serial timings of the database work of one list request (issue 20 items 3-4), old path against
 * new: `listRecords` in a tenant transaction, one request at a time (median and p95 after one
 * warm-up), on the databases bench/api seeded (run bench/api first):
 *
 *   npx tsx bench/api/serialTimings.ts pg       # BENCH_DATABASE_URL, 1,000,000 contracts
 *   npx tsx bench/api/serialTimings.ts pglite   # BENCH_PGLITE_DIR, 200,000 contracts
 *
 * "before" runs without the count cache (every count recomputed, deep pages by OFFSET: the page
 * cursors are only used when a cache is given); "after" with it, as the server runs.
 */
import { join } from 'node:path';
import { parseListQuery } from '../../engine/query/parseListQuery.ts';
import { build } from '../../server/app.ts';
import { CountCache } from '../../server/entities/countCache.ts';
import { COUNT_CAP, listRecords } from '../../server/entities/listRecords.ts';
import { Params, whereSql } from '../../server/entities/listSql.ts';

const engine = process.argv[2] === 'pglite' ? 'pglite' : 'pg';
const root = join(import.meta.dirname, '..', '..');
const PASSWORD = 'Bench-Api-Passw0rd-1';
const app = await build(
  engine === 'pg'
    ? { databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres:postgres@localhost:5432/tabula_bench', adminPassword: PASSWORD, demoData: false, logger: false }
    : { dataDir: process.env.BENCH_PGLITE_DIR || join(root, '.tmp', 'bench-api-pglite'), adminPassword: PASSWORD, demoData: false, logger: false },
);
const { store, registry, db } = app.tabula;
const info = registry.get('Contract');
const field = (name: string) => store.field(info, name)!;
const parse = (s: string) => parseListQuery(Object.fromEntries(new URLSearchParams(s)), (name) => !!store.field(info, name));
const { rows: counted } = await db.withTenant('master', (q) => q.query<{ n: string }>(`SELECT count(*) AS n FROM ${info.table}`));
const deep = Math.min(100_000, Math.floor(Number(counted[0].n) / 2));

async function time(label: string, fn: () => Promise<unknown>, runs = 30): Promise<void> {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  console.log(`${engine} ${label.padEnd(60)} median ${ms[Math.floor(runs / 2)].toFixed(2)} ms, p95 ${ms[Math.floor(runs * 0.95)].toFixed(2)} ms`);
}

const cache = new CountCache();
const after = (s: string) => db.withTenant('master', (q) => listRecords(q, info, parse(s), field, cache));
const before = (s: string) => db.withTenant('master', (q) => listRecords(q, info, parse(s), field));
const countSql = (s: string, exact: boolean) =>
  db.withTenant('master', (q) => {
    const p = new Params();
    const where = whereSql(info, parse(s), field, p);
    return q.query(exact ? `SELECT count(*) AS n FROM ${info.table} ${where}` : `SELECT count(*) AS n FROM (SELECT 1 FROM ${info.table} ${where} LIMIT ${COUNT_CAP + 1}) capped`, p.values);
  });

const deepRange = `range=${deep}-${deep + 19}&count=false`;
await time(`deep page ${deepRange} by OFFSET (before)`, () => before(deepRange), 10);
await time(`deep page ${deepRange} by keyset (after)`, () => after(deepRange));
await time('deep page sort=name,-rate by OFFSET (before)', () => before(`sort=name,-rate&${deepRange}`), 5);
await time('deep page sort=name,-rate by keyset (after)', () => after(`sort=name,-rate&${deepRange}`), 10);
await time('count status=ACTIVE, capped SQL (before)', () => countSql('status=ACTIVE', false));
await time('count status=ACTIVE, exact SQL (before, count=exact)', () => countSql('status=ACTIVE', true), 10);
await time('range=0-0&status=ACTIVE&count=exact from the counters (after)', () => after('range=0-0&status=ACTIVE&count=exact'));
await time('regex page 1 name=/bonn/i with its count, no cache (before)', () => before('range=0-19&name=%2Fbonn%2Fi'), 10);
await time('regex page 1 name=/bonn/i with its count, cached (after)', () => after('range=0-19&name=%2Fbonn%2Fi'));
await app.close();
