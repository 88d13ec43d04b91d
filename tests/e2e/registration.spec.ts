import { expect, test } from '@playwright/test';
import { pageJson, signIn } from './helpers.ts';

test('a new company: a demo registration found by the built-in register, confirmed, offered as a duplicate; the Registrations dialog', async ({ page }) => {
  await signIn(page);
  const [existing] = (await pageJson(page, '/api/person/persons?registration=/^SIR/i&type=C&range=0-0')) as { registration: string; name: string }[];
  const number = existing.registration.slice(3);
  // its VAT number, with the key of its SIREN (checked by default: engine/validation/vat.ts)
  const vat = `FR${String((12 + 3 * (Number(number) % 97)) % 97).padStart(2, '0')}${number}`;

  await page.goto('/person');
  const field = page.locator('[data-field="root_registration"]');
  await field.getByLabel('Registration type').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'SIREN (France)' }).click();
  const input = field.getByLabel('Registration number');
  await input.pressSequentially(number);
  const option = page.locator('.ant-select-item-option').filter({ hasText: `(SIR${number})` });
  await expect(option).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');

  const confirm = page.getByRole('dialog').filter({ hasText: 'Confirm your selection' });
  await expect(confirm).toContainText(existing.name);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const offer = page.getByRole('dialog').filter({ hasText: 'This person already exists' });
  await expect(offer).toContainText(existing.registration);
  await offer.getByRole('button', { name: 'Cancel' }).click();
  // the register's data was merged into the form
  await expect(page.locator('[data-field="root_name"] input')).toHaveValue(existing.name);
  await expect(input).toHaveValue(number);

  await field.getByRole('button', { name: 'Registrations' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('registration-0') });
  await expect(dialog.getByTestId('registration-0').getByLabel('Registration number')).toHaveValue(number);
  await dialog.getByRole('button', { name: 'Add' }).click();
  const row = dialog.getByTestId('registration-1');
  // chosen with the keyboard: a click in the list (drawn in the page, under the fixed dialog) can be
  // lost when Playwright scrolls the page behind the dialog (see quickAddAddresses.spec.ts)
  await row.getByLabel('Registration type').click();
  await page.keyboard.type('VAT number');
  await page.keyboard.press('Enter');
  await expect(row).toContainText('VAT');
  await row.getByLabel('Registration number').fill(vat);
  await row.getByRole('button', { name: 'Set as main registration' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(input).toHaveValue(vat);
  await expect(field.locator('.ant-badge')).toContainText('2');
});
