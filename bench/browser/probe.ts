/**
 * What a page spends during a step, beside its time: the main thread's long tasks (> 50 ms, noted by a
 * PerformanceObserver installed before the application loads) and the bytes it received (Chrome's
 * Network.loadingFinished encodedDataLength: headers and body as transferred, 0 for what the cache served).
 */
import type { BrowserContext, Page } from 'playwright-core';

/** Installed before the application loads: notes each long task as [start, duration] in `window.benchLongTasks`. */
export function observeLongTasks(): void {
  const tasks: [number, number][] = [];
  (window as unknown as { benchLongTasks: [number, number][] }).benchLongTasks = tasks;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no long task timing in this browser: none counted */
  }
}

/** The long tasks that overlap [from, to] (page times), as their durations. */
export async function longTasksBetween(page: Page, from: number, to: number): Promise<number[]> {
  const tasks = await page.evaluate(() => (window as unknown as { benchLongTasks?: [number, number][] }).benchLongTasks ?? []);
  return tasks.filter(([start, duration]) => start < to && start + duration > from).map(([, duration]) => duration);
}

/** Counts the bytes a page receives; `mark()` then `since(mark)` gives the bytes of a step. */
export class NetworkBytes {
  private finished: number[] = [];

  static async attach(context: BrowserContext, page: Page): Promise<NetworkBytes> {
    const probe = new NetworkBytes();
    const cdp = await context.newCDPSession(page);
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => void probe.finished.push(e.encodedDataLength));
    await cdp.send('Network.enable');
    return probe;
  }

  mark(): number {
    return this.finished.length;
  }

  since(mark: number): number {
    return this.finished.slice(mark).reduce((a, b) => a + b, 0);
  }
}
