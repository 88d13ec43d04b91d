/** One measured step of the journey: watch installed, the action, complete (bench/browser/watch.ts), its long tasks and bytes. */
import type { Page } from 'playwright-core';
import { longTasksBetween, type NetworkBytes } from '../browser/probe.ts';
import { waitComplete } from '../browser/waitComplete.ts';
import { describe, rounds, type Waterfall } from '../browser/waterfall.ts';
import { watchInPage, type Watch, type WatchOptions } from '../browser/watch.ts';

export const STEP_TIMEOUT_MS = 30_000;

export interface StepResult {
  step: string;
  /** Action to complete (the last painted change). */
  ms: number;
  /** Action to the last painted change inside the viewport. */
  screenMs: number;
  longTasks: number;
  longMaxMs: number;
  bytes: number;
  /** With a waterfall: the step's requests, one line each (times from the action), and its sequential rounds up to complete. */
  waterfall?: { lines: string[]; requests: number; rounds: number; completeMs: number };
}

/**
 * Measures `act` as step `step`: `watch` is installed in the page first unless it starts at the
 * navigation (installed before the page loads then, by the caller).
 */
export async function measure(page: Page, net: NetworkBytes, step: string, watch: WatchOptions, act: () => Promise<unknown>, waterfall?: Waterfall): Promise<StepResult> {
  const mark = net.mark();
  const wMark = waterfall?.mark() ?? 0;
  if (watch.start !== 'navigation') await page.evaluate(watchInPage, watch);
  await act();
  const w: Watch = await waitComplete(page, step, STEP_TIMEOUT_MS);
  const tasks = await longTasksBetween(page, w.startAt!, w.fullAt!);
  let requests: StepResult['waterfall'];
  if (waterfall) {
    const origin = (await page.evaluate(() => performance.timeOrigin)) + w.startAt!;
    const list = waterfall.since(wMark).filter((r) => r.startMs <= origin + (w.fullAt! - w.startAt!));
    const lines = describe(list, origin);
    const tasksAt = await page.evaluate(() => (window as unknown as { benchLongTasks?: [number, number][] }).benchLongTasks ?? []);
    for (const [start, duration] of tasksAt) if (start < w.fullAt! && start + duration > w.startAt!) lines.push(`  long task at ${Math.round(start - w.startAt!)} ms: ${Math.round(duration)} ms`);
    requests = { lines, requests: list.length, rounds: Math.max(0, ...rounds([...list].sort((a, b) => a.startMs - b.startMs))), completeMs: w.fullAt! - w.startAt! };
  }
  return {
    step,
    ms: w.fullAt! - w.startAt!,
    screenMs: w.screenAt! - w.startAt!,
    longTasks: tasks.length,
    longMaxMs: tasks.length ? Math.max(...tasks) : 0,
    bytes: net.since(mark),
    ...(requests ? { waterfall: requests } : {}),
  };
}

/** For a `manual` watch: notes the action's time in the page and runs `action` there at once (a Back, a scroll). */
export function startManually(page: Page, action: string): Promise<unknown> {
  return page.evaluate((code) => {
    (window as unknown as { benchWatch: Watch }).benchWatch.startAt = performance.now();
    // the actions are fixed strings of this benchmark, run through the page's own history/DOM
    if (code === 'back') history.back();
    else if (code === 'back2') history.go(-2);
    else if (code === 'plan') document.querySelector('[data-testid="card-paymentPlan"]')?.scrollIntoView({ block: 'start' });
  }, action);
}
