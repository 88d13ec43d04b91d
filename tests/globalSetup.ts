import { rmSync } from 'node:fs';
import { createPgTemplate } from './server/support/pgTemplate.ts';
import { TEMPLATE_ENV, writePgliteTemplate } from './server/support/pgliteTemplate.ts';
import { PG_TEMPLATE_ENV } from './server/support/testDatabases.ts';

/**
 * Once per `vitest run`: the PGlite template the server suites boot from
 * (tests/server/support/pgliteTemplate.ts) and, with TEST_DATABASE_URL, the PostgreSQL template
 * database their databases are copied from (tests/server/support/pgTemplate.ts), built side by side.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [file, pgTemplate] = await Promise.all([writePgliteTemplate(), serverUrl ? createPgTemplate(serverUrl) : undefined]);
  process.env[TEMPLATE_ENV] = file;
  if (pgTemplate) process.env[PG_TEMPLATE_ENV] = pgTemplate.name;
  return async () => {
    rmSync(file, { force: true });
    await pgTemplate?.drop();
  };
}
