import { expect, test } from '@playwright/test';
import { apiHeaders, signInThroughLoginPage } from './helpers.ts';

test('sign-in opens the home dashboard on the demo lender: tiles, charts, and a tile opens the list of exactly what it counts', async ({ page, request }) => {
  // an open invoice that names no currency (as an API client may write one) is counted, never a crash
  const headers = await apiHeaders(request);
  const made = await request.post('/api/billing/invoices', { headers, data: { name: 'No currency', amountInclTax: 10, dueDate: '2020-01-31' } });
  expect(made.status(), await made.text()).toBe(201);
  const validated = await request.get(`/api/billing/invoices/${String((await made.json()).registration)}/transitions/validate`, { headers });
  expect(validated.status(), await validated.text()).toBe(200);

  const failed: string[] = [];
  page.on('response', (res) => res.status() >= 400 && failed.push(`${res.status()} ${res.url()}`));
  await signInThroughLoginPage(page);
  await expect(page).toHaveURL(/\/home$/);
  const home = page.getByTestId('home-dashboard');
  await expect(home).toBeVisible();
  for (const id of ['outstanding', 'new-business', 'invoices-due', 'invoices-overdue', 'my-tasks']) await expect(page.getByTestId(`tile-${id}`)).toBeVisible();
  // the charts are drawn (SVG renderer), a bar per contract status
  await expect(page.getByTestId('chart-contracts-by-status').locator('svg path').first()).toBeAttached();
  await expect(page.getByTestId('chart-new-business').locator('svg')).toBeAttached();
  // the demo lender has contracts in force, new business this month, invoices due and a few
  // overdue: no tile shows zero there
  await expect(page.getByTestId('tile-outstanding')).toContainText(/[1-9]\d* contracts in force/);
  await expect(page.getByTestId('tile-new-business')).toContainText(/[1-9]\d* contracts started/);
  const due = (await page.getByTestId('tile-invoices-due').innerText()).match(/(\d+) open invoices/);
  expect(Number(due?.[1]), 'invoices due').toBeGreaterThan(0);
  await page.getByTestId('tile-invoices-due').click();
  await expect(page.getByTestId('rows-count')).toHaveText(new RegExp(`^${due![1]} rows?$`));
  await page.goBack();

  // the overdue tile says how many invoices; its list shows that many rows
  const overdue = (await page.getByTestId('tile-invoices-overdue').innerText()).match(/(\d+) open invoices/);
  expect(overdue, 'the overdue tile counts invoices').not.toBeNull();
  await page.getByTestId('tile-invoices-overdue').click();
  // receivables only (pr not P): a supplier's invoice is what the lender owes
  await expect(page).toHaveURL(/\/invoices\?status=VALIDATED%2CSENT%2CDISPUTED&pr=%21P&dueDate=%7Etoday-1|\/invoices\?status=VALIDATED,SENT,DISPUTED&pr=!P&dueDate=~today-1/);
  await expect(page.getByTestId('rows-count')).toHaveText(new RegExp(`^${overdue![1]} rows?$`));

  // the menu: Home first, business domains, technical modules under Administration
  await page.getByTestId('main-menu').getByText('Home', { exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  const menu = page.getByTestId('main-menu');
  for (const group of ['Financing', 'Billing', 'Persons', 'Assets', 'Administration']) await expect(menu.getByText(group, { exact: true })).toBeVisible();
  expect(failed).toEqual([]);
});
