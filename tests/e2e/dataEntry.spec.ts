import { expect, test } from '@playwright/test';
import { adminApi, signIn } from './helpers.ts';

type Rec = Record<string, unknown>;

/** A draft contract of a demo company, made through the API. */
async function newContract(api: Awaited<ReturnType<typeof adminApi>>, name: string): Promise<Rec> {
  const [client] = (await api.get('/api/person/persons?type=C&range=0-0')) as unknown as Rec[];
  return api.create('/api/financing/contracts', {
    name,
    currency: 'EUR',
    startDate: '2026-01-01',
    duration: 12,
    rate: 0.05,
    quotations: [{ financedAmountExclTax: 12_000 }],
    persons: [{ role: 'CLIENT', personRegistration: String(client.registration) }],
  });
}

test('a save that gets no answer says "Network error", keeps the input and does not go offline; saved once the network is back', async ({ page }) => {
  const api = await adminApi(page.request);
  const contract = await newContract(api, `Network error ${Date.now()}`);
  const key = String(contract.registration);
  await signIn(page);
  await page.goto(`/contract/${key}`);
  await expect(page.getByTestId('card-title')).toContainText(key);
  await page.locator('#root_name').fill('Typed before the network failed');
  // the save (a POST to the record) gets no answer at all (the connection fails), the rest of the network works
  const save = `**/api/financing/contracts/${key}`;
  await page.route(save, (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
  await page.getByTestId('save').click();
  // the write is first sent again three times with its Idempotency-Key (1 s, 2 s, 4 s: app/api/writeRetry.ts)
  await expect(page.getByText('Network error: Check your internet connection').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('You are now offline and using cached data')).toHaveCount(0);
  await expect(page.locator('#root_name')).toHaveValue('Typed before the network failed');
  expect((await api.get(`/api/financing/contracts/${key}`)).name).toBe(contract.name);
  await page.unroute(save);
  await page.getByTestId('save').click();
  await expect(page.getByText(/" (saved|created)$/).first()).toBeVisible();
  expect((await api.get(`/api/financing/contracts/${key}`)).name).toBe('Typed before the network failed');
});

test("an active contract's terms are read-only on its card; an applied amendment changes them", async ({ page }) => {
  const api = await adminApi(page.request);
  const contract = await newContract(api, `Amended ${Date.now()}`);
  const key = String(contract.registration);
  for (const code of ['submit', 'approve', 'activate']) {
    const res = await page.request.get(`/api/financing/contracts/${key}/transitions/${code}`, { headers: api.headers });
    expect(res.status(), await res.text()).toBe(200);
  }
  await signIn(page);
  await page.goto(`/contract/${key}`);
  await expect(page.getByTestId('status-badge')).toHaveText('Active');
  for (const id of ['#root_rate', '#root_duration']) await expect(page.locator(id)).not.toBeEditable();
  await expect(page.locator('#root_name')).toBeEditable();
  await expect(page.locator('#root_rate')).toHaveValue('5');

  const amendment = await api.create('/api/financing/amendments', { name: 'Lower rate', type: 'RATE_CHANGE', contractRegistration: key, quotations: [{ rate: 0.03, duration: 12 }] });
  for (const code of ['submit', 'approve', 'apply']) {
    const res = await page.request.get(`/api/financing/amendments/${String(amendment.registration)}/transitions/${code}`, { headers: api.headers });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.reload();
  await expect(page.locator('#root_rate')).toHaveValue('3');
  await expect(page.locator('#root_rate')).not.toBeEditable();
  await expect(page.getByTestId('payment-plan').locator('tbody tr.ant-table-row')).toHaveCount(12);
  // ended: the journeys after this one open the first active contract of the demo, with its invoices
  const ended = await page.request.get(`/api/financing/contracts/${key}/transitions/terminate`, { headers: api.headers });
  expect(ended.status(), await ended.text()).toBe(200);
});

test('the payment plan previews the terms as they are typed, before any save, and equals the saved one after', async ({ page }) => {
  const api = await adminApi(page.request);
  const contract = await newContract(api, `Plan preview ${Date.now()}`);
  const key = String(contract.registration);
  await signIn(page);
  await page.goto(`/contract/${key}`);
  const plan = page.getByTestId('payment-plan');
  const firstPayment = () => plan.locator('tbody tr.ant-table-row').first().getByTestId('plan-payment').innerText();
  await expect(plan.locator('tbody tr.ant-table-row')).toHaveCount(12);
  const before = await firstPayment();
  await expect(page.getByTestId('plan-preview')).toHaveCount(0);

  // typed, not saved: the plan follows (a longer duration, lower instalments) and says it is a preview
  await page.locator('#root_duration').fill('24');
  await expect(page.getByTestId('plan-preview')).toBeVisible();
  await expect(plan.locator('tbody tr.ant-table-row')).toHaveCount(24);
  const previewed = await firstPayment();
  expect(previewed).not.toBe(before);
  expect((await api.get(`/api/financing/contracts/${key}`)).duration).toBe(12);

  // saved: the server's plan is the one previewed
  await page.getByTestId('save').click();
  await expect(page.getByText(/" (saved|created)$/).first()).toBeVisible();
  await expect(page.getByTestId('plan-preview')).toHaveCount(0);
  expect(await firstPayment()).toBe(previewed);
  const stored = (await api.get(`/api/financing/contracts/${key}`)) as Rec;
  expect((stored.paymentPlan as Rec[]).length).toBe(24);
});

test('a typed date that does not parse stays on screen with its message and is never stored; corrected, it saves', async ({ page }) => {
  const api = await adminApi(page.request);
  const contract = await newContract(api, `Typed date ${Date.now()}`);
  const key = String(contract.registration);
  await signIn(page);
  await page.goto(`/contract/${key}`);
  const start = page.locator('#root_startDate');
  await start.fill('45-13-2026');
  await start.press('Tab');
  await expect(page.locator('#root_startDate')).toHaveValue('45-13-2026');
  await page.getByTestId('save').click();
  await expect(page.locator('[data-field="root_startDate"]')).toContainText('Invalid date');
  await expect(page.locator('#root_startDate')).toHaveValue('45-13-2026');
  expect((await api.get(`/api/financing/contracts/${key}`)).startDate).toBe('2026-01-01');
  await page.locator('#root_startDate').fill('2026-01-15');
  await page.locator('#root_startDate').press('Tab');
  await page.getByTestId('save').click();
  await expect(page.getByText(/" (saved|created)$/).first()).toBeVisible();
  expect((await api.get(`/api/financing/contracts/${key}`)).startDate).toBe('2026-01-15');
});
