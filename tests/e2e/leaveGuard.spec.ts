import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, signIn } from './helpers.ts';

type Rec = Record<string, unknown>;

/** The guard's dialog, asked when the app's navigation would leave unsaved input (app/shell/LeaveGuard.tsx). */
const guard = (page: Page) => page.locator('.leave-guard .ant-modal');

test('leaving a card with unsaved input asks to stay, discard or save; a refused save stays with its message', async ({ page }) => {
  const headers = await apiHeaders(page.request);
  const name = `Leave guard ${Date.now()}`;
  const created = await page.request.post('/api/financing/contracts', { headers, data: { name, currency: 'EUR', rate: 0.05, duration: 24 } });
  expect(created.status(), await created.text()).toBe(201);
  const key = String(((await created.json()) as Rec).registration);
  const stored = async () => (await (await page.request.get(`/api/financing/contracts/${key}`, { headers })).json()) as Rec;
  const cardUrl = new RegExp(`/contract/${key}$`);

  await signIn(page);
  await page.goto(`/contract/${key}`);
  await expect(page.getByTestId('card-title')).toContainText(key);
  const nameField = page.locator('#root_name');

  // nothing typed: the app's navigation is not asked about
  await page.getByTestId('open-documentation').click();
  await expect(page).toHaveURL(/\/documentation/);
  await expect(guard(page)).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(cardUrl);

  // Stay: the page and what was typed are kept
  await nameField.fill(`${name} (edited)`);
  await page.getByTestId('open-documentation').click();
  await expect(guard(page)).toBeVisible();
  await expect(guard(page)).toContainText('Leave the page? Your changes may not be saved.');
  await guard(page).getByRole('button', { name: 'Stay on the page' }).click();
  await expect(guard(page)).toBeHidden();
  await expect(page).toHaveURL(cardUrl);
  await expect(nameField).toHaveValue(`${name} (edited)`);

  // the browser's history buttons are asked about too (forward: to the documentation left above)
  await page.goForward();
  await expect(guard(page)).toBeVisible();
  await guard(page).getByRole('button', { name: 'Stay on the page' }).click();
  await expect(page).toHaveURL(cardUrl);

  // Discard: the navigation goes on and nothing is stored
  await page.getByTestId('open-documentation').click();
  await guard(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/documentation/);
  expect((await stored()).name).toBe(name);

  // Save and leave: stored, then the navigation goes on
  await page.goto(`/contract/${key}`);
  await nameField.fill(`${name} (saved)`);
  await page.getByTestId('open-documentation').click();
  await guard(page).getByRole('button', { name: 'Save and leave' }).click();
  await expect(page).toHaveURL(/\/documentation/);
  expect((await stored()).name).toBe(`${name} (saved)`);

  // a save the server refuses (a negative rate) keeps the page, the input and the field's message
  await page.goto(`/contract/${key}`);
  await page.locator('#root_rate').fill('-3');
  await page.getByTestId('open-documentation').click();
  await guard(page).getByRole('button', { name: 'Save and leave' }).click();
  await expect(page).toHaveURL(cardUrl);
  await expect(page.locator('[data-field="root_rate"]')).toContainText('Rate must be ≥ 0%');
  await expect(page.locator('#root_rate')).toHaveValue('-3');
  expect((await stored()).rate).toBe(0.05);
});

test('sign-out asks first; input left by a reload is kept on the device and offered back', async ({ page }) => {
  const headers = await apiHeaders(page.request);
  const name = `Draft ${Date.now()}`;
  const created = await page.request.post('/api/financing/contracts', { headers, data: { name, currency: 'EUR', rate: 0.05, duration: 24 } });
  expect(created.status(), await created.text()).toBe(201);
  const key = String(((await created.json()) as Rec).registration);
  const stored = async () => (await (await page.request.get(`/api/financing/contracts/${key}`, { headers })).json()) as Rec;

  await signIn(page);
  await page.goto(`/contract/${key}`);
  const nameField = page.locator('#root_name');
  await expect(nameField).toHaveValue(name);

  // sign-out with unsaved input: Stay keeps the page and the input
  await nameField.fill(`${name} (typed)`);
  await page.getByTestId('logout').click();
  await expect(guard(page)).toBeVisible();
  await guard(page).getByRole('button', { name: 'Stay on the page' }).click();
  await expect(page.getByTestId('logout')).toBeVisible();
  await expect(nameField).toHaveValue(`${name} (typed)`);

  // a reload (the tab's own question is accepted) loses the page, not the input: it is offered back
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const banner = page.getByTestId('kept-draft');
  await expect(banner).toContainText('were not saved. They were kept on this device.');
  await expect(nameField).toHaveValue(name);
  await banner.getByRole('button', { name: 'Restore them' }).click();
  await expect(nameField).toHaveValue(`${name} (typed)`);
  expect((await stored()).name).toBe(name);
  await page.getByTestId('save').click();
  await expect.poll(async () => (await stored()).name).toBe(`${name} (typed)`);

  // once saved, no draft is offered any more
  await page.reload();
  await expect(nameField).toHaveValue(`${name} (typed)`);
  await expect(page.getByTestId('kept-draft')).toHaveCount(0);
});
