/** The journey's table per engine and its summary (percentiles, targets met or not). */
import { percentile } from '../browser/stats.ts';
import type { DayResult } from './day.ts';
import { LONG_TASK_TARGET_MS, NOTIFY_TARGET_MS, STEPS } from './targets.ts';

export interface StepSummary {
  step: string;
  p50: number;
  p75: number;
  p95: number;
  targetMs: number | null;
  met: boolean | null;
  longTasks: number;
  longMaxMs: number;
  longMet: boolean;
  bytesP50: number;
}

export interface Summary {
  steps: StepSummary[];
  notify: { p50: number; p75: number; targetMs: number; met: boolean };
}

const round = (n: number) => Math.round(n);

export function summarise(days: DayResult[]): Summary {
  const steps = STEPS.map(({ key, targetMs }) => {
    const results = days.flatMap((d) => d.steps.filter((s) => s.step === key));
    const times = results.map((r) => r.ms);
    const p75 = percentile(times, 75);
    const longMaxMs = Math.max(0, ...results.map((r) => r.longMaxMs));
    return {
      step: key,
      p50: round(percentile(times, 50)),
      p75: round(p75),
      p95: round(percentile(times, 95)),
      targetMs: targetMs ?? null,
      met: targetMs === undefined ? null : p75 < targetMs,
      longTasks: results.reduce((a, r) => a + r.longTasks, 0),
      longMaxMs: round(longMaxMs),
      longMet: longMaxMs <= LONG_TASK_TARGET_MS,
      bytesP50: round(percentile(results.map((r) => r.bytes), 50)),
    };
  });
  const notify = days.map((d) => d.notifyMs);
  const p75 = percentile(notify, 75);
  return { steps, notify: { p50: round(percentile(notify, 50)), p75: round(p75), targetMs: NOTIFY_TARGET_MS, met: p75 < NOTIFY_TARGET_MS } };
}

const kb = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${bytes} B`);

/** A Markdown table (it reads in a terminal and goes as is into docs/performance.md). */
export function table(summary: Summary, runs: number): string {
  const label = (key: string) => STEPS.find((s) => s.key === key)?.label ?? key;
  const lines = [
    `| step (${runs} runs) | p50 | p75 | p95 | target (p75) | long tasks (count, max) | bytes (p50) |`,
    '|---|---|---|---|---|---|---|',
    ...summary.steps.map((s) => {
      const target = s.targetMs === null ? 'figure' : `< ${s.targetMs} ms: ${s.met ? 'met' : '**not met**'}`;
      const long = `${s.longTasks}, max ${s.longMaxMs} ms${s.longMet ? '' : ' (**> 100**)'}`;
      return `| ${label(s.step)} | ${s.p50} | ${s.p75} | ${s.p95} | ${target} | ${long} | ${kb(s.bytesP50)} |`;
    }),
    `| notification to the open client's bell | ${summary.notify.p50} | ${summary.notify.p75} | | < ${summary.notify.targetMs} ms: ${summary.notify.met ? 'met' : '**not met**'} | | |`,
  ];
  return lines.join('\n');
}
