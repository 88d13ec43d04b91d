import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { camt053 } from '../fixtures/camt053.ts';
import { apiHeaders, signIn } from './helpers.ts';

type Rec = Record<string, unknown>;
const INVOICES = '/api/billing/invoices';

async function invoices(request: APIRequestContext, headers: Record<string, string>, query: string): Promise<Rec[]> {
  const res = await request.get(`${INVOICES}?${query}`, { headers });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as Rec[];
}

/** The number of invoices matching a query, as the API counts them. */
async function invoiceTotal(request: APIRequestContext, headers: Record<string, string>, query = ''): Promise<number> {
  const res = await request.get(`${INVOICES}?${query}${query ? '&' : ''}range=0-0&count=exact`, { headers });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return Number(res.headers()['pagination-total']);
}

/** The list's rows count ('1,234 rows') as a number. */
async function rowsCount(page: Page): Promise<number> {
  const text = await page.getByTestId('rows-count').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** The text of the first element `tag` of an XML document (no namespace prefix in pain.008). */
const xmlValue = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];

/** The grid's row `index` (ag-grid draws a row in each of its column containers: the first one). */
const row = (page: Page, index: number) => page.locator(`.ag-row[row-index="${index}"]`).first();
/** Ticks the checkbox of the grid's row `index`. */
const tick = (page: Page, index: number) => page.locator(`.ag-row[row-index="${index}"] input[type="checkbox"]`).first().check();

/** Runs a transition on the selected rows through the bulk bar. */
async function bulk(page: Page, label: string) {
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('3 selected');
  const button = bar.getByRole('button', { name: 'Transitions' });
  await expect(button).toBeEnabled();
  await button.click();
  await page.getByRole('menuitem', { name: label }).click();
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

test('run billing from the invoices list bills the next instalments, and the list shows them', async ({ page }) => {
  const headers = await apiHeaders(page.request);
  const before = await invoiceTotal(page.request, headers);
  expect(before).toBeGreaterThan(0); // the demo world is billed at first start
  await signIn(page);
  await page.goto('/invoices');
  await expect(row(page, 0)).toBeVisible();
  // the grid draws its rows' places before the first block's answer sets the count: wait for it
  await expect.poll(() => rowsCount(page)).toBe(before);
  await page.getByTestId('page-action-runBilling').click();
  const modal = page.getByTestId('action-form-modal');
  await expect(modal).toContainText('Billing date');
  // the demo is billed a month ahead: 70 days from today always take in the 1st of a month beyond it
  await page.locator('#root_date').fill(inDays(70));
  await page.locator('#root_date').press('Enter');
  await modal.getByRole('button', { name: 'Run billing' }).click();
  const message = page.getByText(/^\d+ invoice\(s\) created$/);
  await expect(message).toBeVisible({ timeout: 30_000 });
  const created = Number((await message.innerText()).split(' ')[0]);
  expect(created).toBeGreaterThan(0);
  await expect(modal).toBeHidden();
  // the list reloads and shows the new invoices: its count grows by the number reported
  await expect.poll(() => rowsCount(page), { timeout: 15_000 }).toBe(before + created);
  expect(await invoiceTotal(page.request, headers)).toBe(before + created);

  // the same run again creates nothing
  await page.getByTestId('page-action-runBilling').click();
  await page.locator('#root_date').fill(inDays(70));
  await page.locator('#root_date').press('Enter');
  await page.getByTestId('action-form-modal').getByRole('button', { name: 'Run billing' }).click();
  await expect(page.getByText('0 invoice(s) created')).toBeVisible({ timeout: 30_000 });
  expect(await invoiceTotal(page.request, headers)).toBe(before + created);
  expect(await rowsCount(page)).toBe(before + created);
});

test('an invoice opens as a PDF from its download icon', async ({ page, context }) => {
  await signIn(page);
  await page.goto('/invoices?status=SENT');
  await expect(row(page, 0)).toBeVisible();
  // the status badge shows the label, never the code
  await expect(page.locator('.ag-cell[col-id="status"]').first()).toHaveText('Sent');
  // an amount in the invoice's own currency (the demo lender's euros), whatever the browser's locale
  await expect(page.locator('.ag-cell[col-id="currency"]').first()).toHaveText('Euro');
  await expect(page.locator('.ag-cell[col-id="amountExclTax"]').first()).toHaveText(/^€[\d,]+\.\d{2}$/);
  // the new window opens the content with a single-use ticket (docs/security.md), which its opening spends
  const opened = context.waitForEvent('response', (response) => /\/documents\/[^/]+\/content\?.*contentDisposition=inline/.test(response.url()));
  const popup = context.waitForEvent('page');
  await page.getByTestId('row-action-download').first().click();
  await popup;
  const answer = await opened;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect(answer.url()).toMatch(/[?&]ticket=/);
  // the same document read with the session is a PDF
  const res = await page.request.get(answer.url().split('?')[0], { headers: await apiHeaders(page.request) });
  expect(res.status()).toBe(200);
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a bulk validate then send moves three draft invoices along the workflow', async ({ page }) => {
  const headers = await apiHeaders(page.request);
  await signIn(page);
  await page.goto('/invoices?status=DRAFT&sort=registration');
  await expect(row(page, 2)).toBeVisible();
  const registrations = (await invoices(page.request, headers, 'status=DRAFT&sort=registration&range=0-2')).map((i) => String(i.registration));
  for (const i of [0, 1, 2]) await tick(page, i);
  await bulk(page, 'Validate');
  for (const r of registrations) await expect(page.getByText(`Transition "Validate" executed successfully for Invoice "${r}"`)).toBeVisible();
  expect((await invoices(page.request, headers, `registration=${registrations.join(',')}`)).map((i) => i.status)).toEqual(['VALIDATED', 'VALIDATED', 'VALIDATED']);

  await page.goto(`/invoices?registration=${registrations.join(',')}&sort=registration`);
  await expect(row(page, 2)).toBeVisible();
  for (const i of [0, 1, 2]) await tick(page, i);
  await bulk(page, 'Send');
  for (const r of registrations) await expect(page.getByText(`Transition "Send" executed successfully for Invoice "${r}"`)).toBeVisible();
  expect((await invoices(page.request, headers, `registration=${registrations.join(',')}`)).map((i) => i.status)).toEqual(['SENT', 'SENT', 'SENT']);
});

test('direct debits make a pain.008 payment file, and a camt.053 statement marks two invoices paid', async ({ page }) => {
  const headers = await apiHeaders(page.request);
  await signIn(page);
  await page.goto('/payment-files');
  await page.getByTestId('page-action-generateDirectDebits').click();
  await page.getByTestId('action-form-modal').getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(/^[1-9]\d* direct debit\(s\) generated$/)).toBeVisible({ timeout: 30_000 });
  const files = (await (await page.request.get('/api/billing/payment-files?sort=-registration&range=0-9', { headers })).json()) as Rec[];
  expect(files.length).toBeGreaterThan(0);
  const file = files[0];
  const docs = (await (await page.request.get(`/api/billing/payment-files/${String(file.registration)}/documents`, { headers })).json()) as Rec[];
  expect(docs.length).toBeGreaterThan(0);
  // the document is a pain.008 whose transactions are the file's lines, its control sum their invoices' balances
  const content = await page.request.get(String(docs[0].url), { headers });
  expect(content.status()).toBe(200);
  const pain = await content.text();
  expect(pain).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"');
  expect(pain).toContain('<CstmrDrctDbtInitn>');
  const lines = (await (await page.request.get(`/api/billing/payment-file-lines?paymentFileRegistration=${String(file.registration)}&range=0-999`, { headers })).json()) as Rec[];
  expect(lines.length).toBeGreaterThan(0);
  expect(Number(file.nbLines)).toBe(lines.length);
  expect(Number(xmlValue(pain, 'NbOfTxs'))).toBe(lines.length);
  expect(pain.match(/<DrctDbtTxInf>/g)?.length).toBe(lines.length);
  const debited = await invoices(page.request, headers, `registration=${lines.map((l) => String(l.invoiceRegistration)).join(',')}&range=0-999`);
  expect(debited).toHaveLength(lines.length);
  const cents = debited.reduce((sum, i) => sum + Math.round(Number(i.totalBalance ?? i.amountInclTax) * 100), 0);
  expect(xmlValue(pain, 'CtrlSum')).toBe((cents / 100).toFixed(2));
  expect(Number(file.totalAmount).toFixed(2)).toBe((cents / 100).toFixed(2));

  const due = (await invoices(page.request, headers, 'status=SENT&sort=registration&range=0-1')).map((i) => ({
    registration: String(i.registration),
    amount: Number(i.totalBalance ?? i.amountInclTax).toFixed(2),
  }));
  expect(due).toHaveLength(2);
  const xml = camt053(`E2E-${Date.now()}`, due.map((d) => ({ amount: d.amount, remittance: `Invoice ${d.registration}`, bookingDate: inDays(0) })));
  await page.getByTestId('page-action-importBankStatement').click();
  const modal = page.getByTestId('action-form-modal');
  await modal.locator('input[type="file"]').setInputFiles({ name: 'statement.xml', mimeType: 'text/xml', buffer: Buffer.from(xml) });
  await modal.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(/payment\(s\) recorded$/)).toBeVisible({ timeout: 30_000 });
  const after = await invoices(page.request, headers, `registration=${due.map((d) => d.registration).join(',')}`);
  expect(after.map((i) => i.status)).toEqual(['PAID', 'PAID']);
});
