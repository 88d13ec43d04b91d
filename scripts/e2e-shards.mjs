#!/usr/bin/env node
// Runs the e2e journeys in E2E_SHARDS parts at once (default 1: one part; 2 runs two parts side by side), each part a
// Playwright process with its own server, port and embedded database, so the parts share no data.
// Each part's report is printed whole when it ends; the exit code is the first failure's.
// Arguments (a spec file, --grep ...) are passed to Playwright, and then one part runs them all.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const shards = args.length ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
const basePort = Number(process.env.E2E_PORT ?? 8181);
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const run = (index) =>
  new Promise((resolve) => {
    const started = Date.now();
    const shardArgs = shards > 1 ? [`--shard=${index}/${shards}`] : [];
    const env = { ...process.env, E2E_PORT: String(basePort + index - 1), E2E_OUTPUT_DIR: shards > 1 ? `test-results/part-${index}` : 'test-results' };
    const child = spawn(npx, ['playwright', 'test', ...shardArgs, ...args], { env, stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (shards > 1) process.stdout.write(`== e2e part ${index}/${shards}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${Buffer.concat(chunks).toString()}`);
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => run(i + 1)));
process.exit(codes.find((c) => c !== 0) ?? 0);
