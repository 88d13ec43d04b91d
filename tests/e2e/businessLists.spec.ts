import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';
import { signIn } from './helpers.ts';

type Rec = Record<string, unknown>;

async function apiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/core/auth/login', { data: { username: 'admin@master', password: E2E_ADMIN_PASSWORD } });
  return { Authorization: String(login.headers().authorization) };
}

const total = async (request: APIRequestContext, headers: Record<string, string>, path: string) => {
  const res = await request.get(`${path}?range=0-0&count=exact`, { headers });
  return Number(res.headers()['pagination-total']);
};

/** The tenant's page configuration (tenant-config `pages`), applied at the next sign-in. */
async function configurePages(request: APIRequestContext, headers: Record<string, string>, pages: Rec) {
  const item = (await (await request.get('/api/script/scripts/tenant-config', { headers })).json()) as Rec;
  const content = { ...(JSON.parse(String(item.content)) as Rec), pages };
  const res = await request.post('/api/script/scripts/tenant-config', { headers, data: { content: JSON.stringify(content, null, 2) } });
  expect(res.status(), await res.text()).toBe(200);
}

const firstRow = (page: Page) => page.locator('.ag-row[row-index="0"]').first();

test.describe.configure({ mode: 'serial' });

test('agreements: "Onboard a new partner" creates the partner, its user and the self registration mail', async ({ page }) => {
  const headers = await apiHeaders(page.request);
  const email = `partner.${Date.now()}@onboarding.example`;
  await signIn(page);
  await page.goto('/agreements');
  await expect(page.getByTestId('page-action-onboard')).toBeVisible();
  await page.getByTestId('page-action-onboard').click();
  const modal = page.getByTestId('action-form-modal');
  await modal.locator('#root_companyName').fill('Garage du Port SARL');
  await modal.locator('#root_firstName').fill('Lucie');
  await modal.locator('#root_lastName').fill('Moreau');
  await modal.locator('#root_email').fill(email);
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Self registration email sent')).toBeVisible();
  await expect(modal).toBeHidden();
  const user = await page.request.get(`/api/core/users/${encodeURIComponent(email)}`, { headers });
  expect(user.status()).toBe(200);
  const mails = (await (await page.request.get(`/api/communication/mails?range=0-49`, { headers })).json()) as Rec[];
  expect(mails.some((m) => JSON.stringify(m).includes(email))).toBe(true);

  // the same e-mail again: refused, the modal stays open with the message
  await page.getByTestId('page-action-onboard').click();
  await modal.locator('#root_companyName').fill('Garage du Port SARL');
  await modal.locator('#root_firstName').fill('Lucie');
  await modal.locator('#root_lastName').fill('Moreau');
  await modal.locator('#root_email').fill(email);
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Username already exists').first()).toBeVisible();
  await expect(modal.locator('#root_email')).toBeVisible();
});

test('products: Copy then Paste through the clipboard creates copies; bad clipboard content says Invalid data', async ({ page, context }) => {
  const headers = await apiHeaders(page.request);
  await configurePages(page.request, headers, { ProductsPage: { showCopy: true, showPaste: true } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const before = await total(page.request, headers, '/api/financing/products');
  expect(before).toBeGreaterThan(0);
  await signIn(page);
  await page.goto('/products');
  await expect(firstRow(page)).toBeVisible();
  await page.getByTestId('page-action-copy').click();
  await expect(page.getByText('Done').first()).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Rec[];
  expect(copied.length).toBe(before);
  await page.getByTestId('page-action-paste').click();
  await expect(page.getByText(`${before} record(s) created`)).toBeVisible();
  expect(await total(page.request, headers, '/api/financing/products')).toBe(2 * before);

  await page.evaluate(() => navigator.clipboard.writeText('[{"rate": "not a number"}]'));
  await page.getByTestId('page-action-paste').click();
  await expect(page.getByText('Invalid data').first()).toBeVisible();
  expect(await total(page.request, headers, '/api/financing/products')).toBe(2 * before);
  await page.getByTestId('page-action-productTables').click();
  await expect(page).toHaveURL(/\/product-tables/);
  await configurePages(page.request, headers, {});
});

for (const list of [
  { route: '/invoices', add: '/invoice', copy: true },
  { route: '/agreements', add: '/agreement', copy: true },
  { route: '/amendments', add: '/amendment', copy: true },
  { route: '/credit-lines', add: '/credit-line', copy: false },
  { route: '/products', add: '/product', copy: false },
  { route: '/committees', add: '/committee', copy: false },
]) {
  test(`${list.route}: rows, Add, the KPI filter and the row copy do their job`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await page.goto(list.route);
    await expect(firstRow(page)).toBeVisible();
    const kpi = page.locator('[data-testid$="-kpi"] [data-testid^="kpi-"]').nth(1);
    await expect(kpi).toBeVisible();
    await kpi.click();
    await expect(page).toHaveURL(/status=/);
    await expect(firstRow(page)).toBeVisible();
    if (list.copy) {
      await page.getByTestId('row-action-copy').first().click();
      await expect(page.getByText('Done').first()).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[A-Z]{2,4}\d+$/);
    }
    await page.getByTestId('list-add').click();
    await expect(page).toHaveURL(new RegExp(`${list.add}$`));
    await expect(page.getByTestId('card-title')).toBeVisible();
  });
}
