#!/usr/bin/env node
// Runs npm scripts at the same time (`node scripts/parallel.mjs typecheck lint`): each one's output
// is printed whole when it ends, and the exit code is the first failure's (0 when all pass).
import { runCommands } from './runCommands.mjs';

const names = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

process.exit(await runCommands(names.map((name) => ({ label: name, command: npm, args: ['run', '--silent', name] }))));
