import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, signIn } from './helpers.ts';

const PASSWORD = 'Dyno-tenant-Passw0rd-42';
const suffix = Date.now().toString(36);

/** A new tenant with its administrator, created by admin@master through the API. */
async function createTenant(request: APIRequestContext, name: string): Promise<string> {
  const headers = await apiHeaders(request);
  const admin = `boss@${name}`;
  const res = await request.post('/api/core/tenants', { headers, data: { name, label: name, adminUsername: admin, adminPassword: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  return admin;
}

/** Picks an option of the antd select labelled `label` (the `nth` one on the page). */
async function choose(page: Page, label: string, option: string, nth = 0): Promise<void> {
  await page.getByRole('combobox', { name: label }).nth(nth).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('an administrator makes a dyno entity with a workflow in the configurator; another tenant sees none of it', async ({ page }) => {
  const owner = await createTenant(page.request, `dyno-a-${suffix}`);
  const other = await createTenant(page.request, `dyno-b-${suffix}`);

  await signIn(page, owner, PASSWORD);
  await page.goto('/dyno-entities');
  await page.getByRole('button', { name: 'New entity' }).click();
  await page.getByLabel('Title').fill('Vehicle inspection');
  await expect(page.getByTestId('dyno-name')).toContainText('dynoVehicleInspection');

  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByTestId('dyno-field-0').getByLabel('Label').fill('Vehicle');
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByTestId('dyno-field-1').getByLabel('Label').fill('Mileage');
  await choose(page, 'Type', 'Whole number', 1);
  await choose(page, 'List columns', 'Vehicle');

  await page.getByRole('button', { name: 'Add a status' }).click();
  await page.getByTestId('dyno-status-0').getByLabel('Status').fill('Planned');
  await page.getByRole('button', { name: 'Add a status' }).click();
  await page.getByTestId('dyno-status-1').getByLabel('Status').fill('Done');
  await page.getByRole('button', { name: 'Add a transition' }).click();
  await page.getByTestId('dyno-transition-0').getByLabel('Transition').fill('Mark done');
  await choose(page, 'From', 'Planned');
  await choose(page, 'To', 'Done');

  // the live preview draws the form and the list with the entity's renderers
  const preview = page.getByTestId('dyno-preview');
  await expect(preview.locator('#root_vehicle')).toBeVisible();
  await expect(preview.locator('#root_mileage')).toBeVisible();
  await expect(page.getByTestId('dyno-list-preview').getByRole('columnheader', { name: 'Vehicle' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entity Vehicle inspection saved')).toBeVisible();

  // the menu has it at once; its list and card pages work
  const menu = page.getByTestId('main-menu');
  await menu.getByText('Custom pages', { exact: true }).click();
  await menu.getByRole('menuitem', { name: 'Vehicle inspection', exact: true }).click();
  await expect(page).toHaveURL(/\/page\/dyno-vehicle-inspections$/);
  await page.goto('/page/dyno-vehicle-inspection/new');
  await page.locator('#root_name').fill('Van yearly check');
  await page.locator('#root_vehicle').fill('Renault Master');
  await page.locator('#root_mileage').fill('48210');
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/page\/dyno-vehicle-inspection\/DYN\d+$/);
  await expect(page.getByTestId('workflow-current')).toHaveText('Planned');
  await page.getByTestId('transition-mark_done').click();
  await expect(page.getByTestId('workflow-current')).toHaveText('Done');
  // its list shows the status by the workflow's label, never the code
  await page.goto('/page/dyno-vehicle-inspections');
  await expect(page.locator('.ag-row .ag-cell[col-id="status"]').first()).toHaveText('Done');

  // the other tenant's administrator: no menu entry, no page, 404 on the API
  await page.getByTestId('logout').click();
  await signIn(page, other, PASSWORD);
  const headers = await apiHeaders(page.request, other, PASSWORD);
  expect((await page.request.get('/api/dyno/dynoVehicleInspection', { headers })).status()).toBe(404);
  expect(await (await page.request.get('/api/dyno', { headers })).json()).toMatchObject({ entities: [] });
  await page.getByTestId('main-menu').getByText('Custom pages', { exact: true }).click();
  await expect(page.getByTestId('main-menu').getByRole('menuitem', { name: 'Dyno entities', exact: true })).toBeVisible();
  await expect(page.getByTestId('main-menu').getByRole('menuitem', { name: 'Vehicle inspection', exact: true })).toHaveCount(0);
  await page.goto('/page/dyno-vehicle-inspections');
  await expect(page.getByText('/page/dyno-vehicle-inspections is not a page of this tenant.')).toBeVisible();
});
