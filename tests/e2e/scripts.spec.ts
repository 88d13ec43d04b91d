import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const SCRIPT = 'person-layout-P';
const EDITED = 'Identity (edited in e2e)';

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('tabula.auth.token'));

test('editing a layout script in /scripts changes the open person page: after Alt+R, and by itself through hot reload', async ({ page, context }) => {
  await signIn(page);
  const auth = { Authorization: `Bearer ${await tokenOf(page)}` };
  const persons = await (await page.request.get('/api/person/persons?type=P&range=0-0', { headers: auth })).json();
  const registration = persons[0].registration as string;
  const original = (await (await page.request.get(`/api/script/scripts/${SCRIPT}`, { headers: auth })).json()).content as string;
  expect(original).toContain("'Identity'");

  // One person page without EventSource (so only Alt+R can refresh it), one with hot reload.
  const manual = await context.newPage();
  await manual.addInitScript(() => Reflect.deleteProperty(window, 'EventSource'));
  await manual.goto(`/person/${registration}`);
  await expect(manual.locator('.ant-card-head-title', { hasText: /^Identity$/ })).toBeVisible();
  const live = await context.newPage();
  await live.goto(`/person/${registration}`);
  await expect(live.locator('.ant-card-head-title', { hasText: /^Identity$/ })).toBeVisible();

  try {
    await page.goto(`/scripts?selectedSettingType=script&name=${SCRIPT}`);
    await expect(page.getByTestId('config-item-name')).toHaveText(SCRIPT);
    const editor = page.locator('.cm-content');
    await expect(editor).toContainText('export function execute(ctx)');
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(original.replace("'Identity'", `'${EDITED}'`));
    await page.keyboard.press('Control+s');
    await expect(page.getByText(`Saved ${SCRIPT}`)).toBeVisible();

    // the diff with the previous version shows the changed line; the run panel runs the saved code
    await page.getByTestId('toggle-diff').click();
    await expect(page.locator('.cm-deletedChunk').first()).toContainText("'Identity'");
    await page.getByTestId('run-input').fill('{"entity": "Person", "mode": "edit", "data": {"type": "P"}}');
    await page.getByTestId('run-script').click();
    await expect(page.getByTestId('run-result')).toContainText(EDITED);

    await expect(live.locator('.ant-card-head-title', { hasText: EDITED })).toBeVisible();
    await manual.bringToFront();
    await expect(manual.locator('.ant-card-head-title', { hasText: /^Identity$/ })).toBeVisible();
    await manual.keyboard.press('Alt+r');
    await expect(manual.locator('.ant-card-head-title', { hasText: EDITED })).toBeVisible();
    expect(manual.url()).toMatch(new RegExp(`/person/${registration}$`));
  } finally {
    const current = await (await page.request.get(`/api/script/scripts/${SCRIPT}`, { headers: auth })).json();
    await page.request.post(`/api/script/scripts/${current.registration}`, { headers: auth, data: { content: original } });
  }
});

test('a layout script without execute() is reported on the (new) contract page, which falls back to the default layout', async ({ page }) => {
  await signIn(page);
  const auth = { Authorization: `Bearer ${await tokenOf(page)}` };
  const script = await (await page.request.get('/api/script/scripts/contract-layout', { headers: auth })).json();
  const saved = await page.request.post(`/api/script/scripts/${script.registration}`, { headers: auth, data: { content: 'function layout() { return {}; }' } });
  expect(saved.status()).toBe(200);
  try {
    await page.goto('/contract');
    await expect(page.getByText('Layout script contract-layout does not have an execute() function')).toBeVisible();
    await expect(page.locator('#root_name')).toBeVisible();
  } finally {
    const current = await (await page.request.get('/api/script/scripts/contract-layout', { headers: auth })).json();
    await page.request.post(`/api/script/scripts/${current.registration}`, { headers: auth, data: { content: script.content } });
  }
});

test('check configuration reports a deleted shipped list as stale and synchronises it back', async ({ page }) => {
  await signIn(page);
  const auth = { Authorization: `Bearer ${await tokenOf(page)}` };
  const [list] = await (await page.request.get('/api/script/lists?range=0-0&sort=name', { headers: auth })).json();
  expect((await page.request.delete(`/api/script/lists/${list.registration}`, { headers: auth })).status()).toBe(204);

  await page.goto('/scripts?selectedSettingType=list');
  await page.getByTestId('check-config').click();
  await expect(page.locator('.ant-modal-title')).toHaveText('Configuration is stale');
  await expect(page.getByTestId('config-changes')).toContainText(list.name);
  await page.getByRole('button', { name: 'Synchronise' }).click();
  await expect(page.getByText('Configuration synchronised')).toBeVisible();
  const back = await (await page.request.get(`/api/script/lists?name=${encodeURIComponent(list.name)}&range=0-0`, { headers: auth })).json();
  expect(back).toHaveLength(1);
  await expect(page.getByTestId(`config-item-${list.name}`)).toBeVisible();
});

test('a script name that is an alias says so and opens the script it stands for', async ({ page }) => {
  await signIn(page);
  await page.goto('/scripts?selectedSettingType=script&name=prospect-layout-O');
  await expect(page.getByTestId('config-item-alias')).toContainText('prospect-layout-O is an alias of person-layout-C');
  await page.getByRole('button', { name: 'Open person-layout-C' }).click();
  await expect(page.getByTestId('config-item-name')).toHaveText('person-layout-C');
  await expect(page).toHaveURL(/name=person-layout-C/);
});
