import type { Page } from '@playwright/test';

/**
 * Counts the page's fetches in flight (the API client, lists, lazy data), so a visit can wait until
 * the page is quiet; the server event stream is an EventSource, not a fetch, and is not counted.
 */
export function countFetches(): void {
  const w = window as unknown as { __inflight: number; __busyAt: number };
  w.__inflight = 0;
  w.__busyAt = 0;
  const original = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    w.__inflight++;
    try {
      return await original(...args);
    } finally {
      w.__inflight--;
      w.__busyAt = performance.now();
    }
  };
}

/**
 * Client-side navigation (no reload, the router follows the history like a link click), then waits
 * until the page is quiet: no spinner in the content and no fetch in flight for 80 ms.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    (window as unknown as { __busyAt: number }).__busyAt = performance.now();
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __inflight: number; __busyAt: number };
      if (w.__inflight > 0 || document.querySelector('.ant-layout-content .ant-spin-spinning'))
        w.__busyAt = performance.now();
      return performance.now() - w.__busyAt > 80;
    },
    undefined,
    { polling: 20, timeout: 15_000 },
  );
}

