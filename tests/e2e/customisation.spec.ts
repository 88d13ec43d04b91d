import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminApi, signIn } from './helpers.ts';

const EXTENSION = {
  Person: {
    properties: {
      loyaltyCode: { type: ['string', 'null'], 'x-field': { type: 'text', label: 'Loyalty code', formatCheck: 'loyalty-format-check' } },
    },
    listColumns: ['loyaltyCode'],
    searchFields: ['loyaltyCode'],
  },
};
const LOYALTY_CHECK = 'function execute(ctx) { return /^LOY-[0-9]{4}$/.test(ctx.value) ? { valid: true } : { valid: false, message: "A loyalty code looks like LOY-1234" }; }';

test('a field the tenant adds to Person appears in an open form, is checked by its format-check script in the browser, and is a list column', async ({ page, request }) => {
  const admin = await adminApi(request);
  await admin.send('POST', '/api/script/scripts', { name: 'loyalty-format-check', type: 'format-check', content: LOYALTY_CHECK });
  await admin.send('PATCH', '/api/script/scripts/collection-extension', { content: '{}' });
  const person = await admin.send('POST', '/api/person/persons', { type: 'C', name: `Loyal Customer ${Date.now()}` });
  try {
    await signIn(page);
    await page.goto(`/person/${String(person.registration)}`);
    const field = page.locator('[data-field="root_loyaltyCode"]');
    await expect(page.getByTestId('save')).toBeVisible();
    await expect(field).toHaveCount(0);
    // saved by another session: the open form gets the field through the hot-reload stream, without a reload
    await admin.send('PATCH', '/api/script/scripts/collection-extension', { content: JSON.stringify(EXTENSION) });
    await expect(field).toContainText('Loyalty code');

    // the browser runs the tenant's script: its message lands on the field, and nothing is sent
    const writes: string[] = [];
    page.on('request', (r) => {
      if (['POST', 'PATCH', 'PUT'].includes(r.method()) && r.url().includes('/api/person/persons')) writes.push(`${r.method()} ${r.url()}`);
    });
    await field.locator('input').fill('nope');
    // on leaving the field...
    await field.locator('input').press('Tab');
    await expect(field).toContainText('A loyalty code looks like LOY-1234');
    // ...and on save
    await page.getByTestId('save').click();
    await expect(page.getByText('Invalid value for field "Loyalty code"')).toBeVisible();
    await expect(field).toContainText('A loyalty code looks like LOY-1234');
    expect(writes).toEqual([]);
    await field.locator('input').fill('LOY-4242');
    await page.getByTestId('save').click();
    await expect
      .poll(async () => ((await (await request.get(`/api/person/persons/${String(person.registration)}`, { headers: admin.headers })).json()) as { loyaltyCode?: string }).loyaltyCode)
      .toBe('LOY-4242');
    expect(writes.length).toBeGreaterThan(0);

    // the list shows the added column, and its search finds the person by the added field
    await page.goto('/persons');
    const search = page.locator('input[data-testid="list-search"]').or(page.getByTestId('list-search').locator('input')).first();
    await search.fill('LOY-4242');
    await search.press('Enter');
    await expect(page.getByTestId('rows-count')).toHaveText('1 row');
    // the added column is the last one: scroll the grid to its end (columns out of view are not drawn)
    await page.locator('.ag-body-horizontal-scroll-viewport').evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect(page.locator('.ag-header-cell[col-id="loyaltyCode"]')).toContainText('Loyalty code');
    await expect(page.locator('.ag-row .ag-cell[col-id="loyaltyCode"]').first()).toHaveText('LOY-4242');
    // the list's Excel export carries the added field: its label as the header, the saved value in the row
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const loyaltyAt = header.indexOf('Loyalty code') + 1;
    expect(loyaltyAt, JSON.stringify(header)).toBeGreaterThan(0);
    expect(sheet.getRow(2).getCell(loyaltyAt).value).toBe('LOY-4242');
    // the open list follows a change of the item too: the column goes when the field does
    await admin.send('PATCH', '/api/script/scripts/collection-extension', { content: '{}' });
    await expect(page.locator('.ag-header-cell[col-id="loyaltyCode"]')).toHaveCount(0);
  } finally {
    // the other journeys see the built-in Person
    await admin.send('PATCH', '/api/script/scripts/collection-extension', { content: '{}' });
  }
});
