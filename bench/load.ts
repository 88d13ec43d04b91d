/**
 * bench/load (issue 19 item 5): LOAD_USERS virtual users (200) for LOAD_DURATION seconds (300) of
 * mixed reads and writes against the real server running as a child process (`node --import tsx
 * server/index.ts`, as `npm start` runs it), to show that it answers without errors and that its
 * memory stays flat.
 *
 * - Database: PGlite in a fresh temporary folder; with DATABASE_URL, a throwaway database
 *   `tabula_load_<random>` created on that PostgreSQL server and dropped at the end.
 * - Seeds LOAD_SEED_PERSONS persons (300) and LOAD_SEED_CONTRACTS contracts (100, with asset lines:
 *   plan, cashflows and history) through the API, then each virtual user loops without pause
 *   (LOAD_THINK_MS, 0) over: list pages, filtered lists, get one, create a person, patch a
 *   contract (new rate: plan and cashflows computed again, a History entry), a finance plan.
 * - Prints requests, errors (must be 0), p50/p95/p99 per operation and overall, and the server's
 *   RSS every 5 s (LOAD_SAMPLE_S) with its slope in MB per minute, over the run and over its second
 *   half (the first minutes include the warm-up: JIT, caches, the database's buffers filling).
 *
 * - Topology (bench/load/topology.ts): LOAD_INSTANCES instances behind HAProxy, LOAD_POOLER=pgbouncer
 *   for PgBouncer in transaction mode between them and PostgreSQL.
 *
 * Run: npm run bench -- load, or LOAD_DURATION=60 npx tsx bench/load.ts. Exits 1 when a request
 * failed or the server died (timings never fail it).
 */
import http from 'node:http';
import os from 'node:os';
import { PASSWORD, prepareTarget, rssMb, type Server } from './load/server.ts';
import { startTopology, topologyOf } from './load/topology.ts';

const env = process.env;
const num = (v: string | undefined, fallback: number) =>
  v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : fallback;
const DURATION_S = num(env.LOAD_DURATION, 300);
const USERS = num(env.LOAD_USERS, 200);
const THINK_MS = num(env.LOAD_THINK_MS, 0);
const SAMPLE_S = num(env.LOAD_SAMPLE_S, 5);
const SEED_PERSONS = num(env.LOAD_SEED_PERSONS, 300);
const SEED_CONTRACTS = num(env.LOAD_SEED_CONTRACTS, 100);
const REQUEST_TIMEOUT_MS = 30_000;

const log = (line: string) => console.log(line);
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

// ---------------------------------------------------------------------------------------------
// The server process and its database

// ---------------------------------------------------------------------------------------------
// Requests

type Rec = Record<string, unknown>;

interface Answer {
  status: number;
  json?: unknown;
}

let authorization = '';

/**
 * The virtual users' HTTP client: node:http with one kept-alive socket per user. (fetch was tried
 * first: with 200 concurrent requests, undici in Node 20 served a trivial endpoint at a tenth of
 * node:http's rate here, with 10 s tails, so it measured itself rather than the server.)
 */
let agent: http.Agent | undefined;

function call(server: Server, method: string, path: string, body?: unknown): Promise<Answer> {
  agent ??= new http.Agent({ keepAlive: true, maxSockets: USERS + 8 });
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        method,
        path,
        agent,
        headers: {
          authorization,
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = text;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () =>
      req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function signIn(server: Server): Promise<void> {
  const res = await fetch(`${server.url}/api/core/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@master', password: PASSWORD }),
  });
  const token = res.headers.get('authorization');
  if (!res.ok || !token) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  authorization = token;
}

const NAMES = [
  'Acme',
  'Bonnet',
  'Mercier',
  'Girard',
  'Lambert',
  'Fontaine',
  'Rousseau',
  'Vincent',
  'Muller',
  'Leroy',
];
const LINES = [
  {
    asset: { name: 'Excavator' },
    unitPrice: 40000,
    quantity: 1,
    discount: 0.05,
    taxCode: 'FR20',
    supplierRegistration: 'SUP-1',
  },
  { asset: { name: 'Bucket' }, unitPrice: 1500, quantity: 2, discount: 0, taxCode: 'FR20' },
];

let counter = 0;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const personBody = () => ({
  type: 'C',
  name: `${pick(NAMES)} ${++counter}`,
  email: `load${counter}@example.com`,
});
const contractBody = (client: string) => ({
  name: `Load ${++counter}`,
  type: Math.random() < 0.5 ? 'LEASE' : 'LOAN',
  currency: 'EUR',
  startDate: '2026-01-15',
  duration: pick([24, 36, 48]),
  periodicity: '30',
  rate: 0.05,
  persons: [{ role: 'CLIENT', personRegistration: client }],
  orgaRegistration: 'ORG-1',
  assets: LINES,
});

/** Runs `fn` over `items` with `concurrency` at a time. */
async function inParallel<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

interface Seeded {
  persons: string[];
  contracts: string[];
}

async function seed(server: Server): Promise<Seeded> {
  const persons: string[] = [];
  const contracts: string[] = [];
  await inParallel(
    Array.from({ length: SEED_PERSONS }, (_, i) => i),
    8,
    async () => {
      const res = await call(server, 'POST', '/api/person/persons', personBody());
      if (res.status !== 201) throw new Error(`seeding a person: ${res.status} ${JSON.stringify(res.json)}`);
      persons.push(String((res.json as Rec).registration));
    },
  );
  await inParallel(
    Array.from({ length: SEED_CONTRACTS }, (_, i) => i),
    8,
    async () => {
      const res = await call(server, 'POST', '/api/financing/contracts', contractBody(pick(persons)));
      if (res.status !== 201)
        throw new Error(`seeding a contract: ${res.status} ${JSON.stringify(res.json)}`);
      contracts.push(String((res.json as Rec).registration));
    },
  );
  return { persons, contracts };
}

/** The operations of a virtual user, with their weights (chosen at random in proportion). */
function operations(
  data: Seeded,
): { name: string; weight: number; expect: number; run(server: Server): Promise<Answer> }[] {
  return [
    {
      name: 'list page (persons)',
      weight: 10,
      expect: 200,
      run: (s) => {
        const offset = Math.floor(Math.random() * 10) * 20;
        return call(s, 'GET', `/api/person/persons?range=${offset}-${offset + 19}`);
      },
    },
    {
      name: 'list page (contracts, newest)',
      weight: 10,
      expect: 200,
      run: (s) => call(s, 'GET', '/api/financing/contracts?range=0-19&sort=-registration'),
    },
    {
      name: 'filter (persons by name)',
      weight: 8,
      expect: 200,
      run: (s) =>
        call(
          s,
          'GET',
          `/api/person/persons?range=0-19&name=${encodeURIComponent(`/${pick(NAMES).toLowerCase()}/i`)}`,
        ),
    },
    {
      name: 'filter (contracts by status, type)',
      weight: 7,
      expect: 200,
      run: (s) =>
        call(s, 'GET', `/api/financing/contracts?range=0-19&status=DRAFT&type=${pick(['LEASE', 'LOAN'])}`),
    },
    {
      name: 'get one (person)',
      weight: 12,
      expect: 200,
      run: (s) => call(s, 'GET', `/api/person/persons/${pick(data.persons)}`),
    },
    {
      name: 'get one (contract)',
      weight: 13,
      expect: 200,
      run: (s) => call(s, 'GET', `/api/financing/contracts/${pick(data.contracts)}`),
    },
    {
      name: 'create person',
      weight: 10,
      expect: 201,
      run: async (s) => {
        const res = await call(s, 'POST', '/api/person/persons', personBody());
        if (res.status === 201) data.persons.push(String((res.json as Rec).registration));
        return res;
      },
    },
    {
      name: 'patch contract (new plan)',
      weight: 10,
      expect: 200,
      run: (s) =>
        call(s, 'PATCH', `/api/financing/contracts/${pick(data.contracts)}`, {
          rate: Math.round((0.02 + Math.random() * 0.07) * 10_000) / 10_000,
        }),
    },
    {
      name: 'finance plan',
      weight: 20,
      expect: 200,
      run: (s) =>
        call(
          s,
          'GET',
          `/api/finance/plan?rate=${(0.02 + Math.random() * 0.06) / 12}&nper=${pick([12, 36, 60, 120])}&pv=${1000 + Math.floor(Math.random() * 99_000)}&startDate=2026-01-31&decimals=2`,
        ),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Figures

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  if (points.length < 2) return NaN;
  const mx = points.reduce((t, p) => t + p.x, 0) / points.length;
  const my = points.reduce((t, p) => t + p.y, 0) / points.length;
  const num = points.reduce((t, p) => t + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((t, p) => t + (p.x - mx) ** 2, 0);
  return den ? num / den : NaN;
}

interface Stat {
  latencies: number[];
  errors: number;
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  log(
    `bench/load: ${cpus[0]?.model ?? 'cpu'} x ${cpus.length} core(s), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, Node ${process.version}`,
  );
  const topology = topologyOf(env);
  const target = await prepareTarget();
  let running: Awaited<ReturnType<typeof startTopology>> | undefined;
  let failed = false;
  try {
    const t0 = performance.now();
    running = await startTopology(target, topology);
    const live = running.server;
    log(`server: ${target.label}, ${running.label}, pid ${live.child.pid}, ready in ${fmt((performance.now() - t0) / 1000)} s`);
    await signIn(live);
    const t1 = performance.now();
    const data = await seed(live);
    log(
      `seeded ${data.persons.length} persons and ${data.contracts.length} contracts (with plans and cashflows) in ${fmt((performance.now() - t1) / 1000)} s`,
    );
    log(
      `load: ${USERS} virtual users for ${DURATION_S} s, think time ${THINK_MS} ms, RSS sampled every ${SAMPLE_S} s`,
    );

    const ops = operations(data);
    const totalWeight = ops.reduce((t, o) => t + o.weight, 0);
    const stats = new Map(ops.map((o) => [o.name, { latencies: [], errors: 0 } as Stat]));
    const errorSamples: string[] = [];
    let requests = 0;
    const started = performance.now();
    const end = started + DURATION_S * 1000;
    const rss: { x: number; y: number }[] = [];
    let last = { count: 0, at: started };
    const sample = () => {
      const now = performance.now();
      const minutes = (now - started) / 60_000;
      const mb = rssMb(live.child.pid ?? 0);
      rss.push({ x: minutes, y: mb });
      const rate = now > last.at ? ((requests - last.count) * 1000) / (now - last.at) : 0;
      last = { count: requests, at: now };
      log(
        `  t=${fmt(minutes * 60, 0).padStart(4)} s  RSS ${fmt(mb).padStart(7)} MB  requests ${String(requests).padStart(8)}  (${fmt(rate, 0)} req/s since the last sample)`,
      );
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_S * 1000);

    const user = async () => {
      while (performance.now() < end && !live.exited) {
        let r = Math.random() * totalWeight;
        const op = ops.find((o) => (r -= o.weight) < 0) ?? ops[0];
        const stat = stats.get(op.name) as Stat;
        const t = performance.now();
        try {
          const res = await op.run(live);
          stat.latencies.push(performance.now() - t);
          if (res.status !== op.expect) {
            stat.errors++;
            if (errorSamples.length < 10)
              errorSamples.push(`${op.name}: HTTP ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
          }
        } catch (err) {
          stat.latencies.push(performance.now() - t);
          stat.errors++;
          if (errorSamples.length < 10) errorSamples.push(`${op.name}: ${(err as Error).message}`);
        }
        requests++;
        if (THINK_MS > 0) await new Promise((res) => setTimeout(res, THINK_MS));
      }
    };
    await Promise.all(Array.from({ length: USERS }, user));
    clearInterval(sampler);
    sample();
    const seconds = (performance.now() - started) / 1000;

    // per operation, then all together
    log('');
    const widths = [34, 9, 7, 8, 8, 8, 8];
    const row = (cells: string[]) =>
      log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
    row(['operation', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms']);
    log(widths.map((w) => '-'.repeat(w)).join('  '));
    const all: number[] = [];
    let errors = 0;
    for (const op of ops) {
      const s = stats.get(op.name) as Stat;
      const sorted = [...s.latencies].sort((a, b) => a - b);
      all.push(...s.latencies);
      errors += s.errors;
      row([
        op.name,
        String(sorted.length),
        String(s.errors),
        fmt(percentile(sorted, 50)),
        fmt(percentile(sorted, 95)),
        fmt(percentile(sorted, 99)),
        fmt(sorted[sorted.length - 1]),
      ]);
    }
    all.sort((a, b) => a - b);
    log(widths.map((w) => '-'.repeat(w)).join('  '));
    row([
      'all',
      String(all.length),
      String(errors),
      fmt(percentile(all, 50)),
      fmt(percentile(all, 95)),
      fmt(percentile(all, 99)),
      fmt(all[all.length - 1]),
    ]);
    log('');
    log(
      `requests: ${all.length} in ${fmt(seconds)} s (${fmt(all.length / seconds, 0)} req/s), errors: ${errors} (must be 0)`,
    );
    log(
      `latency: p50 ${fmt(percentile(all, 50))} ms, p95 ${fmt(percentile(all, 95))} ms, p99 ${fmt(percentile(all, 99))} ms`,
    );
    const second = rss.filter((p) => p.x >= rss[rss.length - 1].x / 2);
    const ys = rss.map((p) => p.y);
    log(
      `server RSS: ${fmt(ys[0])} MB at the start, ${fmt(ys[ys.length - 1])} MB at the end, ${fmt(Math.max(...ys))} MB at most; ` +
        `slope ${fmt(slope(rss), 2)} MB/min over the run, ${fmt(slope(second), 2)} MB/min over its second half`,
    );
    // the garbage collector's sawtooth hides a slow leak less in the floor: the lowest RSS of each minute
    const floors = new Map<number, { x: number; y: number }>();
    for (const p of rss.slice(1)) {
      const minute = Math.floor(p.x);
      const f = floors.get(minute);
      if (!f || p.y < f.y) floors.set(minute, { x: minute + 0.5, y: p.y });
    }
    // whole minutes only, after the first (the warm-up)
    const whole = [...floors.entries()]
      .filter(([m]) => m >= 1 && m < Math.floor(rss[rss.length - 1].x))
      .map(([, p]) => p);
    if (whole.length >= 2) {
      log(
        `RSS floor (lowest sample of each whole minute after the first): ${whole.map((p) => fmt(p.y, 0)).join(', ')} MB; slope ${fmt(slope(whole), 2)} MB/min`,
      );
    }
    if (errorSamples.length) log(`first errors:\n  ${errorSamples.join('\n  ')}`);
    const shares = await running.shares();
    if (shares) log(`answered per instance (HAProxy): ${shares}`);
    if (live.exited) log(`the server exited during the run:\n${live.output()}`);
    failed = errors > 0 || live.exited;
  } finally {
    agent?.destroy();
    await running?.stop();
    await target.cleanup().catch((err: Error) => log(`cleanup failed: ${err.message}`));
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
