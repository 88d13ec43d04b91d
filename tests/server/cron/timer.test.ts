import { describe, expect, it, vi } from 'vitest';
import { build } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { ADMIN_PASSWORD, signIn } from '../identity/helpers.ts';

describe('the scheduler timer', () => {
  it('is on in the server unless TABULA_CRON=0; TABULA_CRON_INTERVAL sets the seconds between passes', () => {
    expect(readConfig({}).cron).toEqual({ enabled: true, intervalMs: undefined });
    expect(readConfig({ TABULA_CRON: '0' }).cron?.enabled).toBe(false);
    expect(readConfig({ TABULA_CRON_INTERVAL: '10' }).cron?.intervalMs).toBe(10_000);
  });

  it('when enabled in build() it runs due jobs by itself, and stops with the server', async () => {
    const app = await build({ adminPassword: ADMIN_PASSWORD, logger: false, demoData: false, cron: { enabled: true, intervalMs: 50 } });
    expect(app.cron.active).toBe(true);
    try {
      const content = JSON.stringify([{ name: 'hello', cron: '* * * * *', script: 'hello-world', enabled: true }]);
      const saved = await app.inject({ method: 'PATCH', url: '/api/script/scripts/cron-list', headers: await signIn(app), payload: { content } });
      expect(saved.statusCode, saved.body).toBe(200);
      await vi.waitFor(
        async () => {
          const { rows } = await app.tabula.db.withTenant('master', (q) => q.query<{ status: string }>(`SELECT status FROM cron_runs WHERE job = 'hello'`));
          expect(rows.map((r) => r.status)).toContain('success');
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await app.close();
    }
    expect(app.cron.active).toBe(false);
    expect(await app.cron.tick()).toEqual({ outcomes: [], skipped: [], batches: [] });
    // a whole server boots on a fresh database here: the default 30 s is short on a loaded machine
  }, 90_000);
});
