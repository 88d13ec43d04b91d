// Compiles the server once into .server/ (esbuild: one ES module bundle, packages left to
// node_modules), so that `npm start` runs JavaScript rather than TypeScript through tsx. Skipped
// when the bundle is newer than every source it is made of. `node scripts/buildServer.mjs --force`
// rebuilds anyway. The worker threads' modules go beside the bundle, where the server looks for them.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
export const SERVER_OUT = join(root, '.server');
const SOURCES = ['server', 'engine', 'schemas', 'scripts-sandbox', 'package.json'].map((p) => join(root, p));
/** Plain JavaScript workers the server starts from its own folder (`new URL('./x.mjs', import.meta.url)`). */
const WORKER_FILES = ['server/db/pgliteThread.mjs', 'scripts-sandbox/node/workerBoot.mjs'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

export function serverBuildIsCurrent() {
  const bundle = join(SERVER_OUT, 'index.mjs');
  return existsSync(bundle) && statSync(bundle).mtimeMs >= Math.max(...SOURCES.filter(existsSync).map(newest));
}

/** Compiles into `outdir` (.server/ unless told: it must lie inside the project, where the server finds its files from). */
export async function buildServer({ force = false, outdir = SERVER_OUT } = {}) {
  if (!force && outdir === SERVER_OUT && serverBuildIsCurrent()) return false;
  const started = Date.now();
  mkdirSync(outdir, { recursive: true });
  // imported here: a current bundle runs without esbuild, a devDependency (`npm ci --omit=dev`)
  const { build } = await import('esbuild');
  await build({
    entryPoints: { index: join(root, 'server', 'index.ts'), workerMain: join(root, 'scripts-sandbox', 'node', 'workerMain.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const file of WORKER_FILES) copyFileSync(join(root, file), join(outdir, file.split('/').pop()));
  console.log(`Server compiled into ${outdir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

if (process.argv[1] === import.meta.filename) await buildServer({ force: process.argv.includes('--force') });
