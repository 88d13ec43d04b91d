/**
 * `npm run bench`: runs every benchmark of bench/ in turn, each in its own process, and prints
 * their figures. A benchmark that fails (or runs past BENCH_TIMEOUT_MIN minutes, default 30)
 * prints its error and the others still run; the script then exits 1. Benchmarks print figures;
 * one with a budget (bundle) fails when its figure is over it.
 *
 *   npm run bench                       every benchmark
 *   npm run bench -- api                one (or several: api sandbox)
 *   npm run bench -- api --engine=pg    options starting with -- go to the benchmarks run
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
/** The usual order (cheap and independent first); any other bench/*.ts runs after them. */
const ORDER = ['api', 'sandbox', 'table', 'bundle', 'forms', 'cards'];
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MIN ?? 30) * 60_000;

function available(): string[] {
  const found = readdirSync(here)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && f !== 'run.ts')
    .map((f) => f.slice(0, -3));
  return [...ORDER.filter((n) => found.includes(n)), ...found.filter((n) => !ORDER.includes(n)).sort()];
}

interface Outcome {
  name: string;
  status: string;
  seconds: number;
}

let current: ReturnType<typeof spawn> | undefined;

/** Stops the running benchmark and what it started (its own process group). */
function stopCurrent(signal: NodeJS.Signals = 'SIGTERM'): void {
  const pid = current?.pid;
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    current?.kill(signal);
  }
}

function runOne(name: string, args: string[]): Promise<Outcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  return new Promise((resolve) => {
    const file = join(here, `${name}.ts`);
    if (!existsSync(file)) return resolve({ name, status: 'missing', seconds: 0 });
    let timedOut = false;
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { stdio: 'inherit', cwd: join(here, '..'), detached: true });
    current = child;
    const timer = setTimeout(() => {
      timedOut = true;
      console.log(`bench ${name}: still running after ${TIMEOUT_MS / 60_000} min, stopped`);
      stopCurrent();
      setTimeout(() => stopCurrent('SIGKILL'), 10_000).unref();
    }, TIMEOUT_MS);
    child.on('error', (err) => {
      clearTimeout(timer);
      current = undefined;
      console.log(`bench ${name} could not start: ${err.message}`);
      resolve({ name, status: `could not start (${err.message})`, seconds: seconds() });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = undefined;
      const status = timedOut ? 'timed out' : code === 0 ? 'ok' : `failed (${signal ?? `exit code ${code}`})`;
      if (status !== 'ok') console.log(`bench ${name} ${status}: its output above says why; the other benchmarks still run`);
      resolve({ name, status, seconds: seconds() });
    });
  });
}

process.on('SIGINT', () => {
  stopCurrent();
  process.exit(0);
});

const all = available();
const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const passThrough = process.argv.slice(2).filter((a) => a.startsWith('-'));
const unknown = names.filter((n) => !all.includes(n));
if (unknown.length) console.log(`unknown benchmark(s): ${unknown.join(', ')}; available: ${all.join(', ')}`);
const selected = names.length ? names.filter((n) => all.includes(n)) : all;

const outcomes: Outcome[] = [];
for (const name of selected) {
  console.log(`\n=== bench/${name}.ts ${'='.repeat(Math.max(0, 60 - name.length))}`);
  try {
    outcomes.push(await runOne(name, passThrough));
  } catch (err) {
    console.log(`bench ${name} could not run: ${(err as Error).message}`);
    outcomes.push({ name, status: 'could not run', seconds: 0 });
  }
}
console.log('\n=== summary');
for (const o of outcomes) console.log(`${o.name.padEnd(10)} ${o.status.padEnd(28)} ${o.seconds.toFixed(0).padStart(5)} s`);
process.exitCode = outcomes.every((o) => o.status === 'ok') ? 0 : 1;
