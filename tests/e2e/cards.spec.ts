import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { adminApi, pageGet, signIn, signInThroughLoginPage } from './helpers.ts';

type Rec = Record<string, unknown>;

async function openContract(page: Page, data: Rec = {}): Promise<string> {
  const { create, get } = await adminApi(page.request);
  // a contract leaves its draft only with a client (engine/finance/contractRules.ts): a demo company
  const [client] = (await get('/api/person/persons?type=C&range=0-0')) as unknown as Rec[];
  const persons = [{ role: 'CLIENT', personRegistration: String(client.registration) }];
  const contract = await create('/api/financing/contracts', { name: `E2E contract ${Date.now()}`, status: 'DRAFT', persons, ...data });
  await signIn(page);
  await page.goto(`/contract/${String(contract.registration)}`);
  await expect(page.getByTestId('card-title')).toContainText(String(contract.registration));
  return String(contract.registration);
}

test('a transition on a contract changes its badge and its history', async ({ page }) => {
  await openContract(page);
  // the header badge reads the status list's label, its code stays in data-status
  await expect(page.getByTestId('status-badge')).toHaveText('Draft');
  await expect(page.getByTestId('status-badge')).toHaveAttribute('data-status', 'DRAFT');
  await page.getByTestId('transition-submit').click();
  await expect(page.getByTestId('status-badge')).toHaveText('In study');
  await expect(page.getByTestId('workflow-current')).toHaveText('In study');
  await page.getByTestId('card-toggle-history').click();
  await expect(page.getByTestId('history-list')).toContainText('Status: Draft → In study');
  await expect(page.getByTestId('transition-approve')).toBeVisible();
});

test('a bulk transition on three invoices reports one message per invoice, one failure', async ({ page }) => {
  const { create } = await adminApi(page.request);
  const registration = await openContract(page);
  const ok = { contractRegistration: registration, status: 'DRAFT', amountInclTax: 120, dueDate: '2030-01-31' };
  const invoices = [await create('/api/billing/invoices', { name: 'Paid one', ...ok }), await create('/api/billing/invoices', { name: 'Paid two', ...ok }), await create('/api/billing/invoices', { name: 'No amount', contractRegistration: registration, status: 'DRAFT' })];
  await page.reload();
  // the contract-layout script puts an (open) Invoices card in the right column
  const card = page.getByTestId('card-invoices');
  await expect(card.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await card.locator('thead .ant-checkbox-input').check();
  await card.getByTestId('bulk-transitions').click();
  await page.getByRole('menuitem', { name: 'Validate' }).click();
  const [a, b, c] = invoices.map((i) => String(i.registration));
  await expect(page.getByText(`Transition "Validate" executed successfully for Invoice "${a}"`)).toBeVisible();
  await expect(page.getByText(`Transition "Validate" executed successfully for Invoice "${b}"`)).toBeVisible();
  const failures = card.getByTestId('bulk-failures');
  await expect(failures).toContainText(`Transition "Validate" failed for Invoice "${c}": Transition "validate" needs these fields: Amount incl. tax, Due date`);
  // statuses read as their labels, never their codes
  await expect(card.locator('tbody tr.ant-table-row', { hasText: a })).toContainText('Validated');
  await expect(card.locator('tbody tr.ant-table-row', { hasText: c })).toContainText('Draft');
});

test('a PDF is uploaded, opened once through a single-use link, renamed and deleted; no request carries a token in its URL', async ({ page, context }) => {
  // every request the browser sends in this journey, the new window's included (issue 40 item 4)
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  // the hot-reload stream is opened with a single-use ticket, never the token
  const stream = page.waitForRequest((request) => request.url().includes('/api/script/events?'));
  await signInThroughLoginPage(page);
  expect((await stream).url()).toMatch(/\/api\/script\/events\?ticket=[A-Za-z0-9_-]{43}$/);
  await openContract(page);
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Tabula e2e', { x: 20, y: 100 });
  const pdf = Buffer.from(await doc.save());
  const card = page.getByTestId('card-documents');
  await card.locator('input[type="file"]').setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(card.getByTestId('document-name')).toHaveText('offer.pdf');

  // the new window opens the content URL with a single-use ticket, which its opening spends
  const opened = context.waitForEvent('response', (response) => /\/documents\/[^/]+\/content\?/.test(response.url()));
  const popup = page.waitForEvent('popup');
  await card.getByTestId('document-view').click();
  await popup;
  const response = await opened;
  expect(response.status()).toBe(200);
  const url = response.url();
  expect(url).toMatch(/\/content\?contentDisposition=inline&ticket=[A-Za-z0-9_-]{43}$/);
  // a link leaked after its use opens nothing
  const leaked = await page.request.get(url);
  expect(leaked.status()).toBe(401);
  expect(((await leaked.json()) as { code: string }).code).toBe('TICKET_INVALID');
  // the stored document is the uploaded one, byte for byte
  const stored = await pageGet(page, url.split('?')[0]);
  expect(Buffer.compare(await stored.body(), pdf)).toBe(0);

  await card.getByRole('button', { name: 'Edit' }).click();
  await card.locator('textarea').fill('Signed offer');
  await card.locator('textarea').press('Enter');
  await expect(card.getByTestId('document-name')).toHaveText('Signed offer');

  await card.getByTestId('document-delete').click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(card.getByTestId('document-name')).toHaveCount(0);

  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((u) => /[?&#]token=/.test(u))).toEqual([]);
});

test('an invalid field is scrolled to and highlighted on save', async ({ page }) => {
  await openContract(page);
  const field = page.locator('[data-field="root_duration"]');
  await field.locator('input').fill('0');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('save').click();
  await expect(field).toHaveAttribute('data-highlighted', 'true');
  await expect(field).toBeInViewport();
  await expect(field).toContainText('must be ≥ 1');
  await expect(field).not.toHaveAttribute('data-highlighted', 'true', { timeout: 4000 });
});
