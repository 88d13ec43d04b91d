import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, signIn } from './helpers.ts';

type Rec = Record<string, unknown>;

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

/** Runs `body` with the tenant-config item's `pages` set to `pages`, then puts the item back as it was. */
async function withPages(request: APIRequestContext, headers: Record<string, string>, pages: Rec, body: () => Promise<void>) {
  const item = (await (await request.get('/api/script/scripts/tenant-config', { headers })).json()) as Rec;
  await configurePages(request, headers, pages);
  try {
    await body();
  } finally {
    const res = await request.post('/api/script/scripts/tenant-config', { headers, data: { content: item.content } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

const firstRow = (page: Page) => page.locator('.ag-row[row-index="0"]').first();

test.describe.configure({ mode: 'serial' });

test('agreements: "Onboard a new partner" creates the partner, its user and the self registration mail', async ({ page }) => {
  const headers = await apiHeaders(page.request);
  const email = `partner.${Date.now()}@onboarding.example`;
  await signIn(page);
  await page.goto('/agreements');
  await expect(page.getByTestId('page-action-onboard')).toBeVisible();
  // its tooltip (seed 002 §2.2)
  await page.getByTestId('page-action-onboard').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Send a self registration email to a new partner');
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

test('a read-only invoices page hides its write controls and opens invoices read-only (seed 002 §2.4)', async ({ page }) => {
  const headers = await apiHeaders(page.request);
  await withPages(page.request, headers, { InvoicesPage: { readOnly: true } }, async () => {
    await signIn(page);
    await page.goto('/invoices');
    await expect(firstRow(page)).toBeVisible();
    // no Add, no selection, no edit nor copy; the view icon and the download stay
    await expect(page.getByTestId('row-action-view').first()).toBeVisible();
    await expect(page.getByTestId('row-action-download').first()).toBeVisible();
    await expect(page.getByTestId('list-add')).toHaveCount(0);
    await expect(page.getByTestId('row-action-edit')).toHaveCount(0);
    await expect(page.getByTestId('row-action-copy')).toHaveCount(0);
    await expect(page.locator('.ag-row input[type="checkbox"]')).toHaveCount(0);
    // Run billing keeps its own flag (hideRunBilling)
    await expect(page.getByTestId('page-action-runBilling')).toBeVisible();

    const registration = (await firstRow(page).locator('.ag-cell[col-id="registration"]').innerText()).trim();
    await page.getByTestId('row-action-view').first().click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${registration}\\?readOnly=1$`));
    await expect(page.getByTestId('card-title')).toContainText(registration);
    await expect(page.getByTestId('read-only')).toBeVisible();
    await expect(page.getByTestId('save')).toHaveCount(0);
    await expect(page.locator('#root_name')).toBeDisabled();
    // the invoice opened from its link, without the view icon, is read-only too: the page is
    await page.goto(`/invoice/${registration}`);
    await expect(page.getByTestId('read-only')).toBeVisible();
    await expect(page.locator('#root_name')).toBeDisabled();
    await expect(page.getByTestId('save')).toHaveCount(0);
  });
  // back to the tenant's configuration (read again when the page loads): the card can be edited again
  await page.goto('/invoices');
  await expect(page.getByTestId('row-action-edit').first()).toBeVisible();
  await page.getByTestId('row-action-edit').first().click();
  await expect(page.getByTestId('save')).toBeVisible();
  await expect(page.locator('#root_name')).toBeEnabled();
});

/** The registration shown in the grid's row `index`. */
const registrationAt = async (page: Page, index: number) =>
  (await page.locator(`.ag-row[row-index="${index}"] .ag-cell[col-id="registration"]`).first().innerText()).trim();
/** A control of the grid's row `index` by test id (the row is drawn in each column container). */
const inRow = (page: Page, index: number, testId: string) => page.locator(`.ag-row[row-index="${index}"] [data-testid="${testId}"]`).first();

for (const list of [
  { route: '/invoices', detail: '/invoice' },
  { route: '/agreements', detail: '/agreement' },
  { route: '/amendments', detail: '/amendment' },
]) {
  test(`${list.route}: the row edit icon opens the record's card, editable`, async ({ page }) => {
    await signIn(page);
    await page.goto(`${list.route}?sort=registration`);
    await expect(firstRow(page)).toBeVisible();
    const registration = await registrationAt(page, 1);
    expect(registration).toMatch(/^[A-Z]{2,4}\d+$/);
    await inRow(page, 1, 'row-action-edit').click();
    await expect(page).toHaveURL(new RegExp(`${list.detail}/${registration}$`));
    await expect(page.getByTestId('card-title')).toContainText(registration);
    await expect(page.getByTestId('save')).toBeVisible();
    await expect(page.getByTestId('read-only')).toHaveCount(0);
  });
}

test('amendments: a bulk transition approves the selected submitted amendments', async ({ page }) => {
  const headers = await apiHeaders(page.request);
  const submitted = (await (await page.request.get('/api/financing/amendments?status=SUBMITTED&sort=registration&range=0-1', { headers })).json()) as Rec[];
  expect(submitted).toHaveLength(2);
  const registrations = submitted.map((a) => String(a.registration));
  await signIn(page);
  await page.goto('/amendments?status=SUBMITTED&sort=registration');
  await expect(page.locator('.ag-row[row-index="1"]').first()).toBeVisible();
  expect([await registrationAt(page, 0), await registrationAt(page, 1)]).toEqual(registrations);
  for (const i of [0, 1]) await page.locator(`.ag-row[row-index="${i}"] input[type="checkbox"]`).first().check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('2 selected');
  const button = bar.getByRole('button', { name: 'Transitions' });
  await expect(button).toBeEnabled();
  await button.click();
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  for (const r of registrations) await expect(page.getByText(`Transition "Approve" executed successfully for Amendment "${r}"`)).toBeVisible();
  // the page shows the selection again, now approved
  await expect(page).toHaveURL(new RegExp(`registration=${registrations.join('(%2C|,)')}`));
  await expect(page.locator('.ag-row[row-index="0"] .ag-cell[col-id="status"]').first()).toHaveText('Approved');
  const after = (await (await page.request.get(`/api/financing/amendments?registration=${registrations.join(',')}&sort=registration`, { headers })).json()) as Rec[];
  expect(after.map((a) => a.status)).toEqual(['APPROVED', 'APPROVED']);
});

for (const list of [{ route: '/invoices' }, { route: '/credit-lines' }]) {
  test(`${list.route}: the pin icon pins the row above the table, kept after a reload, and unpins it`, async ({ page }) => {
    await signIn(page);
    await page.goto(`${list.route}?sort=registration`);
    await expect(firstRow(page)).toBeVisible();
    const pinnedRows = page.locator('.ag-floating-top .ag-row');
    await expect(pinnedRows).toHaveCount(0);
    const registration = await registrationAt(page, 1);
    await inRow(page, 1, 'row-pin').click();
    const pinned = page.locator('.ag-floating-top .ag-row .ag-cell[col-id="registration"]').first();
    await expect(pinned).toHaveText(registration);
    await expect(page.locator('.ag-floating-top [data-testid="row-pin"]').first()).toHaveAttribute('aria-label', 'Unpin');

    // a preference of the user: still pinned on the next visit
    await page.reload();
    await expect(firstRow(page)).toBeVisible();
    await expect(pinned).toHaveText(registration);
    await page.locator('.ag-floating-top [data-testid="row-pin"]').first().click();
    await expect(pinnedRows).toHaveCount(0);
    await page.reload();
    await expect(firstRow(page)).toBeVisible();
    await expect(pinnedRows).toHaveCount(0);
  });
}

