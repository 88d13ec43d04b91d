#!/usr/bin/env node
// npm run test:quick: the inner loop. Vitest on the engine, the schemas, the scripts sandbox and the
// renderers, and on the server files or folders given as arguments (`npm run test:quick --
// tests/server/billing`), those on one database engine only: PGlite (TEST_DATABASE_URL is dropped).
// Without a server file the server project's global setup (the migrated templates) is not built.
// `npm test` still runs everything, on both engines (docs/getting-started.md, "Tests").
import { runCommand } from './runCommands.mjs';

const QUICK = ['tests/engine', 'tests/schemas', 'tests/scripts-sandbox', 'tests/renderers'];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const { TEST_DATABASE_URL: _dropped, ...env } = process.env;

process.exit(await runCommand({ label: 'test:quick', command: npx, args: ['vitest', 'run', ...QUICK, ...process.argv.slice(2)], env, buffered: false }));
