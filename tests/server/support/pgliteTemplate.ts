import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../../server/app.ts';
import { tarWithout } from './tarEntries.ts';
import { ADMIN_PASSWORD } from './adminPassword.ts';

/** Environment variable naming the file of this run's PGlite template (set by the global setup). */
export const TEMPLATE_ENV = 'TABULA_TEST_PGLITE_TEMPLATE';

/**
 * Boots the server once on a fresh in-memory PGlite (migrations, default scripts, lists, workflows,
 * no demo data, admin@master with the suite's password) and writes its database files to a tarball:
 * each test server on PGlite then starts from it instead of running initdb and the migrations again.
 * Built on every run, so it always matches the sources under test.
 *
 * Trimmed to what a start needs (a boot copies and unpacks the whole file, so its size is CPU): a
 * checkpoint first, then only the WAL segment being written is kept (the recycled ones after it
 * are 16 MB of old WAL each), half the dump's size.
 */
export async function writePgliteTemplate(): Promise<string> {
  const app = await build({ adminPassword: ADMIN_PASSWORD, demoData: false, logger: false });
  try {
    const { db } = app.tabula;
    const current = await db.admin(async (q) => {
      await q.query('CHECKPOINT');
      return String((await q.query('SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS name')).rows[0].name);
    });
    const dump = new Uint8Array(await (await db.dump!()).arrayBuffer());
    const recycled = (name: string) => /\/pg_wal\/[0-9A-F]{24}$/.test(name) && !name.endsWith(`/${current}`);
    const file = join(tmpdir(), `tabula-test-template-${process.pid}.tar`);
    writeFileSync(file, tarWithout(dump, recycled));
    return file;
  } finally {
    await app.close();
  }
}

let cached: ArrayBuffer | undefined;

/**
 * This run's template, read once per test process; undefined outside the suite's global setup.
 * PGlite only calls `arrayBuffer()` of it and copies the files out, so every boot of the process
 * shares one buffer instead of copying a Blob's bytes again.
 */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return undefined;
  if (!cached) {
    const bytes = readFileSync(file);
    cached = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }
  const buffer = cached;
  return { type: 'application/x-tar', size: buffer.byteLength, arrayBuffer: async () => buffer } as Blob;
}
