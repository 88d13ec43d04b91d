import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';
import { addProfiles, bearerOf, createUserWithPassword, E2E_USER_PASSWORD, uniqueUsername } from './identityApi.ts';

/**
 * The main screens on the demo lender in English, French, Arabic and the dark scheme: no console
 * error, no failed request, no enumeration code in a status or type column, no shape or property
 * name as a section title (issue 17 item 9).
 */
const SCREENS = ['/home', '/contracts', '/invoices', '/persons', '/credit-lines'];
/** An enumeration code as stored: DRAFT, IN_PROGRESS, C. */
const CODE = /^[A-Z][A-Z_]*$/;
/** Type names of shared shapes, and bare property names, that must never title a section. */
const INTERNAL_TITLE = /^([A-Z][a-z0-9]+){2,}$|^[a-z]+[A-Z][A-Za-z]*$|^invoicing$/;

const darkUser = uniqueUsername('e2e-screens-dark');

/** The WCAG contrast ratio of two computed CSS colours (`rgb(r, g, b)`). */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The dates of a list column (`.ag-cell[col-id=...]`), trimmed, empty ones left out. */
async function columnDates(page: Page, col: string): Promise<string[]> {
  const texts = await page.locator(`.ag-center-cols-container .ag-cell[col-id="${col}"]`).allInnerTexts();
  return texts.map((s) => s.trim()).filter(Boolean);
}

test.beforeAll(async ({ request }) => {
  const admin = await bearerOf(request);
  await addProfiles(request, admin, { E2E_SCREENS: ['read all', 'write all'] });
  await createUserWithPassword(request, admin, darkUser, ['E2E_SCREENS']);
  const headers = await bearerOf(request, darkUser, E2E_USER_PASSWORD);
  const saved = await request.post(`/api/core/users/${encodeURIComponent(darkUser)}/preferences`, {
    headers,
    data: { type: 'UI', groupId: 'THEMING', value: { colorScheme: 'dark' } },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
});

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.request().method()} ${r.url()}`));
  return problems;
}

async function visitMainScreens(page: Page): Promise<void> {
  for (const path of SCREENS) {
    await page.goto(path);
    if (path === '/home') {
      await expect(page.getByTestId('home-dashboard')).toBeVisible();
      continue;
    }
    await expect(page.locator('.ag-row').first()).toBeVisible();
    // every list here has a status column: the check below reads real cells
    await expect(page.locator('.ag-center-cols-container .ag-cell[col-id="status"]').first()).toBeVisible();
    for (const col of ['status', 'type']) {
      const cells = page.locator(`.ag-center-cols-container .ag-cell[col-id="${col}"]`);
      await expect.poll(async () => (await cells.allInnerTexts()).map((s) => s.trim()).filter((s) => CODE.test(s)), { message: `${path} ${col} shows codes` }).toEqual([]);
    }
  }
  // a contract card: its sections are titled by labels
  await page.goto('/contracts?status=ACTIVE');
  await page.locator('.ag-row a').first().click();
  await expect(page.getByTestId('card-title')).toBeVisible();
  await expect(page.getByTestId('save')).toBeVisible();
  const legends = (await page.locator('legend').allInnerTexts()).map((s) => s.trim());
  expect(legends.filter((s) => INTERNAL_TITLE.test(s))).toEqual([]);
  // its side tables (the invoices): statuses by their labels, never a code while the labels load
  const tags = page.locator('.ant-table-tbody .ant-tag');
  await expect(tags.first()).toBeVisible();
  await expect.poll(async () => (await tags.allInnerTexts()).map((s) => s.trim()).filter((s) => CODE.test(s)), { message: 'side table tags show codes' }).toEqual([]);
  // an invoice card (an entity without a layout script of its own): drawn, nothing fails
  await page.goto('/invoices?status=SENT');
  await page.locator('.ag-row a').first().click();
  await expect(page.getByTestId('card-title')).toBeVisible();
  await expect(page.getByTestId('save')).toBeVisible();
}

for (const [language, menuGroup, dir] of [
  ['en-EU', 'Financing', 'ltr'],
  ['fr', 'Financement', 'ltr'],
  ['ar', 'التمويل', 'rtl'],
] as const) {
  test(`the main screens in ${language}: translated chrome, labels not codes, no error, no failed request`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('tabula.locale', code), language);
    const problems = watch(page);
    await signIn(page);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByTestId('main-menu').getByText(menuGroup, { exact: true })).toBeVisible();
    await visitMainScreens(page);
    // one date format per locale: the contract list's start dates as the card shows them
    await page.goto('/contracts?status=ACTIVE');
    await expect(page.locator('.ag-row').first()).toBeVisible();
    // the rows can show before their date cells are filled in: wait for the dates
    await expect.poll(async () => (await columnDates(page, 'startDate')).length).toBeGreaterThan(0);
    const dates = await columnDates(page, 'startDate');
    for (const d of dates) expect(d).toMatch(language === 'fr' ? /^\d{2}\/\d{2}\/\d{4}$/ : /^\d{2}-\d{2}-\d{4}$/);
    if (language === 'fr') {
      // statuses and transitions in French: the list's badges, the card's header and its Workflow card
      await expect(page.locator('.ag-center-cols-container .ag-cell[col-id="status"]').first()).toHaveText('Actif');
      await page.locator('.ag-row a').first().click();
      await expect(page.getByTestId('status-badge')).toHaveText('Actif');
      await expect(page.getByTestId('workflow-current')).toHaveText('Actif');
      await expect(page.getByTestId('transition-bar')).toContainText('Suspendre');
      await expect(page.getByTestId('transition-bar')).toContainText('Résilier');
    }
    expect(problems).toEqual([]);
  });
}

test('the main screens in the dark scheme: no error, no failed request, labels not codes', async ({ page }) => {
  const problems = watch(page);
  await signIn(page, darkUser, E2E_USER_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await visitMainScreens(page);
  // the contract card's status badge takes the dark palette, its text readable (4.5:1)
  const badge = page.getByTestId('status-badge');
  await expect(badge).toBeVisible();
  const [color, background] = await badge.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  expect(contrast(background, 'rgb(0, 0, 0)'), `badge background ${background}`).toBeLessThan(3);
  expect(contrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
  // the list status tags too
  await page.goto('/contracts');
  const tag = page.locator('.ag-center-cols-container .ag-cell[col-id="status"] .ant-tag').first();
  await expect(tag).toBeVisible();
  const [tagColor, tagBackground] = await tag.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  expect(contrast(tagColor, tagBackground), `${tagColor} on ${tagBackground}`).toBeGreaterThanOrEqual(4.5);
  // the kanban: eight status columns at full width, the board scrolls sideways, the page does not
  await page.getByTestId('view-toggle').getByText('Kanban').click();
  const columns = page.getByTestId('kanban-column');
  await expect(columns).toHaveCount(8);
  const board = await page.getByTestId('kanban-board').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, right: el.getBoundingClientRect().right }));
  expect(board.scroll).toBeGreaterThan(board.client);
  expect(board.right).toBeLessThanOrEqual(page.viewportSize()!.width);
  for (const box of await columns.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width))) expect(box).toBeGreaterThanOrEqual(259);
  const columnBackground = await columns.first().evaluate((el) => getComputedStyle(el).backgroundColor);
  // the theme's fill (a faint white veil on the dark page), not a light grey of its own
  expect(columnBackground).not.toBe('rgb(250, 250, 250)');
  const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(columnBackground)?.[1] ?? 1);
  expect(alpha < 0.2 || contrast(columnBackground, 'rgb(0, 0, 0)') < 3, columnBackground).toBe(true);
  expect(problems).toEqual([]);
});
