#!/usr/bin/env node
// Runs npm scripts at the same time (`node scripts/parallel.mjs typecheck lint`): each one's output
// is printed whole when it ends, and the exit code is the first failure's (0 when all pass).
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const run = (name) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`== ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${Buffer.concat(chunks).toString()}`);
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(names.map(run));
process.exit(codes.find((c) => c !== 0) ?? 0);
