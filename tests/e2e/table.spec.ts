import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';
import { signIn } from './helpers.ts';

const prefix = `Tbl${Date.now().toString(36)}`;
const invoices = [
  { name: `${prefix} Alpha`, paid: true, dueDate: '2024-01-15', amountExclTax: 1000, amountInclTax: 1000, currency: 'EUR' },
  { name: `${prefix} Beta`, paid: false, dueDate: '2024-02-15', amountExclTax: 250.5, amountInclTax: 250.5, currency: 'EUR' },
  { name: `${prefix} Gamma`, paid: true, dueDate: '2024-06-15', amountExclTax: 75, amountInclTax: 75, currency: 'USD' },
];
/** The transitions that take a draft invoice to PAID (a client creates drafts only, seed 002 §4). */
const TO_PAID = ['validate', 'send', 'pay'];

async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/core/auth/login', { data: { username: 'admin@master', password: E2E_ADMIN_PASSWORD } });
  expect(res.ok()).toBe(true);
  return res.headers().authorization;
}

const rowsCount = (page: Page) => page.getByTestId('rows-count');
const searchBox = (page: Page) => page.getByTestId('list-search').locator('input').or(page.locator('input[data-testid="list-search"]')).first();

async function openAdvancedSearch(page: Page) {
  await page.getByTestId('toggle-advanced-search').click();
  await expect(page.getByTestId('advanced-search')).toBeVisible();
}

async function searchPaidInQ1(page: Page) {
  await openAdvancedSearch(page);
  await page.locator('#search-name').fill(prefix);
  await page.locator('#search-status').fill('PAID');
  await page.locator('#search-status').press('Enter');
  await page.locator('#search-dueDate-from').fill('2024-01-01');
  await page.locator('#search-dueDate-from').press('Enter');
  await page.locator('#search-dueDate-to').fill('2024-03-31');
  await page.locator('#search-dueDate-to').press('Enter');
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const authorization = await token(request);
  for (const { paid, ...data } of invoices) {
    const res = await request.post('/api/billing/invoices', { data, headers: { authorization } });
    expect(res.status()).toBe(201);
    const registration = String(((await res.json()) as { registration: string }).registration);
    for (const code of paid ? TO_PAID : []) {
      const moved = await request.get(`/api/billing/invoices/${registration}/transitions/${code}`, { headers: { authorization } });
      expect(moved.status(), await moved.text()).toBe(200);
    }
  }
  // A person too, so the text search runs on the persons list the brief names.
  const person = await request.post('/api/person/persons', { data: { type: 'C', name: `${prefix} Leasing` }, headers: { authorization } });
  expect(person.status()).toBe(201);
});

test('text search writes the filter to the URL and finds the rows', async ({ page }) => {
  await signIn(page);
  await page.goto('/persons');
  await searchBox(page).fill(`${prefix} Leas`);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`filter=${prefix}`));
  await expect(rowsCount(page)).toHaveText('1 row');
  await expect(page.locator('.ag-row', { hasText: `${prefix} Leasing` })).toBeVisible();
});

test('the next page is read without counting again: same total, the rows that follow', async ({ page }) => {
  await signIn(page);
  const lists: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/person/persons' && url.searchParams.has('range') && !url.searchParams.has('breakdown')) lists.push(url);
  });
  await page.goto('/persons');
  await expect(rowsCount(page)).toHaveText(/^[1-9][\d,. \u202f]* rows$/);
  const total = await rowsCount(page).textContent();
  const first = await page.locator('.ag-row').first().textContent();
  await page.getByTestId('page-next').click();
  await expect(page.getByTestId('page-2')).toHaveClass(/ant-btn-primary/);
  await expect(page.locator('.ag-row').first()).not.toHaveText(first ?? '');
  await expect(rowsCount(page)).toHaveText(total ?? '');
  const [firstPage, nextPage] = [lists[0], lists.at(-1)!];
  expect(firstPage.searchParams.get('count')).toBeNull();
  expect(nextPage.searchParams.get('count')).toBe('false');
  expect(nextPage.searchParams.get('range')).toMatch(/^[1-9]\d*-\d+$/);
});

test('advanced search by status and date range, kept by a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/invoices');
  await searchPaidInQ1(page);
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/status=PAID/);
  await expect(page).toHaveURL(/dueDate=20240101(~|%7E)20240331/);
  await expect(rowsCount(page)).toHaveText('1 row');
  await expect(page.locator('.ag-row', { hasText: `${prefix} Alpha` })).toBeVisible();
  await expect(page.getByTestId('filter-badge-status')).toContainText('Paid');

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(rowsCount(page)).toHaveText('1 row');
  // in the user's date format (the browser's en-US here: MM-DD-YYYY), as the list cells show dates
  await expect(page.getByTestId('filter-badge-dueDate')).toContainText('01-01-2024 – 03-31-2024');
  await expect(page.locator('.ag-row', { hasText: `${prefix} Alpha` })).toBeVisible();
});

test('save a search, reset, and re-apply it from the saved searches', async ({ page }) => {
  await signIn(page);
  await page.goto('/invoices');
  await searchPaidInQ1(page);
  await page.getByTestId('search-save-name').fill(`${prefix} paid Q1`);
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('saved-search').filter({ hasText: `${prefix} paid Q1` })).toBeVisible();
  await page.getByTestId('search-reset').click();
  await expect(page).not.toHaveURL(/status=/);

  await page.goto(`/invoices?filter=${prefix}`);
  await expect(rowsCount(page)).toHaveText('3 rows');
  await openAdvancedSearch(page);
  await page.getByTestId('saved-search').filter({ hasText: `${prefix} paid Q1` }).click();
  await expect(page).toHaveURL(/status=PAID/);
  await expect(rowsCount(page)).toHaveText('1 row');
});

test('configure the columns; the configuration persists across a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/invoices');
  await expect(page.locator('.ag-header-cell[col-id="name"]')).toBeVisible();
  await page.getByTestId('open-table-config').click();
  await page.getByTestId('config-column-name').getByRole('checkbox').uncheck();
  await page.getByTestId('config-column-currency').getByRole('button', { name: 'Move up' }).click();
  await expect(page.locator('.ag-header-cell[col-id="name"]')).toHaveCount(0);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Table configuration saved')).toBeVisible();

  await page.reload();
  await expect(page.locator('.ag-header-cell[col-id="status"]')).toBeVisible();
  await expect(page.locator('.ag-header-cell[col-id="name"]')).toHaveCount(0);

  await page.getByTestId('open-table-config').click();
  await page.getByTestId('config-reset').click();
  await expect(page.getByText('Table configuration reset')).toBeVisible();
  await expect(page.locator('.ag-header-cell[col-id="name"]')).toBeVisible();
});

test('export downloads an xlsx with every row matching the search', async ({ page }) => {
  await signIn(page);
  await page.goto(`/invoices?filter=${prefix}&sort=name`);
  await expect(rowsCount(page)).toHaveText('3 rows');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^Invoices .*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const nameAt = header.indexOf('Name') + 1;
  expect(nameAt).toBeGreaterThan(0);
  const names: unknown[] = [];
  sheet.eachRow((row, n) => n > 1 && names.push(row.getCell(nameAt).value));
  expect(names).toEqual(invoices.map((i) => i.name));
  // statuses by their label in the user's language, never the code
  const statusAt = header.indexOf('Status') + 1;
  expect(statusAt).toBeGreaterThan(0);
  const statuses: unknown[] = [];
  sheet.eachRow((row, n) => n > 1 && statuses.push(row.getCell(statusAt).value));
  expect(statuses.filter((v) => typeof v !== 'string' || /^[A-Z_]+$/.test(v))).toEqual([]);
});
