// `npm start`: builds the UI and compiles the server when either is missing or older than its
// sources, then runs the compiled server (.server/index.mjs; `npm run dev:server` runs the sources through tsx).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './buildServer.mjs';

const root = join(import.meta.dirname, '..');
const index = join(root, 'dist', 'index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = ['app', 'renderers', 'engine', 'schemas', 'index.html'].map((p) => join(root, p));
const sourceTime = Math.max(...sources.filter(existsSync).map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)));
/** Builds the UI (vite), saying every 10 s that it is still at it: a first build takes a minute or two. */
function buildUi() {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log('Building the user interface (the first start takes a minute or two)...');
    const build = spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    const ticker = setInterval(() => console.log(`  still building the user interface: ${Math.round((Date.now() - started) / 1000)} s`), 10_000);
    build.on('exit', (code) => {
      clearInterval(ticker);
      if (code === 0) console.log(`User interface built in ${Math.round((Date.now() - started) / 1000)} s.`);
      resolve(code ?? 1);
    });
  });
}

if (!existsSync(index) || statSync(index).mtimeMs < sourceTime) {
  const status = await buildUi();
  if (status !== 0) process.exit(status);
}
await buildServer();
console.log('Starting the server (the first start also creates the database and its demo data)...');

const server = spawn(process.execPath, ['--enable-source-maps', join(root, '.server', 'index.mjs')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
