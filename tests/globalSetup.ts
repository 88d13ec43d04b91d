import { rmSync } from 'node:fs';
import { TEMPLATE_ENV, writePgliteTemplate } from './server/support/pgliteTemplate.ts';

/** Once per `vitest run`: the PGlite template the server suites boot from (tests/server/support/pgliteTemplate.ts). */
export default async function setup(): Promise<() => void> {
  const file = await writePgliteTemplate();
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(file, { force: true });
}
