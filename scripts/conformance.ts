/**
 * npm run conformance: reads the seeds (TABULA_SEEDS, else ../shared/seeds beside the project) into
 * tests/conformance/seedItems.json when they are there, then writes docs/conformance.md from those
 * items and the tests, and lists what is neither tested nor explained (exit 1).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readTests } from './conformance/evidence.ts';
import { matrix, problems, renderMatrix } from './conformance/matrix.ts';
import { notes } from './conformance/notes.ts';
import { seedItems, type SeedItem } from './conformance/seedItems.ts';

export const ITEMS_FILE = 'tests/conformance/seedItems.json';
export const MATRIX_FILE = 'docs/conformance.md';
export const SELF = 'tests/architecture/conformance.test.ts';

const root = resolve(import.meta.dirname, '..');
const seedsDir = process.env.TABULA_SEEDS ?? resolve(root, '../shared/seeds');

if (existsSync(seedsDir)) {
  const seeds = readdirSync(seedsDir)
    .filter((f) => /^\d{3}_.*\.txt$/.test(f))
    .sort()
    .map((f) => ({ seed: f.slice(0, 3), text: readFileSync(join(seedsDir, f), 'utf8') }));
  mkdirSync(dirname(join(root, ITEMS_FILE)), { recursive: true });
  writeFileSync(join(root, ITEMS_FILE), JSON.stringify(seedItems(seeds), null, 1) + '\n');
} else {
  console.log(`No seeds at ${seedsDir}: using ${ITEMS_FILE} as it is.`);
}
const items = JSON.parse(readFileSync(join(root, ITEMS_FILE), 'utf8')) as SeedItem[];
const rows = matrix(items, readTests(root, [SELF]), notes);
writeFileSync(join(root, MATRIX_FILE), renderMatrix(rows));
const found = problems(rows, notes, (p) => existsSync(join(root, p)));
for (const p of found) console.log(p);
console.log(`${rows.length} items, ${rows.filter((r) => r.status === 'tested').length} tested; ${found.length} problems.`);
process.exitCode = found.length ? 1 : 0;
