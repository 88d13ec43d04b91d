import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';
import { signIn } from './helpers.ts';

test('switching to Arabic turns the whole UI right-to-left and translates it; back to English', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('locale-select').click();
  await page.getByRole('menuitem', { name: 'العربية', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('logout')).toHaveText('تسجيل الخروج');
  await expect(page.locator('.ant-layout').first()).toHaveClass(/ant-layout-rtl/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByTestId('locale-select').click();
  await page.getByRole('menuitem', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('logout')).toHaveText('Logout');
});

test('an unknown route inside the shell shows "Page not found"', async ({ page }) => {
  await signIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('a notification sent to everybody shows on the bell and in /notifications, then is marked read', async ({ page }) => {
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem('tabula.auth.token'));
  const message = `Billing run finished ${Date.now()}`;
  const sent = await page.request.post('/api/notification/notifications', { headers: { Authorization: `Bearer ${token}` }, data: { message, level: 'info' } });
  expect(sent.status()).toBe(201);
  await page.reload();
  await expect(page.getByTestId('notification-bell').locator('..').locator('.ant-badge-count')).toBeVisible();
  await page.getByTestId('notification-bell').click();
  await expect(page).toHaveURL(/\/notifications$/);
  const item = page.getByTestId('notification-item').filter({ hasText: message });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
});

test("the tenant's string overrides replace the shipped translations", async ({ page }) => {
  await signIn(page);
  const auth = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('tabula.auth.token'))}` };
  const item = await (await page.request.get('/api/script/scripts/string-overrides', { headers: auth })).json();
  const overrides = { ...JSON.parse(item.content), fr: { Logout: 'Quitter Tabula' } };
  expect((await page.request.post(`/api/script/scripts/${item.registration}`, { headers: auth, data: { content: JSON.stringify(overrides) } })).status()).toBe(200);
  try {
    await page.getByTestId('locale-select').click();
    await page.getByRole('menuitem', { name: 'Français', exact: true }).click();
    await expect(page.getByTestId('logout')).toHaveText('Quitter Tabula');
  } finally {
    const current = await (await page.request.get('/api/script/scripts/string-overrides', { headers: auth })).json();
    await page.request.post(`/api/script/scripts/${current.registration}`, { headers: auth, data: { content: item.content } });
    await page.evaluate(() => localStorage.removeItem('tabula.locale'));
  }
});

test("the sign-in page shows the tenant of the host, centred, and a plain username signs into that tenant", async ({ page }) => {
  await page.goto('/authentication/login-page');
  // the demo lessor claims localhost (GET /api/core/hosts/localhost)
  await expect(page.getByTestId('login-tenant')).toHaveText('Tabula Lease');
  await expect(page.getByTestId('login-logo')).toBeVisible();
  await expect(page).toHaveTitle('Tabula Lease · Back office');
  const viewport = page.viewportSize()!;
  const box = (await page.getByTestId('login-brand').locator('xpath=..').boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(4);
  await expect(page.getByTestId('login-username')).toHaveAttribute('placeholder', 'Your username');
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(E2E_ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('current-user')).toHaveText('admin@master');
});

test('once shown and idle, the shell warms the form engine out of sight: the fields kinds and the cards components are styled before any form or card is drawn', async ({ page }) => {
  await signIn(page);
  // a page without any field: what is styled then was styled by the warm-up
  await page.goto('/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
  const styled = (name: string) => page.evaluate((n) => [...document.querySelectorAll('style')].some((s) => (s.textContent ?? '').includes(`.${n}`)), name);
  // the warm-up draws its components one after the other while the browser is idle: each is waited for
  for (const kind of ['ant-picker', 'ant-input-number', 'ant-switch']) await expect.poll(() => styled(kind), { message: kind, timeout: 15_000 }).toBe(true);
  // and the other components of the cards, with their style variables, which stay registered
  for (const kind of ['ant-table', 'ant-pagination', 'ant-upload-wrapper', 'ant-descriptions', 'ant-skeleton']) await expect.poll(() => styled(kind), { message: kind, timeout: 15_000 }).toBe(true);
  const variables = (name: string) => page.evaluate((n) => [...document.querySelectorAll('style')].some((s) => /^\.css-var-/.test(s.textContent ?? '') && (s.textContent ?? '').includes(`.${n}`)), name);
  await page.waitForTimeout(500);
  for (const kind of ['ant-picker', 'ant-table', 'ant-list']) expect(await variables(kind), `${kind} variables`).toBe(true);
  // nothing of it is in the page
  expect(await page.locator('.ant-picker, .ant-input-number, .ant-switch, .ant-table, [id^="warmUp"]').count()).toBe(0);
});
