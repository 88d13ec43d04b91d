import { expect, test } from '@playwright/test';
import { bearerOf, uniqueUsername } from './identityApi.ts';

test('flow mode: a /k/{accessKey}/p/{pageId} link signs in as the key user and shows the page alone; Leave ends it', async ({ page, request }) => {
  const admin = await bearerOf(request);
  const username = uniqueUsername('flow');
  expect((await request.post('/api/core/users', { headers: admin, data: { username, lastName: 'Flow', profiles: ['READER'] } })).status()).toBe(201);
  const made = await request.post('/api/core/auth/flow-keys', { headers: admin, data: { username, pages: { people: '/persons' } } });
  expect(made.status(), await made.text()).toBe(201);
  const { links } = await made.json();

  await page.goto(links.people);
  await expect(page).toHaveURL(/\/persons$/);
  await expect(page.getByTestId('flow-frame')).toBeVisible();
  await expect(page.getByTestId('list-grid')).toBeVisible();
  await expect(page.getByTestId('main-menu')).toHaveCount(0);

  await page.getByTestId('flow-leave').click();
  await expect(page).toHaveURL(/\/authentication\/login-page/);
  await page.goto('/persons');
  await expect(page).toHaveURL(/\/authentication\/login-page/);
});

test('a flow link with a bad key says so and signs nobody in', async ({ page }) => {
  await page.goto('/k/not-a-key/p/people');
  await expect(page.getByTestId('flow-error')).toContainText('This link is invalid or has expired');
});
