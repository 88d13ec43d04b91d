import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../../server/app.ts';
import { ADMIN_PASSWORD } from './testServer.ts';

/** Environment variable naming the file of this run's PGlite template (set by the global setup). */
export const TEMPLATE_ENV = 'TABULA_TEST_PGLITE_TEMPLATE';

/**
 * Boots the server once on a fresh in-memory PGlite (migrations, default scripts, lists, workflows,
 * no demo data, admin@master with the suite's password) and writes its database files to a tarball:
 * each test server on PGlite then starts from it instead of running initdb and the migrations again.
 * Built on every run, so it always matches the sources under test.
 */
export async function writePgliteTemplate(): Promise<string> {
  const app = await build({ adminPassword: ADMIN_PASSWORD, demoData: false, logger: false });
  try {
    const dump = await app.tabula.db.dump!();
    const file = join(tmpdir(), `tabula-test-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await app.close();
  }
}

let cached: Blob | undefined;

/** This run's template, read once per test process; undefined outside the suite's global setup. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return undefined;
  cached ??= new Blob([readFileSync(file)]);
  return cached;
}
