import { expect, test } from '@playwright/test';
import { adminApi, signIn } from './helpers.ts';

type Rec = Record<string, unknown>;

/** A client's card shows its exposure, contracts and invoices, each figure opening the records behind it (docs/persons.md#exposure). */
test("a client's card shows its exposure, own and group, and a figure opens the client's contracts", async ({ page, request }) => {
  const api = await adminApi(request);
  const [contract] = (await api.get('/api/financing/contracts?status=ACTIVE&range=0-0&sort=registration')) as unknown as Rec[];
  const client = ((contract.persons as Rec[]).find((p) => p.role === 'CLIENT') as Rec).personRegistration as string;
  const exposure = await api.get(`/api/person/persons/${client}/exposure`);
  const own = exposure.own as { contracts: { count: number; inForce: number } };

  await signIn(page);
  await page.goto(`/person/${client}`);
  const card = page.getByTestId('exposure');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('exposure-own-contracts')).toHaveText(`${own.contracts.inForce} in force of ${own.contracts.count}`);
  await expect(page.getByTestId('exposure-own-outstanding')).toContainText('€');
  // the contracts card lists the client's contracts, the one we started from among them
  await expect(page.locator('.ant-card', { hasText: 'Contracts' }).getByText(String(contract.registration))).toBeVisible();

  await page.getByTestId('exposure-own-contracts').click();
  await expect(page).toHaveURL(/\/contracts\?persons\.personRegistration=/);
  await expect(page.locator('.ag-row')).toHaveCount(own.contracts.count);
});
