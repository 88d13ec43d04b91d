/** Waits until the page's watch (watch.ts) says complete; an error naming the step, with what the page shows, after `timeoutMs`. */
import type { Page } from 'playwright-core';
import { pageState, type Watch } from './watch.ts';

export async function waitComplete(page: Page, step: string, timeoutMs: number): Promise<Watch> {
  try {
    await page.waitForFunction(() => (window as unknown as { benchWatch?: Watch }).benchWatch?.fullAt !== undefined, null, { timeout: timeoutMs, polling: 100 });
  } catch (err) {
    const state = await page.evaluate(pageState).catch(() => ({}));
    throw new Error(`step "${step}" did not complete within ${timeoutMs / 1000} s (${(err as Error).message.split('\n')[0]}); page state ${JSON.stringify(state)}`);
  }
  return page.evaluate(() => (window as unknown as { benchWatch: Watch }).benchWatch);
}
