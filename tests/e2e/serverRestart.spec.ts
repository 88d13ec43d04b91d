import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInOver, startServerProcess, stopServerProcess, type ServerProcess } from '../server/faults/serverProcess.ts';

type Rec = Record<string, unknown>;

const PASSWORD = 'Restart-e2e-Passw0rd';

/**
 * Issue 37 item 8: a server of its own (not the suite's), killed while a card is being edited. The
 * save that gets no answer says "Network error" with a Retry and keeps the input; the app does not
 * go offline; once the server is back on the same address, Retry stores what was typed.
 */
test('the server is killed mid-edit: "Network error" with Retry, the input kept; after the restart Retry saves it', async ({ page }) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'tabula-restart-'));
  const env = { DATA_DIR: dataDir, TABULA_ADMIN_PASSWORD: PASSWORD, TABULA_STATIC_DIR: process.env.E2E_STATIC_DIR ?? '' };
  let server: ServerProcess | undefined = await startServerProcess(env, 120_000);
  try {
    const port = new URL(server.url).port;
    const authorization = await signInOver(server.url, 'admin@master', PASSWORD);
    const created = await fetch(`${server.url}/api/financing/contracts`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Before the restart', currency: 'EUR', rate: 0.05, duration: 24 }),
    });
    expect(created.status).toBe(201);
    const key = String(((await created.json()) as Rec).registration);

    await page.goto(`${server.url}/authentication/login-page`);
    await page.getByTestId('login-username').fill('admin@master');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('current-user')).toHaveText('admin@master');
    await page.goto(`${server.url}/contract/${key}`);
    const nameField = page.locator('#root_name');
    await expect(nameField).toHaveValue('Before the restart');
    await nameField.fill('Typed while the server died');

    server.child.kill('SIGKILL');
    await server.exited;
    server = undefined;
    await page.getByTestId('save').click();
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Network error: Check your internet connection' });
    await expect(notice).toBeVisible();
    await expect(page.getByText('You are now offline and using cached data')).toHaveCount(0);
    await expect(nameField).toHaveValue('Typed while the server died');

    server = await startServerProcess({ ...env, PORT: port }, 120_000);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: `"${key}" saved` })).toBeVisible();
    const stored = await fetch(`${server.url}/api/financing/contracts/${key}`, { headers: { authorization: await signInOver(server.url, 'admin@master', PASSWORD) } });
    expect(((await stored.json()) as Rec).name).toBe('Typed while the server died');
  } finally {
    await stopServerProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
