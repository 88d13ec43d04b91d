import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

/**
 * The app under its Content-Security-Policy (issue 19 item 6): no 'unsafe-eval', yet signing in,
 * a list, a card with its layout script (QuickJS, WebAssembly), a form checked and saved, and the
 * documentation all work without one policy violation or console error about it.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every `securitypolicyviolation` of the page (and its reloads) and the console's CSP messages. */
async function watchViolations(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content[ -]Security[ -]Policy|unsafe-eval|Refused to/i.test(m.text())) console.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/Content[ -]Security[ -]Policy|unsafe-eval|EvalError/i.test(e.message)) console.push(e.message);
  });
  await page.addInitScript(() => {
    // counts WebAssembly compilations, to prove the sandbox really ran under the policy
    const w = window as unknown as { __wasmCompiles: number };
    w.__wasmCompiles = 0;
    for (const name of ['instantiate', 'compile', 'instantiateStreaming', 'compileStreaming'] as const) {
      const original = WebAssembly[name] as (...args: unknown[]) => unknown;
      (WebAssembly as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        w.__wasmCompiles++;
        return original.apply(WebAssembly, args);
      };
    }
    const list: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (e) => {
      list.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  return {
    console,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []),
  };
}

test('the app shell is served with a policy without unsafe-eval', async ({ request }) => {
  const res = await request.get('/persons');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp).not.toMatch(/'unsafe-eval'/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});

test('signing in, a list, a card, a refused and a saved form, and the documentation raise no CSP violation', async ({ page }) => {
  const watch = await watchViolations(page);
  await signIn(page);
  expect(await watch.violations()).toEqual([]);

  // a list
  await page.goto('/persons');
  await expect(page.getByTestId('list-grid')).toBeVisible();
  await expect(page.locator('.ag-row').first()).toBeVisible();
  expect(await watch.violations()).toEqual([]);

  // a new card: the form is compiled and checked in the browser (refused, then saved)
  await page.goto('/person');
  await expect(page.getByTestId('card-title')).toHaveText('New Person');
  await page.locator('#root_email').fill('jane.doe@');
  await page.getByTestId('save').click();
  await expect(page.locator('[data-field="root_email"]')).toContainText('Email format should be "name@example.com"');
  // typed again until the form keeps it: under CI load the refused save's redraw once put the
  // field's previous value back over a fill made meanwhile (seen once on 2026-11-29, not reproduced)
  await expect(async () => {
    await page.locator('#root_email').fill('jane.doe@example.com');
    await expect(page.locator('[data-field="root_email"]')).not.toContainText('Email format', { timeout: 2_000 });
    await expect(page.locator('#root_email')).toHaveValue('jane.doe@example.com', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.locator('#root_type').click();
  await page.locator('.ant-select-item-option[title="Company"]').click();
  await page.locator('#root_name').fill(`CSP Leasing ${Date.now()}`);
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/person\/AUT\d{8}$/);
  expect(await watch.violations()).toEqual([]);

  // a contract card: its layout script runs in the browser's QuickJS sandbox (WebAssembly)
  await page.goto('/contracts');
  await expect(page.getByTestId('list-grid')).toBeVisible();
  await page.goto('/contract');
  await expect(page.getByTestId('card-title')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __wasmCompiles: number }).__wasmCompiles)).toBeGreaterThan(0);
  expect(await watch.violations()).toEqual([]);

  // the documentation (markdown rendered in the page)
  await page.goto('/documentation/security');
  await expect(page.locator('.tabula-doc h1')).toBeVisible();
  expect(await watch.violations()).toEqual([]);
  expect(watch.console).toEqual([]);
});
