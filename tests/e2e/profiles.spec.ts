import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from '../../playwright.config.ts';
import { apiHeaders, signInThroughLoginPage } from './helpers.ts';
import { countFetches, visit } from './quietVisit.ts';

/**
 * Every demo member of staff signs in with the demo password (TABULA_DEMO_PASSWORD) and finds a
 * working day (docs/demo-data.md): a home page with figures, and, for one user of each profile,
 * every entry of its menu opens with no failed request (403, 404, 5xx), no console error, no
 * error page.
 */
interface StaffUser {
  username: string;
  profiles: string[];
}
interface MenuItem {
  path: string;
  subMenus?: MenuItem[];
}

/** The pages that say a page did not render or may not be opened (in any language). */
const BROKEN = ['error-boundary', 'not-found-page', 'forbidden-page'];

async function demoStaff(browser: Browser): Promise<StaffUser[]> {
  const context = await browser.newContext();
  try {
    const headers = await apiHeaders(context.request);
    const res = await context.request.get('/api/core/users?range=0-199', { headers });
    expect(res.status()).toBe(200);
    const users = (await res.json()) as (StaffUser & { isAdmin?: boolean; personRegistration?: string; orgaRegistration?: string })[];
    // the demo's staff: linked to their person and company (other specs add users of their own)
    return users.filter((u) => !u.isAdmin && u.personRegistration && u.orgaRegistration).map(({ username, profiles }) => ({ username, profiles }));
  } finally {
    await context.close();
  }
}

/** Watches a page: failed API answers and console errors, each with the path being visited. */
function watch(page: Page) {
  const problems: string[] = [];
  let current = '/home';
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/api/')) problems.push(`${current}: ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${current}: console ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => problems.push(`${current}: page error ${e.message}`));
  return { problems, at: (path: string) => (current = path) };
}

test('every demo member of staff signs in to a home with figures; each profile opens every entry of its menu', async ({ browser }) => {
  test.setTimeout(600_000);
  const staff = await demoStaff(browser);
  const profiles = new Set(staff.map((u) => u.profiles.join('+')));
  expect(staff.length).toBeGreaterThanOrEqual(19);
  for (const profile of ['SALES', 'RISK', 'COLLECTIONS', 'ACCOUNTANT', 'BACK_OFFICE', 'AUDITOR', 'PARTNER']) expect(profiles).toContain(profile);

  const toured = new Set<string>();
  const problems: string[] = [];
  for (const user of staff) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(countFetches);
    const watcher = watch(page);
    await signInThroughLoginPage(page, user.username, E2E_DEMO_PASSWORD);
    await expect(page.getByTestId('home-dashboard')).toBeVisible();
    await expect(page.locator('[data-testid^="tile-"]').first(), `figures at home for ${user.username}`).toBeVisible();

    const profile = user.profiles.join('+');
    if (!toured.has(profile)) {
      toured.add(profile);
      const token = await page.evaluate(() => localStorage.getItem('tabula.auth.token'));
      const config = (await (await page.request.get('/api/script/runs/user-configuration', { headers: { Authorization: `Bearer ${token}` } })).json()) as { menus: MenuItem[] };
      const paths = config.menus.flatMap((m) => m.subMenus?.map((s) => s.path) ?? [m.path]);
      expect(paths.length, profile).toBeGreaterThan(5);
      for (const path of paths) {
        watcher.at(path);
        await visit(page, path);
        for (const id of BROKEN) if (await page.getByTestId(id).count()) problems.push(`${profile} ${path}: ${id}`);
      }
    }
    problems.push(...watcher.problems.map((p) => `${user.username} (${profile}) ${p}`));
    await context.close();
  }
  console.log(`${staff.length} staff signed in; menus of ${toured.size} profiles toured`);
  expect(problems).toEqual([]);
});
