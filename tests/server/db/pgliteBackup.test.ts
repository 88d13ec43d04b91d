import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dumpPglite, restorePglite } from '../../../scripts/pglite-backup.ts';
import { build } from '../../../server/app.ts';

/** The PGlite backup of docs/operations.md: a stopped data folder archived, restored elsewhere, served again. */
describe('PGlite backup and restore', () => {
  const root = mkdtempSync(join(tmpdir(), 'tabula-backup-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores a data folder that serves the same records and passwords', async () => {
    const dataDir = join(root, 'data');
    const password = 'Backup-test-Passw0rd';
    const first = await build({ dataDir, adminPassword: password, logger: false, demoData: false });
    const login = await first.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password } });
    const headers = { authorization: String(login.headers.authorization) };
    const created = await first.inject({ method: 'POST', url: '/api/person/persons', headers, payload: { name: 'Kept by the backup' } });
    expect(created.statusCode).toBe(201);
    const registration = String(created.json().registration);
    await first.close();

    const archive = join(root, 'backup.tar.gz');
    expect(await dumpPglite(dataDir, archive)).toBeGreaterThan(1000);
    expect(statSync(archive).size).toBeGreaterThan(1000);
    const restoredDir = join(root, 'restored');
    await restorePglite(archive, restoredDir);
    await expect(restorePglite(archive, restoredDir)).rejects.toThrow('is not empty');

    const second = await build({ dataDir: restoredDir, logger: false, demoData: false });
    try {
      const again = await second.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password } });
      expect(again.statusCode).toBe(200);
      const found = await second.inject({ method: 'GET', url: `/api/person/persons/${registration}`, headers: { authorization: String(again.headers.authorization) } });
      expect(found.statusCode).toBe(200);
      expect(found.json().name).toBe('Kept by the backup');
    } finally {
      await second.close();
    }
  }, 300_000);
});
