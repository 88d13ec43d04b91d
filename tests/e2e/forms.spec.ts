import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';
import { signIn } from './helpers.ts';

const VALID_IBAN = 'FR7630006000011234567890189';
const BAD_IBAN = 'FR76 3000 6000 0112 3456 7890 188';

/** The wrapper of a root field of the card page's form. */
const field = (page: Page, name: string): Locator => page.locator(`[data-field="root_${name}"]`);

/** Opens the Bank accounts dialog of the person, adds an account and types its IBAN. */
async function addBankAccount(page: Page, iban: string): Promise<Locator> {
  await field(page, 'bankAccounts').getByRole('button', { name: 'Edit bank accounts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bank accounts' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.getByLabel('IBAN').fill(iban);
  return dialog;
}

test('a new person is refused with the spec messages, then saved once fixed, and reloads as saved', async ({ page }) => {
  await signIn(page);
  await page.goto('/person');
  await expect(page.getByTestId('card-title')).toHaveText('New Person');
  const lastName = `Forms-${Date.now()}`;
  // an individual's form, in its detailed view (income and bank accounts are detailed sections)
  await field(page, 'type').locator('.ant-select').click();
  await page.locator('.ant-select-item-option[title="Individual"]').click();
  await page.getByTestId('detailed-view').click();
  await page.getByTestId('card-toggle-income').click();
  await expect(page.locator('#root_incomeSalary')).toBeVisible();

  // Bad values in the form: an e-mail without domain and letters in an amount; Save is refused.
  await page.locator('#root_email').fill('jane.doe@');
  await page.locator('#root_incomeSalary').fill('2500 EUR/month');
  await page.getByTestId('save').click();
  await expect(field(page, 'email')).toContainText('Email format should be "name@example.com"');
  await expect(field(page, 'incomeSalary')).toContainText('Salary (monthly net) has to be a number');
  await expect(page).toHaveURL(/\/person$/);

  // The bank accounts dialog keeps no account without a name (mandatory) or with a wrong IBAN.
  const dialog = await addBankAccount(page, BAD_IBAN);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const account = dialog.getByTestId('bank-account-0');
  await expect(account).toContainText('Name is mandatory');
  await expect(account).toContainText('IBAN is invalid');
  await dialog.getByLabel('Name', { exact: true }).fill('Salary account');
  await dialog.getByLabel('IBAN').fill(VALID_IBAN);
  await expect(account.locator('.tabula-field-error')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'bankAccounts')).toContainText('Salary account FR76 3000 6000 0112 3456 7890 189');

  // Fixed: the messages go as the values are corrected, and Save creates the person and opens it.
  await page.locator('#root_firstName').fill('Jane');
  await page.locator('#root_lastName').fill(lastName);
  await page.locator('#root_email').fill('jane.doe@example.com');
  await page.locator('#root_incomeSalary').fill('2,500.5');
  for (const name of ['email', 'incomeSalary']) await expect(field(page, name).locator('.tabula-field-error')).toHaveCount(0);
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/person\/[A-Z]+\d+$/);
  const registration = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

  // Stored as typed: read back through the API, and shown again after a reload.
  const login = await page.request.post('/api/core/auth/login', { data: { username: 'admin@master', password: E2E_ADMIN_PASSWORD } });
  const stored = await page.request.get(`/api/person/persons/${registration}`, { headers: { Authorization: String(login.headers().authorization) } });
  expect(stored.status()).toBe(200);
  const person = (await stored.json()) as Record<string, unknown>;
  expect(person).toMatchObject({ type: 'I', firstName: 'Jane', lastName, email: 'jane.doe@example.com', incomeSalary: 2500.5 });
  expect(person.bankAccounts).toEqual([expect.objectContaining({ name: 'Salary account', bankIban: VALID_IBAN })]);

  await page.reload();
  await expect(page.getByTestId('card-title')).toContainText(lastName);
  await expect(page.locator('#root_email')).toHaveValue('jane.doe@example.com');
  await expect(page.locator('#root_lastName')).toHaveValue(lastName);
  await expect(field(page, 'bankAccounts')).toContainText('Salary account FR76 3000 6000 0112 3456 7890 189');
  // the Income card stays open as it was left (remembered per route and card)
  await expect(page.getByTestId('card-toggle-income')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#root_incomeSalary')).toHaveValue('2,500.50');
});
