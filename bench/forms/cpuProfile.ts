/**
 * Where the browser's main thread spends its time, for bench/forms and bench/cards `--profile`: a
 * CPU profile (Chrome DevTools Protocol `Profiler`) between two points, summed by function (self
 * time) and by the bundle part a function comes from. Read with an unminified build (`vite build
 * --minify false`), else the names are the minifier's.
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface ProfileSummary {
  totalMs: number;
  /** Self time per function, largest first. */
  functions: { name: string; ms: number }[];
  /** Total time per function (itself and what it called; a React component: its body and hooks), largest first. */
  inclusive: { name: string; ms: number }[];
}

/** Starts sampling the page's main thread (every 200 us). */
export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

const fileOf = (url: string) => url.split('?')[0].split('/').pop() ?? '';

/** Stops sampling and sums the samples' time by function (idle and the program's own work apart). */
export async function stopProfile(cdp: CDPSession): Promise<ProfileSummary> {
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  // BENCH_PROFILE_OUT=<file.cpuprofile>: the raw profile too, to open in the browser's DevTools (Performance panel)
  if (process.env.BENCH_PROFILE_OUT) writeFileSync(process.env.BENCH_PROFILE_OUT, JSON.stringify(profile));
  await cdp.send('Profiler.disable');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (f: CallFrame) =>
    f.url ? `${f.functionName || '(anonymous)'} ${fileOf(f.url)}:${f.lineNumber + 1}` : f.functionName;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i]);
    const ms = (deltas[i + 1] ?? 0) / 1000; // a sample's time is the gap to the next one
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const name = nameOf(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const n = byId.get(id);
      const key = n && n.callFrame.url ? nameOf(n.callFrame) : undefined;
      if (!key || seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
    }
    total += ms;
  }
  const sorted = (m: Map<string, number>) =>
    [...m].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { totalMs: total, functions: sorted(self), inclusive: sorted(inclusive) };
}

/**
 * Prints the busiest functions of a profile: self time, then total time of the functions whose name
 * starts with a capital (React components: their own body and hooks, not their children).
 */
export function printProfile(label: string, summary: ProfileSummary, top = 25): void {
  const line = (f: { name: string; ms: number }) =>
    `  ${f.ms.toFixed(1).padStart(8)} ms  ${((100 * f.ms) / summary.totalMs).toFixed(1).padStart(5)} %  ${f.name.slice(0, 120)}`;
  console.log(
    `${label}: ${summary.totalMs.toFixed(0)} ms sampled on the main thread (idle excluded); self time by function:`,
  );
  for (const f of summary.functions.slice(0, top)) console.log(line(f));
  console.log(`${label}: total time of the components (capitalised functions; body and hooks):`);
  for (const f of summary.inclusive.filter((x) => /^[A-Z]/.test(x.name)).slice(0, top)) console.log(line(f));
}
