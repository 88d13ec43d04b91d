import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';
import { signIn } from './helpers.ts';

/** axe-core's WCAG 2.1 A and AA rules over the whole page: the violations, one line each. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe-core reports no WCAG 2.1 AA violation on the login page, the dashboard, a list, a card and a form', async ({ page }) => {
  await page.goto('/authentication/login-page');
  await expect(page.getByTestId('login-username')).toBeVisible();
  expect(await violations(page), 'login').toEqual([]);

  await signIn(page);
  await expect(page.getByTestId('chart-new-business').locator('svg')).toBeAttached();
  expect(await violations(page), 'dashboard').toEqual([]);

  await page.goto('/contracts');
  await expect(page.locator('.ag-row').first()).toBeVisible();
  expect(await violations(page), 'list').toEqual([]);

  await page.locator('.ag-row').first().locator('a').first().click();
  await expect(page.getByTestId('card-title')).toBeVisible();
  await expect(page.getByTestId('save')).toBeVisible();
  expect(await violations(page), 'card').toEqual([]);

  await page.goto('/person');
  await expect(page.getByTestId('card-title')).toBeVisible();
  expect(await violations(page), 'form').toEqual([]);
});

/** Presses Tab (Shift+Tab backwards) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80, backwards = false): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard never reached ${String(target)}`);
}

test('keyboard only: sign in, search a list, open a card, edit and save', async ({ page, request }) => {
  const name = `Keyboard Leasing ${Date.now()}`;
  const login = await request.post('/api/core/auth/login', { data: { username: 'admin@master', password: E2E_ADMIN_PASSWORD } });
  const authorization = String(login.headers().authorization);
  const created = await request.post('/api/person/persons', { data: { type: 'C', name }, headers: { authorization } });
  expect(created.status()).toBe(201);
  const registration = String(((await created.json()) as { registration: string }).registration);

  // sign in: the pointer is never used from here on
  await page.goto('/authentication/login-page');
  await tabTo(page, page.getByTestId('login-username'));
  await page.keyboard.type('admin@master');
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('current-user')).toHaveText('admin@master');

  // search the persons list from its search box
  await page.goto('/persons');
  await expect(page.getByTestId('list-grid')).toBeVisible();
  await tabTo(page, page.locator('input[data-testid="list-search"]').or(page.getByTestId('list-search').locator('input')).first());
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rows-count')).toHaveText('1 row');

  // into the grid, down to the row, Enter opens its card
  await tabTo(page, page.getByTestId('list-grid'), 40);
  for (let i = 0; i < 3 && !(await page.evaluate(() => Boolean(document.activeElement?.closest('.ag-row')))); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/person/${registration}$`));
  await expect(page.getByTestId('card-title')).toBeVisible();

  // edit the name and save with the keyboard (Tab to Save, Enter)
  const field = page.locator('#root_name');
  await tabTo(page, field, 150);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${name} renamed`);
  await tabTo(page, page.getByTestId('save'), 150, true);
  await page.keyboard.press('Enter');
  await expect.poll(async () => {
    const res = await request.get(`/api/person/persons/${registration}`, { headers: { authorization } });
    return ((await res.json()) as { name?: string }).name;
  }).toBe(`${name} renamed`);
});
