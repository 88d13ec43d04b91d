import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';
import { signIn } from './helpers.ts';

type Rec = Record<string, unknown>;

/**
 * Offline mode (issue 16, seed 002 §4.1): the installable shell, the queue of changes made without
 * network, and its replay. One browser context; the server is reached directly for the checks.
 */
let api: APIRequestContext;
let headers: Record<string, string>;
let tenantConfig: string;

const saveTenantConfig = (content: string) => api.post('/api/script/scripts/tenant-config', { headers, data: { content } });

async function newContract(name: string): Promise<Rec> {
  const res = await api.post('/api/financing/contracts', {
    headers,
    data: { name, type: 'LOAN', currency: 'EUR', startDate: '2026-01-15', duration: 12, periodicity: '30', rate: 0.04, assets: [{ asset: { name: 'Van' }, unitPrice: 20000, quantity: 1, discount: 0, taxCode: 'FR20' }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Rec;
}

const getRecord = async (path: string) => (await api.get(path, { headers })).json() as Promise<Rec>;
const queued = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('tabula-offline');
        open.onsuccess = () => {
          const count = open.result.transaction('queue').objectStore('queue').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

test.beforeAll(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/core/auth/login', { data: { username: 'admin@master', password: E2E_ADMIN_PASSWORD } });
  headers = { Authorization: String(login.headers().authorization) };
  tenantConfig = String(((await (await api.get('/api/script/scripts/tenant-config', { headers })).json()) as Rec).content);
  const res = await saveTenantConfig(JSON.stringify({ ...JSON.parse(tenantConfig), offlineMode: true, preloadContractsCount: 5 }));
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(async () => {
  await saveTenantConfig(tenantConfig);
  await api.dispose();
});

test('works offline: the shell reloads from the worker, changes queue, survive a restart and replay on reconnect', async ({ page, context }) => {
  test.setTimeout(120_000);
  // the installable app: manifest, icons and the worker are files, and the worker controls the page
  const manifest = await api.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/manifest\+json|application\/json/);
  expect(((await manifest.json()) as Rec).start_url).toBe('/');
  expect((await api.get('/sw.js')).headers()['content-type']).toMatch(/javascript/);

  const edited = await newContract(`Offline edit ${Date.now()}`);
  const conflicting = await newContract(`Offline conflict ${Date.now()}`);
  // never opened online: only the preload at sign-in brings it and the reference data its page needs
  const preloaded = await newContract(`Offline preloaded ${Date.now()}`);
  const contractPath = `/api/financing/contracts/${String(edited.registration)}`;
  const conflictPath = `/api/financing/contracts/${String(conflicting.registration)}`;

  await signIn(page);
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // Chromium's own verdict: installable (a test browser context is incognito, which alone it reports)
  const cdp = await context.newCDPSession(page);
  const installability = async () =>
    ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
  await expect.poll(installability).toEqual([]);
  await cdp.detach();
  // the pages used offline are opened once online (their code and data are kept)
  for (const path of [`/contract/${String(edited.registration)}`, `/contract/${String(conflicting.registration)}`]) {
    await page.goto(path);
    await expect(page.getByTestId('card-title')).toContainText(path.split('/').pop()!);
    await expect(page.locator('#root_name')).toBeVisible();
  }
  await page.goto('/person');
  await expect(page.getByTestId('card-title')).toHaveText('New Person');
  await page.locator('#root_type').click();
  await expect(page.locator('.ant-select-item-option[title="Company"]')).toBeVisible();
  await page.keyboard.press('Escape');
  const cachedKeys = () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('tabula-offline');
          open.onsuccess = () => {
            const keys = open.result.transaction('cache').objectStore('cache').getAllKeys();
            keys.onsuccess = () => resolve(keys.result.map(String));
            keys.onerror = () => reject(keys.error);
          };
          open.onerror = () => reject(open.error);
        }),
    );
  await expect.poll(async () => (await cachedKeys()).some((k) => k.endsWith(`/api/financing/contracts/${String(preloaded.registration)}`)), { timeout: 15_000 }).toBe(true);
  // each lookup list is kept on its own, so any combination of them answers offline
  expect((await cachedKeys()).some((k) => k.endsWith('/api/script/lists?valuesOnly=true&lists=contractType'))).toBe(true);

  // offline: the shell reloads from the worker, the warning shows
  await context.setOffline(true);
  await page.goto(`/contract/${String(edited.registration)}`);
  await expect(page.getByText('You are now offline and using cached data')).toBeVisible();
  await expect(page.locator('#root_name')).toHaveValue(String(edited.name));
  await page.goto(`/contract/${String(preloaded.registration)}`);
  await expect(page.locator('#root_name')).toHaveValue(String(preloaded.name));
  // the lookup label, not the code LOAN
  await expect(page.locator('.ant-select', { has: page.locator('#root_type') })).toContainText('Loan');
  await page.goto(`/contract/${String(edited.registration)}`);
  await expect(page.locator('#root_name')).toHaveValue(String(edited.name));
  await page.locator('#root_name').fill('Renamed offline');
  await page.getByTestId('save').click();
  await expect(page.getByText(/" (saved|created)$/).first()).toBeVisible();

  // a new person gets a temporary registration
  await page.goto('/person');
  await expect(page.getByTestId('card-title')).toHaveText('New Person');
  await page.locator('#root_type').click();
  await page.keyboard.type('Company');
  await page.keyboard.press('Enter');
  const personName = `Offline Leasing ${Date.now()}`;
  await page.locator('#root_name').fill(personName);
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/person\/TMP\d{8}$/);
  const tmp = page.url().split('/').pop()!;
  expect(await queued(page)).toBe(2);

  // closed and opened again without network: the queue is still there
  await page.close();
  const again = await context.newPage();
  await again.goto(`/person/${tmp}`);
  await expect(again.getByTestId('card-title')).toContainText(tmp);
  expect(await queued(again)).toBe(2);

  // back online: the replay sends both changes and the temporary registration is replaced
  await context.setOffline(false);
  const done = again.locator('.ant-modal-confirm-title', { hasText: 'You are now online and server has been updated with your changes' });
  await expect(done).toBeVisible({ timeout: 15_000 });
  expect(await queued(again)).toBe(0);
  expect((await getRecord(contractPath)).name).toBe('Renamed offline');
  const persons = (await (await api.get(`/api/person/persons?name=${encodeURIComponent(personName)}`, { headers })).json()) as Rec[];
  expect(persons.map((p) => p.name)).toEqual([personName]);
  const saved = String(persons[0].registration);
  expect(saved).toMatch(/^AUT\d{8}$/);
  await again.getByRole('button', { name: 'Got it' }).click();
  await expect(again).toHaveURL(new RegExp(`/person/${saved}$`));

  // a change made offline to a record someone else changed meanwhile: a 409 listed, nothing lost
  await again.goto(`/contract/${String(conflicting.registration)}`);
  await expect(again.locator('#root_name')).toHaveValue(String(conflicting.name));
  await context.setOffline(true);
  await again.locator('#root_name').fill('Mine offline');
  await again.getByTestId('save').click();
  await expect(again.getByText(/" (saved|created)$/).first()).toBeVisible();
  const theirs = await api.post(conflictPath, { headers, data: { name: 'Theirs online', _version: conflicting._version } });
  expect(theirs.status(), await theirs.text()).toBe(200);
  await context.setOffline(false);
  const report = again.getByTestId('offline-sync-errors');
  await expect(report).toBeVisible({ timeout: 15_000 });
  await expect(report).toContainText(`Contract ${String(conflicting.registration)}`);
  await expect(again.locator('.ant-modal-confirm-title', { hasText: 'Error occured while synchronizing your data to the server' })).toBeVisible();
  expect((await getRecord(conflictPath)).name).toBe('Theirs online');
  const kept = await again.evaluate(() => JSON.parse(localStorage.getItem('tabula.offline.errors') ?? '[]') as { failures: { status: number; body: Rec }[] }[]);
  expect(kept.at(-1)?.failures.map((f) => [f.status, f.body.name])).toEqual([[409, 'Mine offline']]);
});
