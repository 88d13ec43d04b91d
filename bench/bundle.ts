/**
 * bench/bundle: size of the JavaScript the browser loads first, for the sign-in page (the entry chunk
 * and its static imports), gzipped, against the budget of issue 43 (<= 300 kB): above it the
 * benchmark fails (exit code 1). Then the sizes of the lazily loaded chunks, the largest first.
 * `--no-build` measures the last build; `--out-dir <folder>` builds into (and measures) another folder
 * than dist/, so a build beside a running server's dist/ does not disturb it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const root = join(import.meta.dirname, '..');
/** The first load's budget, gzipped (issue 43: the engine, shell, ECharts, sandbox and editors load later). */
const TARGET_KB = 300;

const outDirArg = process.argv.indexOf('--out-dir');
const outDir = outDirArg > 0 ? resolve(process.argv[outDirArg + 1]) : join(root, 'dist');

if (!process.argv.includes('--no-build')) {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length / 1024;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const initial = new Set<string>();
const visit = (key: string) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(entryKey);

const initialKb = [...initial].reduce((sum, k) => sum + gz(manifest[k].file), 0);
const met = initialKb <= TARGET_KB;
console.log(`first load (sign-in page) JS: ${initialKb.toFixed(1)} kB gzipped in ${initial.size} chunk(s) (budget <= ${TARGET_KB} kB: ${met ? 'met' : 'EXCEEDED'}, ratio ${(initialKb / TARGET_KB).toFixed(2)})`);
if (!met) process.exitCode = 1;
const lazy = Object.entries(manifest)
  .filter(([k, c]) => !initial.has(k) && c.file.endsWith('.js'))
  .map(([k, c]) => ({ name: k, kb: gz(c.file) }))
  .sort((a, b) => b.kb - a.kb);
console.log(`lazy chunks: ${lazy.length}, largest:`);
for (const c of lazy.slice(0, 8)) console.log(`  ${c.kb.toFixed(1).padStart(7)} kB  ${c.name}`);
