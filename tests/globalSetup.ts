import { rmSync } from 'node:fs';
import { createPgTemplate } from './server/support/pgTemplate.ts';
import { installPgSequentialGuard } from './server/support/pgSequentialGuard.ts';
import { TEMPLATE_ENV, writePgliteTemplate } from './server/support/pgliteTemplate.ts';
import { PG_TEMPLATE_ENV } from './server/support/testDatabases.ts';

/**
 * Once per `vitest run`: the PGlite template the server suites boot from
 * (tests/server/support/pgliteTemplate.ts) and, with TEST_DATABASE_URL, the PostgreSQL template
 * database their databases are copied from (tests/server/support/pgTemplate.ts), built side by side.
 * A statement sent on a pg client still executing another fails the run here too
 * (tests/server/support/pgSequentialGuard.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const pgSequential = installPgSequentialGuard();
  const [file, pgTemplate] = await Promise.all([writePgliteTemplate(), serverUrl ? createPgTemplate(serverUrl) : undefined]);
  process.env[TEMPLATE_ENV] = file;
  if (pgTemplate) process.env[PG_TEMPLATE_ENV] = pgTemplate.name;
  const teardown = async () => {
    rmSync(file, { force: true });
    await pgTemplate?.drop();
  };
  try {
    pgSequential.check('global setup');
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
