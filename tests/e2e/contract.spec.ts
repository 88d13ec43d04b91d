import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, signIn } from './helpers.ts';

type Rec = Record<string, unknown>;

/** Amounts as the en-EU locale shows them: €1,234.56 -> 1234.56. */
const amount = async (page: Page, testId: string) => Number((await page.getByTestId(testId).first().innerText()).replace(/[^\d.-]/g, ''));

test('a contract with three asset lines shows its line prices, totals and a plan that follows the rate', async ({ page }) => {
  const headers = await apiHeaders(page.request);
  const res = await page.request.post('/api/financing/contracts', {
    headers,
    data: {
      name: `E2E financed contract ${Date.now()}`,
      type: 'LOAN',
      currency: 'EUR',
      startDate: '2026-01-15',
      duration: 24,
      periodicity: '30',
      rate: 0.05,
      assets: [
        { asset: { name: 'Excavator' }, unitPrice: 40000, quantity: 1, discount: 0.05, taxCode: 'FR20' },
        { asset: { name: 'Bucket' }, unitPrice: 1500, quantity: 2, discount: 0, taxCode: 'FR20' },
        { asset: { name: 'Laptop' }, unitPrice: 1000, quantity: 3, discount: 0.1, taxCode: 'DE19' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const contract = (await res.json()) as Rec;
  await signIn(page);
  await page.goto(`/contract/${String(contract.registration)}`);
  await expect(page.getByTestId('card-title')).toContainText(String(contract.registration));

  // line prices: 40000 x 0.95 = 38000 (+20 %), 1500 x 2 = 3000 (+20 %), 1000 x 3 x 0.9 = 2700 (+19 %)
  await expect(page.getByTestId('asset-line-0')).toBeVisible();
  expect(await amount(page, 'asset-line-0-priceExclTax')).toBe(38000);
  expect(await amount(page, 'asset-line-0-priceInclTax')).toBe(45600);
  expect(await amount(page, 'asset-line-1-priceInclTax')).toBe(3600);
  expect(await amount(page, 'asset-line-2-priceExclTax')).toBe(2700);
  expect(await amount(page, 'asset-line-2-priceInclTax')).toBe(3213);
  expect(await amount(page, 'asset-lines-totals-priceExclTax')).toBe(43700);
  expect(await amount(page, 'asset-lines-totals-priceInclTax')).toBe(52413);

  // the plan: 24 instalments whose principal sums to the financed amount, ending at 0
  const plan = page.getByTestId('payment-plan');
  await expect(plan.locator('tbody tr.ant-table-row')).toHaveCount(24);
  expect(await amount(page, 'plan-total-principal')).toBe(43700);
  const lastBalance = await plan.locator('tbody tr.ant-table-row').last().getByTestId('plan-balance').innerText();
  expect(Number(lastBalance.replace(/[^\d.-]/g, ''))).toBe(0);
  await expect(plan.getByTestId('plan-chart').locator('svg')).toBeVisible();
  const interestBefore = await amount(page, 'plan-total-interest');
  const firstPaymentBefore = await plan.locator('tbody tr.ant-table-row').first().getByTestId('plan-payment').innerText();

  // a higher rate: more interest, a higher instalment, the same principal
  const rate = page.locator('#root_rate');
  await rate.fill('7');
  await page.getByTestId('save').click();
  await expect(page.getByText(/" (saved|created)$/).first()).toBeVisible();
  await expect.poll(() => amount(page, 'plan-total-interest')).toBeGreaterThan(interestBefore);
  await expect(plan.locator('tbody tr.ant-table-row').first().getByTestId('plan-payment')).not.toHaveText(firstPaymentBefore);
  expect(await amount(page, 'plan-total-principal')).toBe(43700);
  await expect(plan.getByTestId('plan-chart').locator('svg')).toBeVisible();

  // the calculator goal-seeks the rate of the instalment it was given
  await page.getByTestId('card-toggle-calculator').click();
  const calculator = page.getByTestId('calculator');
  await calculator.getByText('Rate', { exact: true }).click();
  await expect(calculator.getByLabel('Rate (%)')).toBeDisabled();
  await expect(calculator.getByLabel('Rate (%)')).toHaveValue(/^7(\.0+)?$/);
});
