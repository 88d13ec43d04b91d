import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';
import {
  addProfiles,
  bearerOf,
  createUserWithPassword,
  E2E_USER_PASSWORD,
  uniqueUsername,
} from './identityApi.ts';

// A user of its own: its dark preference and menu choice must not leak into the other journeys.
const username = uniqueUsername('e2e-theming');

test.beforeAll(async ({ request }) => {
  const admin = await bearerOf(request);
  await addProfiles(request, admin, { E2E_THEMING: ['read all'] });
  await createUserWithPassword(request, admin, username, ['E2E_THEMING']);
});

const htmlState = (page: Page) =>
  page.evaluate(() => ({
    scheme: document.documentElement.dataset.colorScheme,
    filter: getComputedStyle(document.documentElement).filter,
    layout: getComputedStyle(document.querySelector('.ant-layout')!).backgroundColor,
  }));

test('a dark theming preference darkens and filters the whole app; /themes applies a change at once', async ({
  page,
  request,
}) => {
  const headers = await bearerOf(request, username, E2E_USER_PASSWORD);
  const saved = await request.post(`/api/core/users/${encodeURIComponent(username)}/preferences`, {
    headers,
    data: {
      type: 'UI',
      groupId: 'THEMING',
      value: { colorScheme: 'dark', darkModeBrightness: 80, darkModeContrast: 90, darkModeSepia: 10 },
    },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);

  await signIn(page, username, E2E_USER_PASSWORD);
  await page.reload();
  await expect(page.getByTestId('current-user')).toBeVisible();
  expect(await htmlState(page)).toEqual({
    scheme: 'dark',
    filter: 'brightness(0.8) contrast(0.9) sepia(0.1)',
    layout: 'rgb(0, 0, 0)',
  });

  await page.goto('/themes');
  await page.getByTestId('theme-color-scheme').getByText('Light', { exact: true }).click();
  expect(await htmlState(page)).toMatchObject({ scheme: 'light', filter: 'none' });
  await page.getByTestId('theme-save').click();
  await expect(page.getByText('Theme saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('current-user')).toBeVisible();
  expect(await htmlState(page)).toMatchObject({ scheme: 'light', filter: 'none' });
});

test('the navigation mode switches between a top, a collapsed and a left menu, and survives a reload', async ({
  page,
}) => {
  await signIn(page, username, E2E_USER_PASSWORD);
  const choose = async (title: string) => {
    await page.getByTestId('navigation-mode').click();
    await page.getByRole('menuitem', { name: title, exact: true }).click();
  };
  await expect(page.getByTestId('main-menu')).toHaveClass(/ant-menu-inline/);

  await choose('Top menu');
  await expect(page.getByTestId('main-menu')).toHaveClass(/ant-menu-horizontal/);
  await expect(page.getByTestId('main-sider')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('main-menu')).toHaveClass(/ant-menu-horizontal/);

  await choose('Collapsed menu');
  await expect(page.getByTestId('main-sider')).toHaveClass(/ant-layout-sider-collapsed/);
  await choose('Left menu');
  await expect(page.getByTestId('main-sider')).not.toHaveClass(/ant-layout-sider-collapsed/);
  await expect(page.getByTestId('main-menu')).toHaveClass(/ant-menu-inline/);
});

test('the tenant-config landing page opens at /, its bottom navigation shows on a narrow screen only', async ({
  page,
  request,
}) => {
  const admin = await bearerOf(request);
  const item = await (await request.get('/api/script/scripts/tenant-config', { headers: admin })).json();
  const save = (content: string) =>
    request.post('/api/script/scripts/tenant-config', { headers: admin, data: { content } });
  const navigation = {
    landingPage: '/deals',
    responsiveBottomNavigation: [
      { path: '/contracts', title: 'Contracts', profiles: ['E2E_THEMING'] },
      { path: '/invoices', title: 'Invoices', profiles: ['SOMEBODY_ELSE'] },
      { path: '/persons', title: 'Persons' },
    ],
  };
  expect((await save(JSON.stringify({ ...JSON.parse(item.content), ...navigation }))).status()).toBe(200);
  try {
    await signIn(page, username, E2E_USER_PASSWORD);
    await page.goto('/');
    await expect(page).toHaveURL(/\/deals$/);
    await expect(page.getByTestId('bottom-navigation')).toHaveCount(0);

    await page.setViewportSize({ width: 400, height: 800 });
    const bar = page.getByTestId('bottom-navigation');
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId('bottom-navigation-item')).toHaveText(['Contracts', 'Persons']);
    await bar.getByText('Contracts').click();
    await expect(page).toHaveURL(/\/contracts$/);
  } finally {
    await save(item.content);
  }
});
