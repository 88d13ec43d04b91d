import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('an unauthenticated visit redirects to the login page', async ({ page }) => {
  await page.goto('/persons');
  await expect(page).toHaveURL(/\/authentication\/login-page\?redirect=%2Fpersons/);
});

test('a wrong password shows the catalogued error', async ({ page }) => {
  await page.goto('/authentication/login-page');
  await page.getByTestId('login-username').fill('admin@master');
  await page.getByTestId('login-password').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('Invalid username or password');
});

test('sign in, add a company, find it in the list, rename it, reload shows the change', async ({ page }) => {
  const name = `E2E Leasing ${Date.now()}`;
  await signIn(page);
  await page.goto('/persons');
  await expect(page.getByTestId('list-grid')).toBeVisible();
  await page.getByTestId('list-add').click();
  await expect(page).toHaveURL(/\/person$/);

  await page.locator('#root_type').click();
  await page.locator('.ant-select-item-option[title="Company"]').click();
  await page.locator('#root_name').fill(name);
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/person\/AUT\d{8}$/);
  const registration = page.url().split('/').pop()!;
  await expect(page.getByTestId('card-title')).toHaveText(`${name} (${registration})`);

  await page.goto(`/persons?filter=${encodeURIComponent(name)}`);
  const row = page.locator('.ag-row', { hasText: registration });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/person/${registration}$`));

  await page.locator('#root_name').fill(`${name} renamed`);
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('card-title')).toHaveText(`${name} renamed (${registration})`);
  await page.reload();
  await expect(page.locator('#root_name')).toHaveValue(`${name} renamed`);
});

test('the documentation of docs/ is served at /documentation with links kept in the app', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('open-documentation').click();
  await expect(page.locator('.tabula-doc h1')).toHaveText('Getting started');
  await page.locator('.tabula-doc a[href="/documentation/data"]').first().click();
  await expect(page).toHaveURL(/\/documentation\/data$/);
});
