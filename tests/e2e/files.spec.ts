import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('a file chosen in a files field is uploaded as a document of the record on save, listed after a reload and kept by later saves', async ({ page }) => {
  await signIn(page);
  await page.goto('/communication');
  await page.locator('#root_name').fill(`Files ${Date.now()}`);
  const content = Buffer.from('%PDF-1.4\n% tabula e2e\n%%EOF\n');
  await page.locator('#root_documents input[type=file], input#root_documents[type=file]').first().setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: content });
  await expect(page.getByText('letter.pdf')).toBeVisible();
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/communication\/[A-Z]+\d+$/);
  const registration = page.url().split('/').pop()!;
  await page.reload();
  await expect(page.locator('.ant-upload-list', { hasText: 'letter.pdf' })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('tabula.auth.token'));
  const auth = { Authorization: `Bearer ${token}` };
  const record = await (await page.request.get(`/api/communication/communications/${registration}`, { headers: auth })).json();
  expect(record.documents).toEqual([expect.objectContaining({ name: 'letter.pdf', url: expect.any(String) })]);
  const download = await page.request.get(record.documents[0].url, { headers: auth });
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(content)).toBe(true);

  // a later save posts the stored item back unchanged: the reference survives
  await page.locator('#root_name').fill(`Renamed ${Date.now()}`);
  await page.getByTestId('save').click();
  await expect(page.getByText(`Communication "${registration}" saved`)).toBeVisible();
  const again = await (await page.request.get(`/api/communication/communications/${registration}`, { headers: auth })).json();
  expect(again.documents).toEqual([expect.objectContaining({ _id: record.documents[0]._id, url: record.documents[0].url })]);
});
