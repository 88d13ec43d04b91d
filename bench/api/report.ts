/**
 * The report of bench/api (bench/api.ts measures, this prints): the table of every scenario and
 * engine, the targets and ratios of issue 4 and issue 20 items 3-4, and the CPU per request
 * against the targets of issue 20 item 1. Figures and ratios, never a pass/fail.
 */
import os from 'node:os';
import type { LoadResult } from './protocol.ts';

export type Engine = 'pg' | 'pglite';

export interface Scenario {
  key: string;
  label: string;
  paths: string[];
  /** Run with TABULA_JSON_IN_SQL=0 (the JS path, `--js-path`). */
  jsPath?: boolean;
}

export interface Measured {
  scenario: Scenario;
  result?: LoadResult;
  cpu?: CpuPerRequest;
  error?: string;
  probe: string;
}

export interface CpuPerRequest {
  server: number;
  database: number;
  client: number;
}

/** What each engine's run measured, by engine. */
export type Results = Partial<Record<Engine, { rows: number; measured: Measured[] }>>;

const TARGET_P95_MS = 20;
const TARGET_RPS = 3000;
const PGLITE_FACTOR = 2;
/** Issue 20 item 3: a deep page (range=100000-100019) at 1M rows on the server. */
const DEEP_P95_MS = 20;
/** Issue 20 item 1: CPU per request, server + database, ms. */
const CPU_TARGETS: Record<string, number> = { status: 0.8, get: 0.4, regex: 1.5 };

const log = (line: string) => console.log(line);
export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function pad(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
}

/**
 * What the CPU per request allows on this machine's cores with nothing else running: the server is
 * one Node thread (at most one core), and server, database and load generator share the cores.
 */
function cpuCeiling(cpu: CpuPerRequest | undefined): number {
  if (!cpu || !Number.isFinite(cpu.server)) return NaN;
  const all = cpu.server + (Number.isFinite(cpu.database) ? cpu.database : 0) + cpu.client;
  return Math.min(1000 / cpu.server, (os.cpus().length * 1000) / all);
}

/** The table of every scenario of `engines` (in that order), the targets and ratios, then the CPU targets. */
export function printTable(results: Results, engines: readonly Engine[]): void {
  const header = ['scenario', 'engine', 'rows', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'non-2xx', 'CPU ms/req srv+db+gen', 'CPU ceiling', 'p95/20ms', 'req/s / 3000', 'PGlite vs server'];
  const widths = [38, 6, 9, 7, 7, 7, 6, 7, 21, 11, 8, 12, 26];
  log('');
  log(pad(header, widths));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  const server = new Map(results.pg?.measured.map((m) => [m.scenario.key, m.result]) ?? []);
  for (const engine of engines) {
    const run = results[engine];
    if (!run) continue;
    for (const m of run.measured) {
      const r = m.result;
      if (!r) {
        log(pad([m.scenario.label, engine, run.rows.toLocaleString('en-US'), 'failed', '', '', '', '', '', '', '', '', ''], widths));
        continue;
      }
      const s = server.get(m.scenario.key);
      const vsServer = engine === 'pglite' && s ? `p95 ${fmt(r.p95 / s.p95, 2)}x, req/s ÷${fmt(s.rps / r.rps, 2)}` : '';
      const cpu = m.cpu ? `${fmt(m.cpu.server, 2)}+${Number.isFinite(m.cpu.database) ? fmt(m.cpu.database, 2) : 'in srv'}+${fmt(m.cpu.client, 2)}` : '';
      log(pad([
        m.scenario.label, engine, run.rows.toLocaleString('en-US'), fmt(r.p50), fmt(r.p95), fmt(r.p99), fmt(r.rps, 0), String(r.non2xx + r.errors),
        cpu, fmt(cpuCeiling(m.cpu), 0),
        engine === 'pg' ? fmt(r.p95 / TARGET_P95_MS, 2) : '', engine === 'pg' ? fmt(r.rps / TARGET_RPS, 2) : '', vsServer,
      ], widths));
    }
  }
  log('');
  log(`Targets (issue 4): on the server at 1M rows, list p95 < ${TARGET_P95_MS} ms (ratio < 1) and >= ${TARGET_RPS} req/s (ratio >= 1);`);
  log(`PGlite at 200k within ${PGLITE_FACTOR}x of the server (p95 x <= ${PGLITE_FACTOR}, req/s ÷ <= ${PGLITE_FACTOR}). Figures, not a verdict.`);
  // Issue 20 items 3-4: the deep page's own target, and PGlite against the server scenario by scenario
  const deep = server.get('deep');
  if (deep) log(`Issue 20 item 3: deep page p95 < ${DEEP_P95_MS} ms on the server at 1M rows: ${fmt(deep.p95)} ms (${deep.p95 < DEEP_P95_MS ? 'met' : 'not met'}).`);
  for (const m of results.pglite?.measured ?? []) {
    const s = server.get(m.scenario.key);
    if (!s || !m.result) continue;
    const ratio = m.result.p95 / s.p95;
    log(`Issue 20 item 4: PGlite / server p95, ${m.scenario.label}: ${fmt(ratio, 2)}x (${ratio <= PGLITE_FACTOR ? 'within' : 'beyond'} ${PGLITE_FACTOR}x)`);
  }
  log(`CPU ms/req: server process (with PGlite: database included) + PostgreSQL backends + load generator, measured during the run;`);
  log(`CPU ceiling: req/s those costs allow on ${os.cpus().length} idle core(s) (the server is one Node thread). Load average now: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}.`);
  printCpuTargets(results, engines);
}

/** Issue 20 item 1: CPU per request, server + database, against its targets (PGlite: all in the server process). */
function printCpuTargets(results: Results, engines: readonly Engine[]): void {
  const widths = [50, 6, 13, 8, 7];
  log('');
  log('Issue 20 item 1, CPU per request (server + database) against the targets:');
  log(pad(['scenario', 'engine', 'srv+db ms', 'target', 'ratio'], widths));
  for (const engine of engines) {
    for (const m of results[engine]?.measured ?? []) {
      const target = CPU_TARGETS[m.scenario.key.replace(/:js$/, '')];
      if (target === undefined || !m.cpu) continue;
      const total = m.cpu.server + (Number.isFinite(m.cpu.database) ? m.cpu.database : 0);
      log(pad([m.scenario.label, engine, fmt(total, 2), `<= ${target}`, fmt(total / target, 2)], widths));
    }
  }
  log('Ratio <= 1 meets the target. Figures, not a verdict.');
}
