#!/usr/bin/env node
// Runs the e2e journeys in E2E_SHARDS parts at once (default 1: one part; 2 runs two parts side by side), each part a
// Playwright process with its own server, port and embedded database, so the parts share no data.
// Each part's report is printed whole when it ends; the exit code is the first failure's.
// Arguments (a spec file, --grep ...) are passed to Playwright, and then one part runs them all.
import { runCommands } from './runCommands.mjs';

const args = process.argv.slice(2);
const shards = args.length ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
const basePort = Number(process.env.E2E_PORT ?? 8181);
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const part = (index) => ({
  label: `e2e part ${index}/${shards}`,
  command: npx,
  args: ['playwright', 'test', ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...args],
  env: { ...process.env, E2E_PORT: String(basePort + index - 1), E2E_OUTPUT_DIR: shards > 1 ? `test-results/part-${index}` : 'test-results' },
  // one part writes straight to the terminal; parts side by side print their report whole
  buffered: shards > 1,
});

process.exit(await runCommands(Array.from({ length: shards }, (_, i) => part(i + 1))));
