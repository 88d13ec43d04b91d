import { expect, test, type Page } from '@playwright/test';
import { pageGet, pageJson, signIn } from './helpers.ts';

/** The first demo person of a type, through the API. */
async function firstOfType(page: Page, type: string): Promise<{ registration: string; roles: { role: string }[] }> {
  return ((await pageJson(page, `/api/person/persons?type=${type}&range=0-0`)) as { registration: string; roles: { role: string }[] }[])[0];
}
/** Every chip shows a label: not empty, not a role code. */
const labelled = (chips: string[], roles: { role: string }[]) => chips.every((chip) => chip.trim() !== '' && !roles.some((r) => r.role === chip.trim()));
const cardTitles = (page: Page) => page.locator('[data-testid="card-column-left"] > [data-testid^="card-"] .ant-card-head-title');

test('an individual and a company of the demo show their own sections, and their roles by label', async ({ page }) => {
  await signIn(page);
  const individual = await firstOfType(page, 'I');
  const company = await firstOfType(page, 'C');

  await page.goto(`/person/${individual.registration}`);
  await expect(page.getByTestId('card-birth')).toBeVisible();
  await expect(cardTitles(page)).toHaveText(['Identity', 'Addresses', 'Birth', 'Family', 'Employment', 'Income (monthly net)', 'Expenditure (monthly net)', 'Bank accounts', 'Relations diagram']);
  await expect(page.locator('[data-field="root_company"]')).toHaveCount(0);
  // the Roles chips: one per role, each with its label (never empty, never the code)
  const roles = page.locator('[data-field="root_roles"] .ant-select-selection-item');
  await expect(roles).toHaveCount(individual.roles.length);
  await expect.poll(async () => labelled(await roles.allTextContents(), individual.roles)).toBe(true);

  await page.goto(`/person/${company.registration}`);
  await expect(page.getByTestId('card-legal')).toBeVisible();
  await expect(cardTitles(page)).toHaveText(['Identity', 'Addresses', 'Web', 'Company contacts', 'Legal', 'Relations', 'Relations diagram', 'Bank accounts']);
  await expect(page.getByTestId('card-legal')).toContainText('Share capital');
  await expect(page.locator('[data-field="root_birthDate"], [data-field="root_incomeSalary"], [data-field="root_familyMaritalStatus"]')).toHaveCount(0);
  const companyRoles = page.locator('[data-field="root_roles"] .ant-select-selection-item');
  await expect(companyRoles).toHaveCount(company.roles.length);
  await expect.poll(async () => labelled(await companyRoles.allTextContents(), company.roles)).toBe(true);
  // the detailed-view switch keeps the identity and the addresses only
  await page.getByTestId('detailed-view').click();
  await expect(cardTitles(page)).toHaveText(['Identity', 'Addresses']);
});

test('the person list opens with the types overview, and /users draws the organisations diagram', async ({ page }) => {
  await signIn(page);
  const countOf = async (query: string) => {
    const res = await pageGet(page, `/api/person/persons?${query}&range=0-0&count=exact`);
    return Number(res.headers()['pagination-total']);
  };
  await page.goto('/persons');
  const strip = page.getByTestId('persons-kpi');
  // one tile per type, by label, with the server's count
  await expect(strip.getByTestId('kpi-I')).toContainText('Individual');
  await expect(strip.getByTestId('kpi-I')).toContainText(String(await countOf('type=I')));
  await expect(strip.getByTestId('kpi-C')).toContainText('Company');
  await strip.getByTestId('kpi-I').click();
  await expect(page).toHaveURL(/type=I/);

  await page.goto('/users');
  await page.getByRole('button', { name: 'Organizations' }).click();
  const diagram = page.getByTestId('organizations-diagram');
  await expect(diagram.getByTestId('relations-summary')).toHaveAttribute('data-count', String(await countOf('type=O')));
  await expect(diagram.getByTestId('relations-chart').locator('svg')).toBeVisible();
  await expect(diagram.getByTestId('relations-chart')).toContainText('Tabula Lease France SAS');
});
