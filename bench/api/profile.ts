/**
 * Where the server's CPU goes per request (issue 20 item 1): builds the app on the bench database
 * (bench/api seeds it), signs in, loads one scenario of bench/api over real HTTP from a second
 * process (bench/api/load.ts) and samples the server's main thread with the V8 profiler during the
 * measured run (after the warm-up). Prints the CPU per request (server, database backends), then
 * the top costs per request: by function (self and total), by area (pg driver, Fastify, Node's
 * HTTP and sockets, async hooks, JWT, project files) and by project file (total), and writes the
 * profile for Chrome's DevTools.
 *
 *   npx tsx bench/api/profile.ts get            # GET one by registration
 *   npx tsx bench/api/profile.ts status --js-path --seconds=10 --connections=10 --out=/tmp/status.cpuprofile
 *   npx tsx bench/api/profile.ts status --pglite   # on bench/api's PGlite folder (seeded by a bench/api run; the database's work is then in the profile)
 *
 * BENCH_DATABASE_URL as bench/api (default postgres://postgres:postgres@localhost:5432/tabula_bench).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { build } from '../../server/app.ts';
import { pgBackendsCpuMs } from './pgCpu.ts';
import { MEASURING, type LoadResult, type LoadSpec } from './protocol.ts';
import { apiScenarios } from './scenarios.ts';
import { seededRows } from './seed.ts';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const KEY = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'get';
const SECONDS = Number(flag('seconds') ?? 10);
const WARMUP = Number(flag('warmup') ?? 3);
const CONNECTIONS = Number(flag('connections') ?? 10);
const OUT = flag('out') ?? `/tmp/tabula-profile-${KEY}.cpuprofile`;
const TOP = Number(flag('top') ?? 30);
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres:postgres@localhost:5432/tabula_bench';
const PASSWORD = 'Bench-Api-Passw0rd-1';
const root = join(import.meta.dirname, '..', '..');
if (process.argv.includes('--js-path')) process.env.TABULA_JSON_IN_SQL = '0';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Runs the load generator; `onMeasuring` when its warm-up is over. */
function load(spec: LoadSpec, onMeasuring: () => Promise<void>): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'load.ts'), JSON.stringify(spec)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    let started: Promise<void> | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!started && stdout.includes(`${MEASURING}\n`)) started = onMeasuring();
    });
    child.on('close', (code) => {
      void (started ?? Promise.resolve()).then(() => {
        try {
          resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '') as LoadResult);
        } catch {
          reject(new Error(`load generator exited with ${code}`));
        }
      });
    });
  });
}

const shortUrl = (url: string) => {
  const i = url.indexOf('node_modules/');
  if (i >= 0) return url.slice(i + 'node_modules/'.length);
  return url.replace(`file://${root}/`, '').replace(/^file:\/\//, '');
};

/** The area of a frame: a dependency, a part of Node, a project file, or V8's own. */
function areaOf(frame: ProfileNode['callFrame']): string {
  const url = frame.url;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const dep = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (dep) {
    if (/^pg(-|$)|^pgpass|^postgres-/.test(dep)) return 'pg driver';
    if (/^fastify$|^@fastify\/|^find-my-way|^light-my-request|^avvio|^fast-json-stringify|^secure-json-parse|^fast-querystring|^toad-cache|^process-warning|^abstract-logging|^rfdc|^fast-decode-uri-component/.test(dep)) return 'fastify';
    return dep;
  }
  if (url.startsWith('node:')) {
    if (/async_hooks|async_local_storage|promise_hooks/.test(url)) return 'node: async hooks (AsyncLocalStorage)';
    if (/_http|internal\/http/.test(url)) return 'node: http';
    if (/net|stream|socket|tcp/.test(url)) return 'node: net/streams';
    if (/crypto/.test(url)) return 'node: crypto';
    return `node: ${url.slice(5).split('/').slice(-1)[0]}`;
  }
  return shortUrl(url);
}

function summarise(profile: CpuProfile, requests: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (f: ProfileNode['callFrame']) => `${f.functionName || '(anonymous)'} ${f.url ? `${shortUrl(f.url)}:${f.lineNumber + 1}` : ''}`.trim();
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const selfArea = new Map<string, number>();
  const totalFile = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  let busy = 0;
  const stacks = new Map<number, ProfileNode[]>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === '(idle)') continue;
    busy += ms;
    let stack = stacks.get(id);
    if (!stack) {
      stack = [];
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) stack.push(byId.get(n)!);
      stacks.set(id, stack);
    }
    add(self, label(leaf.callFrame), ms);
    add(selfArea, areaOf(leaf.callFrame), ms);
    const seen = new Set<string>();
    const files = new Set<string>();
    for (const frame of stack) {
      const l = label(frame.callFrame);
      if (!seen.has(l)) {
        seen.add(l);
        add(total, l, ms);
      }
      const url = frame.callFrame.url;
      if (url.startsWith(`file://${root}/`) && !url.includes('node_modules/')) files.add(shortUrl(url));
    }
    for (const f of files) add(totalFile, f, ms);
  }
  const per = (ms: number) => `${((ms / requests) * 1000).toFixed(1).padStart(7)} µs ${((ms / busy) * 100).toFixed(1).padStart(5)} %`;
  const print = (title: string, m: Map<string, number>, top = TOP) => {
    console.log(`\n${title} (per request, share of the busy time):`);
    for (const [k, v] of [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${per(v)}  ${k}`);
  };
  console.log(`\nsampled busy time ${((busy / requests) * 1000).toFixed(1)} µs per request over ${requests} requests`);
  print('self time by area', selfArea, 20);
  print('self time by function', self);
  print('total time by project file', totalFile, 25);
  print('total time by function', total, TOP * 2);
}

const PGLITE = process.argv.includes('--pglite');
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR || join(root, '.tmp', 'bench-api-pglite');
const app = await build(PGLITE ? { dataDir: PGLITE_DIR, adminPassword: PASSWORD, demoData: false, logger: false } : { databaseUrl: PG_URL, adminPassword: PASSWORD, demoData: false, logger: false });
try {
  const info = app.tabula.registry.get('Contract');
  const { rows } = await app.tabula.db.admin((q) => seededRows(q, info));
  const scenario = apiScenarios(info, rows).find((s) => s.key === KEY);
  if (!scenario) throw new Error(`no scenario ${KEY}`);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(`${address}/api/core/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@master', password: PASSWORD }) });
  const authorization = res.headers.get('authorization');
  if (!res.ok || !authorization) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  const db = PGLITE ? undefined : new URL(PG_URL).pathname.slice(1);
  let start = { cpu: process.cpuUsage(), db: 0 };
  const result = await load({ url: address, headers: { authorization }, paths: scenario.paths, connections: CONNECTIONS, duration: SECONDS, warmup: WARMUP }, async () => {
    start = { cpu: process.cpuUsage(), db: pgBackendsCpuMs(db) };
    await session.post('Profiler.start');
  });
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
  const cpu = process.cpuUsage(start.cpu);
  const dbMs = pgBackendsCpuMs(db) - start.db;
  session.disconnect();
  writeFileSync(OUT, JSON.stringify(profile));
  const n = Math.max(1, result.requests);
  console.log(`${scenario.label}${process.env.TABULA_JSON_IN_SQL === '0' ? ' (JS path)' : ''}: ${result.requests} requests, ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, ${result.non2xx} non-2xx`);
  console.log(`CPU per request (profiler on): server ${((cpu.user + cpu.system) / 1000 / n).toFixed(3)} ms (user ${(cpu.user / 1000 / n).toFixed(3)}, system ${(cpu.system / 1000 / n).toFixed(3)}), database ${(dbMs / n).toFixed(3)} ms; profile written to ${OUT}`);
  summarise(profile, n);
} finally {
  await app.close();
}
