import { expect, test, type Page } from '@playwright/test';
import { createRouteSamples, readRouteMap, type RouteSamples } from './routeSamples.ts';
import { signIn } from './helpers.ts';
import { countFetches, visit } from './quietVisit.ts';

/** Seed 000 §2.2-2.6, as written there: every one must be among the visited paths. */
const SPEC_ROUTES =
  `/asset-catalog-items, /asset-service-catalog-items, /depreciation-schedules, /notes, /bookings, /inspections, /postings, /posting-events, /rules, /cases,
  /campaigns, /questions, /projects, /contract-elements, /contract-lots, /asset-lots, /maintenances, /assets, /person-amendments, /scores, /product-catalog-items,
  /documents, /collaterals, /private-equity-assets, /financing-services, /payment-files, /feature-flags, /claims, /communications, /script-logs,
  /users, /batches, /scripts, /flows, /locales, /tasks, /tenants, /tenant, /system-events, /system-logs, /access-logs, /crons, /inventories, /bank-accounts,
  /bank-operations, /bank-transactions, /invoices, /cashflows, /sepas, /camts, /votings, /votes, /committees, /budgets, /external-datas, /credit-lines, /contracts,
  /deals, /agreements, /amendments, /funds, /fundings, /persons, /prospects, /products, /product-element-catalog-items, /product-tables, /amendment-catalog-items,
  /tickets, /time-entries, /rates, /audits, /exports, /imports, /metrics, /key-values, /themes, /icons, /dtxns, /notifications, /object-storage-containers, /chat,
  /calendar, /global-search, /tests, /cache-info,
  /asset-catalog-item, /asset-service-catalog-item, /depreciation-schedule, /user, /batch, /task, /flow, /note, /booking, /posting, /posting-event, /inspection,
  /inventory, /bank-account, /bank-operation, /invoice, /cashflow, /rule, /case, /campaign, /voting, /vote, /committee, /question, /project, /budget,
  /external-data, /credit-line, /contract, /deal, /contract-lot, /asset-lot, /maintenance, /asset, /agreement, /amendment, /fund, /person, /prospect,
  /person-amendment, /score, /product, /product-catalog-item, /document, /product-element-catalog-item, /product-table, /amendment-catalog-item, /ticket,
  /communication, /collateral, /private-equity-asset, /private-equity-operation, /financing-service, /payment-file, /claim, /mapping, /accounting-catalog-item,
  /feature-flag/{flagName}, /locale/{id}, /mapping/{id}, /bank-transaction/{id},
  /contract-element/{id}, /funding/{id}, /sepa/{id}, /camt/{id}, /payment-file-line/{id}, /metric-record/{key}, /request-log/{requestId},
  /object-storage-container/{containerName},
  /content/*, /user-content, /page/*, /catalog/{name}, /edit-catalog/{name}, /documentation, /documentation/api, /documentation-search,
  /database/current-operations, /move-money, /arbitration, /bank/set-overdraft, /app-preload`.split(/,\s*/);

/** Texts that mean a page did not render (error boundary, fallbacks, error notifications). */
const BROKEN = ['Oops, something went wrong', 'Page not found', 'Unknown type', 'Unknown element'];

/** Pages that are empty by design: seed 000 §2.6 "/app-preload (empty page)". */
const EMPTY_BY_DESIGN = new Set(['/app-preload']);

const routeMap = readRouteMap();

/** Every path to visit: entity lists, creation pages and records, then the special pages. */
function pathsToVisit(samples: RouteSamples): string[] {
  const paths: string[] = ['/documentation', ...Object.values(samples.params).flat()];
  for (const info of routeMap.entities) {
    if (info.listRoute) paths.push(info.listRoute);
    if (!info.idOnly) paths.push(info.route);
    paths.push(`${info.route}/${encodeURIComponent(samples.keys.get(info.name) ?? '')}`);
  }
  for (const path of routeMap.special) {
    if (!/[:*]/.test(path)) paths.push(path);
    else expect(samples.params[path], `a sample path for ${path}`).toBeDefined();
  }
  return [...new Set(paths)];
}

/** The spec route a visited path serves: `{...}` and `*` match one or more segments. */
function covered(specRoute: string, visited: string[]): boolean {
  const pattern = new RegExp(`^${specRoute.replace(/\{[^}]+\}/g, '[^/]+').replace('*', '.+')}$`);
  return visited.some((p) => pattern.test(p));
}

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await page.addInitScript(countFetches);
  await signIn(page);
});
test.afterAll(() => page.close());

test('every route of the map renders as the admin, with no error boundary, fallback or error', async () => {
  test.setTimeout(240_000);
  const auth = {
    authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('tabula.auth.token'))}`,
  };
  const samples = await createRouteSamples(page.request, auth, routeMap.entities);
  const paths = pathsToVisit(samples);
  expect(
    SPEC_ROUTES.filter((r) => !covered(r, paths)),
    'spec routes not visited',
  ).toEqual([]);

  const problems: string[] = [];
  let current = '';
  page.on('pageerror', (err) => problems.push(`${current}: page error ${err.message}`));
  for (const path of paths) {
    current = path;
    await visit(page, path);
    if (!EMPTY_BY_DESIGN.has(path)) {
      const content = page.locator('.ant-layout-content').filter({ hasText: /\S/ });
      const shown = await content.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      if (!shown) problems.push(`${path}: empty page`);
    }
    const body = await page.locator('body').innerText();
    const broken = BROKEN.filter((text) => body.includes(text));
    if (broken.length)
      problems.push(
        `${path}: ${body
          .split('\n')
          .filter((l) => BROKEN.some((b) => l.includes(b)))
          .join(' | ')}`,
      );
    if (await page.getByTestId('error-boundary').count()) problems.push(`${path}: error boundary`);
    if (broken.length)
      await page.evaluate(() =>
        document
          .querySelectorAll('.ant-notification-notice-close')
          .forEach((b) => (b as HTMLElement).click()),
      );
  }
  console.log(`visited ${paths.length} routes`);
  expect(problems).toEqual([]);

  await visit(page, samples.shortLink.path);
  await expect(page).toHaveURL(new RegExp(`${samples.shortLink.target}$`));
  await visit(page, '/');
  await expect(page).toHaveURL(/\/home$/);
  await visit(page, '/bank-transaction');
  await expect(page.getByText('Page not found'), 'an id-only entity has no creation page').toBeVisible();
});

test('F9 toggles the decoration mode and Ctrl+Shift+C the debug mode of the admin', async () => {
  await visit(page, '/contracts');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('F9');
  await expect(page.getByTestId('undecorated')).toBeVisible();
  await expect(page.getByTestId('main-menu')).toHaveCount(0);
  await page.keyboard.press('F9');
  await expect(page.getByTestId('main-menu')).toBeVisible();

  const before = await page.evaluate(() => localStorage.getItem('tabula.debug'));
  const [first, second] = before === '1' ? ['OFF', 'ON'] : ['ON', 'OFF'];
  await page.keyboard.press('Control+Shift+C');
  await expect(page.getByText(`Debug mode is now ${first}`)).toBeVisible();
  await page.keyboard.press('Control+Shift+C');
  await expect(page.getByText(`Debug mode is now ${second}`)).toBeVisible();
});
