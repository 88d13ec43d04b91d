import { expect, test } from '@playwright/test';
import { pageJson, signIn } from './helpers.ts';

type Rec = Record<string, unknown>;

/** A GET of the API as the signed-in user. */
test('a demo company gets a default contact and a bank account with a signed mandate; a demo prospect is converted', async ({ page }) => {
  await signIn(page);
  const [company] = (await pageJson(page, '/api/person/persons?type=C&roles.role=CLIENT&range=0-0')) as Rec[];
  const key = String(company.registration);
  const before = (await pageJson(page, `/api/person/persons/${key}`)) as Rec;
  const contactsBefore = (before.contacts as Rec[] | undefined) ?? [];
  const accountsBefore = (before.bankAccounts as Rec[] | undefined) ?? [];
  await page.goto(`/person/${key}`);

  // contacts: add opens the modal on an empty contact; the position is mandatory; cancel removes it
  const contacts = page.getByTestId('contacts-table');
  await expect(contacts.locator('tbody tr.ant-table-row')).toHaveCount(contactsBefore.length);
  await contacts.getByRole('button', { name: 'Add contact' }).click();
  let modal = page.getByRole('dialog', { name: 'Add contact' });
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(contacts.locator('tbody tr.ant-table-row')).toHaveCount(contactsBefore.length);
  await contacts.getByRole('button', { name: 'Add contact' }).click();
  modal = page.getByRole('dialog', { name: 'Add contact' });
  // the dialog's form drawn before Save (a click during its opening was lost once on a loaded machine)
  await expect(modal.getByLabel('Position')).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Position is mandatory')).toBeVisible();
  await modal.getByLabel('First name').fill('Claire');
  await modal.getByLabel('Last name').fill('Dupont');
  await modal.getByLabel('Position').fill('Treasurer');
  await modal.getByLabel('Email').fill('claire.dupont@client.example');
  await modal.getByLabel('Default').check();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  const row = contacts.locator('tbody tr.ant-table-row').filter({ hasText: 'Claire Dupont' });
  await expect(row).toContainText('Treasurer');
  await expect(row).toContainText('Default');
  await expect(contacts.getByText('Default', { exact: true })).toHaveCount(1);

  // bank accounts: an IBAN typed with spaces names the account after the company; a mandate with a status label
  await page.getByRole('button', { name: 'Edit bank accounts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bank accounts' });
  await dialog.getByRole('button', { name: 'plus Add', exact: true }).click();
  const block = dialog.getByTestId(`bank-account-${accountsBefore.length}`);
  await block.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await expect(block.getByLabel('Name', { exact: true })).toHaveValue(String(company.name));
  await block.getByRole('button', { name: 'Add SEPA mandate' }).click();
  const mandate = block.getByTestId(`sepa-mandate-${accountsBefore.length}-0`);
  await mandate.getByLabel('Reference (RUM)').fill('E2E/RUM');
  await mandate.getByLabel('Date of signature', { exact: true }).fill('2099-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(mandate.getByText('The date of signature cannot be in the future')).toBeVisible();
  await mandate.getByLabel('Date of signature', { exact: true }).fill('2025-02-03');
  // a new mandate is pending; the status select shows the list's labels
  await expect(mandate.getByTestId('mandate-status')).toContainText('Pending');
  await mandate.getByLabel('Mandate status').click();
  await page.locator('.ant-select-item-option[title="Active"]').click();
  await expect(mandate.getByTestId('mandate-status')).toContainText('Active');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('save').click();
  await expect.poll(async () => ((await pageJson(page, `/api/person/persons/${key}`)) as Rec)._version).not.toBe(before._version);
  const saved = (await pageJson(page, `/api/person/persons/${key}`)) as Rec;
  expect((saved.contacts as Rec[]).filter((c) => c.isDefault === true).map((c) => c.lastName)).toEqual(['Dupont']);
  const account = (saved.bankAccounts as Rec[])[accountsBefore.length];
  expect(account).toMatchObject({ name: company.name, bankIban: 'DE89370400440532013000' });
  expect((account.sepaMandates as Rec[])[0]).toMatchObject({ rumReference: 'E2E/RUM', rumStatus: 'ACTIVE', rumDateOfSignature: '2025-02-03' });

  // a demo prospect becomes a person: the prospect links it, the person keeps its data
  const prospects = (await pageJson(page, '/api/person/prospects?range=0-9')) as Rec[];
  const prospect = prospects.find((p) => p.type === 'C' && !p.personRegistration) as Rec;
  await page.goto(`/prospect/${String(prospect.registration)}`);
  await page.getByTestId('transition-convert').click();
  await expect(page.getByTestId('workflow-current')).toHaveText('Converted');
  const converted = (await pageJson(page, `/api/person/prospects/${String(prospect.registration)}`)) as Rec;
  const person = (await pageJson(page, `/api/person/persons/${String(converted.personRegistration)}`)) as Rec;
  expect(person).toMatchObject({ type: 'C', name: prospect.name, prospectRegistration: prospect.registration });
  expect((person.contacts as Rec[]).length).toBe((prospect.contacts as Rec[]).length);
  // the prospect's page offers the new person: its link opens it
  const link = page.getByTestId('record-link-personRegistration');
  await expect(link).toContainText(String(converted.personRegistration));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/person/${String(converted.personRegistration)}$`));
  await expect(page.getByTestId('record-link-prospectRegistration')).toContainText(String(prospect.registration));
});
