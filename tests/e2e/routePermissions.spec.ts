import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';
import { bearerOf, createUserWithPassword, E2E_USER_PASSWORD, uniqueUsername } from './identityApi.ts';

/** Route permissions, context switcher and debug mode (docs/permissions.md), in one page. */
test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});
test.afterAll(() => page.close());

test('a SALES user sees no Users or Invoices in the menu, gets the 403 page there, and cannot toggle debug mode', async ({ request }) => {
  const seller = uniqueUsername('seller');
  await createUserWithPassword(request, await bearerOf(request), seller, ['SALES']);
  await signIn(page, seller, E2E_USER_PASSWORD);

  const menu = page.getByTestId('main-menu');
  await expect(menu).toContainText('Persons');
  await expect(menu).toContainText('Financing');
  // Invoices sit in the Billing group, Users under Administration: both groups are gone
  for (const hidden of ['Billing', 'Administration', 'Users', 'Invoices']) await expect(menu).not.toContainText(hidden);
  await expect(page.getByTestId('context-switcher')).toHaveCount(0);

  await page.goto('/persons');
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await expect(page.getByTestId('forbidden-page')).toHaveCount(0);

  // a contract opens in the tenant's contract layout (its Calculator card), though the profile may not
  // read scripts; the cards of collections it may not read (invoices) are not shown; no request fails
  const failed: string[] = [];
  const onResponse = (r: { status(): number; url(): string }) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`);
  page.on('response', onResponse);
  await page.goto('/contracts?status=ACTIVE');
  await page.locator('.ag-row a').first().click();
  await expect(page.getByTestId('card-title')).toBeVisible();
  await expect(page.locator('.ant-card-head-title', { hasText: 'Calculator' })).toBeVisible();
  await expect(page.locator('.ant-card-head-title', { hasText: 'Payment plan' })).toBeVisible();
  for (const hidden of ['Invoices']) await expect(page.locator('.ant-card-head-title', { hasText: hidden })).toHaveCount(0);
  page.off('response', onResponse);
  expect(failed).toEqual([]);
  for (const path of ['/users', '/invoice/INV-1']) {
    await page.goto(path);
    await expect(page.getByTestId('forbidden-page')).toBeVisible();
    await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
  }

  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+Shift+C');
  await page.waitForTimeout(300);
  await expect(page.getByText(/Debug mode is now/)).toHaveCount(0);
  await expect(page.getByTestId('debug-tag')).toHaveCount(0);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/login-page/);
});

test('the admin switches tenant in the header, and debug mode shows field paths and the developer link', async () => {
  await signIn(page);
  await expect(page.getByTestId('main-menu')).toContainText('Billing');
  await expect(page.getByTestId('main-menu')).toContainText('Administration');
  const switcher = page.getByTestId('context-switcher');
  await expect(switcher).toContainText('master');
  await switcher.click();
  await page.getByRole('menuitem', { name: 'support', exact: true }).click();
  await expect(switcher).toContainText('support');
  await switcher.click();
  await page.getByRole('menuitem', { name: 'master', exact: true }).click();
  await expect(switcher).toContainText('master');

  await page.goto('/person');
  await expect(page.locator('[data-field]').first()).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  if (await page.getByTestId('debug-tag').count()) {
    await page.keyboard.press('Control+Shift+C');
    await expect(page.getByTestId('debug-tag')).toHaveCount(0);
  }
  await expect(page.locator('[data-field][title]')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+C');
  await expect(page.getByText('Debug mode is now ON')).toBeVisible();
  await expect(page.getByTestId('debug-tag')).toBeVisible();
  await expect(page.getByTestId('developer-link')).toBeVisible();
  expect(await page.locator('[data-field][title]').count()).toBeGreaterThan(0);
  await page.keyboard.press('Control+Shift+C');
  await expect(page.getByText('Debug mode is now OFF')).toBeVisible();
  await expect(page.locator('[data-field][title]')).toHaveCount(0);
});
