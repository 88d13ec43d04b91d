/**
 * The scripted day of bench/journey, in one fresh browser context (empty HTTP cache, no stored
 * session, no service worker): a cold login page, sign-in, the contracts list, a typed filter, a
 * contract card, its payment plan, its client's card, back, one of its invoices, back to the list,
 * the card again and a save. Selectors are those of the end-to-end specs (tests/e2e).
 */
import type { Browser } from 'playwright-core';
import { NAME_HELPER } from '../browser/chromium.ts';
import { NetworkBytes, observeLongTasks } from '../browser/probe.ts';
import { Waterfall } from '../browser/waterfall.ts';
import { countFetches, watchInPage, type Ready, type WatchOptions } from '../browser/watch.ts';
import { measure, startManually, type StepResult } from './measure.ts';
import { timeNotification } from './notify.ts';

const QUIET_MS = 600;
const card = (path: string, extra: string[] = []): Ready => ({
  path,
  present: ['[data-testid="card-columns"]', ...extra],
  text: ['[data-testid="card-title"]'],
  networkIdle: true,
});
const LIST: Ready = {
  path: '^/contracts$',
  present: ['.ag-center-cols-container .ag-row'],
  text: ['[data-testid="rows-count"]'],
  networkIdle: true,
};
const watch = (ready: Ready, start: WatchOptions['start'] = 'click'): WatchOptions => ({ quietMs: QUIET_MS, start, ready });
const FIRST_NAME_CELL = '.ag-center-cols-container .ag-row[row-index="0"] .ag-cell[col-id="name"]';

export interface DayResult {
  steps: StepResult[];
  notifyMs: number;
}

/** `waterfall`: each step also records its requests (bench/browser/waterfall.ts). */
export async function runDay(browser: Browser, base: string, password: string, options: { waterfall?: boolean } = {}): Promise<DayResult> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  try {
    await context.addInitScript({ content: NAME_HELPER });
    await context.addInitScript(observeLongTasks);
    await context.addInitScript(countFetches);
    const page = await context.newPage();
    const net = await NetworkBytes.attach(context, page);
    const requests = options.waterfall ? await Waterfall.attach(context, page) : undefined;
    const steps: StepResult[] = [];
    const step = async (name: string, w: WatchOptions, act: () => Promise<unknown>) => void steps.push(await measure(page, net, name, w, act, requests));

    // cold: the only document load of the run; its watch starts with the page (navigation start = 0)
    const usable = watch({ path: '^/authentication/login-page$', present: ['[data-testid="login-username"]', '[data-testid="login-password"]', '[data-testid="login-submit"]:not([disabled])'] }, 'navigation');
    await context.addInitScript(watchInPage, usable);
    await step('coldLogin', usable, () => page.goto(`${base}/authentication/login-page`));

    await page.getByTestId('login-username').fill('admin@master');
    await page.getByTestId('login-password').fill(password);
    const dashboard: Ready = {
      path: '^/home$',
      present: ['[data-testid="home-dashboard"]', ...['outstanding', 'new-business', 'invoices-due', 'invoices-overdue', 'my-tasks'].map((id) => `[data-testid="tile-${id}"]`), '[data-testid="chart-contracts-by-status"] svg path', '[data-testid="chart-new-business"] svg'],
      text: ['[data-testid="current-user"]'],
      networkIdle: true,
    };
    await step('signIn', watch(dashboard), () => page.getByTestId('login-submit').click());

    const menu = page.getByTestId('main-menu');
    const contracts = menu.getByText('Contracts', { exact: true });
    if (!(await contracts.isVisible())) await menu.getByText('Financing', { exact: true }).click();
    await step('list', watch(LIST), () => contracts.click());

    // the contracts list has no status control (no KPI strip, its search fields are the registration
    // and the name): the filter is typed in the list's search box, the first word of the first row's
    // name, measured from the Enter that submits it (tests/e2e/table.spec.ts searches the same way)
    const word = ((await page.locator(FIRST_NAME_CELL).textContent()) ?? '').trim().split(/\s+/)[0];
    const search = page.getByTestId('list-search').locator('input').or(page.locator('input[data-testid="list-search"]')).first();
    await search.fill(word);
    await step('filter', watch({ ...LIST, query: 'filter=' }, 'keydown'), () => search.press('Enter'));

    await step('card', watch(card('^/contract/')), () => page.locator(FIRST_NAME_CELL).click());
    const contractPath = new URL(page.url()).pathname;

    await step('plan', watch({ present: ['[data-testid="payment-plan"] tbody tr.ant-table-row', '[data-testid="plan-chart"] svg'], networkIdle: true }, 'manual'), () => startManually(page, 'plan'));

    await step('person', watch(card('^/person/', ['[data-testid="exposure"]'])), () => page.locator('[data-testid="card-persons"] a').first().click());

    await step('backToCard', watch(card(`^${contractPath}$`), 'manual'), () => startManually(page, 'back'));

    await step('invoice', watch(card('^/invoice/')), () => page.locator('[data-testid="card-invoices"] a').first().click());

    await step('backToList', watch({ ...LIST, query: 'filter=' }, 'manual'), () => startManually(page, 'back2'));

    await step('cardAgain', watch(card(`^${contractPath}$`)), () => page.locator(FIRST_NAME_CELL).click());

    // a harmless change: the contract's name gains or loses a trailing mark, run after run
    const name = page.locator('#root_name');
    const current = await name.inputValue();
    await name.fill(current.endsWith(' ·') ? current.slice(0, -2) : `${current} ·`);
    const saved: WatchOptions = { quietMs: 0, start: 'click', immediate: true, busy: ':not(*)', ready: { textMatch: { selector: '.ant-notification-notice, .ant-message-notice', pattern: '" (saved|created)' } } };
    await step('save', saved, () => page.getByTestId('save').click());

    const notifyMs = await timeNotification(page);
    return { steps, notifyMs };
  } finally {
    await context.close();
  }
}
