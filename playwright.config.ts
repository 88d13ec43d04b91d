import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** e2e journeys in Debian's Chromium against a server with a fresh embedded database. */
const PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_ADMIN_PASSWORD = 'E2e-admin-Passw0rd';
/** The password of every demo staff user (TABULA_DEMO_PASSWORD). */
export const E2E_DEMO_PASSWORD = 'E2e-demo-staff-Passw0rd';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tabula-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  // one folder per part when scripts/e2e-shards.mjs runs several at once (each clears its own)
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  webServer: {
    // the compiled server, as `npm start` runs it (test:e2e compiles it first; a stale bundle is rebuilt)
    command: 'node scripts/buildServer.mjs && node --enable-source-maps .server/index.mjs',
    url: `http://localhost:${PORT}/api/core/ping`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: process.env.E2E_LOG ? 'pipe' : 'ignore',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      TABULA_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      TABULA_DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      TABULA_LOG: process.env.E2E_LOG ?? '0',
      // a helper building into another folder (vite build --outDir) can run its own e2e beside this one
      TABULA_STATIC_DIR: process.env.E2E_STATIC_DIR ?? '',
    },
  },
});
