import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';

const ROOT = join(import.meta.dirname, '../../..');
/** The one test file that seeds the demo world on purpose (one first start), and this one. */
const SKIPPED = new Set(['tests/server/seed/demoFirstStart.test.ts', 'tests/server/seed/demoSwitch.test.ts']);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

/** The argument text of every `build(...)` call with arguments in a source (parentheses balanced). */
function buildCalls(source: string): string[] {
  const calls: string[] = [];
  for (const m of source.matchAll(/\bbuild\((?=\s*[^\s)])/g)) {
    let depth = 0;
    let i = (m.index ?? 0) + 'build'.length;
    for (; i < source.length; i += 1) {
      if (source[i] === '(') depth += 1;
      else if (source[i] === ')' && --depth === 0) break;
    }
    calls.push(source.slice((m.index ?? 0) + 'build('.length, i));
  }
  return calls;
}

describe('the demo data switch', () => {
  it('reads TABULA_DEMO, and TABULA_DEMO_DATA as its former name', () => {
    expect(readConfig({}).demoData).toBe(true);
    expect(readConfig({ TABULA_DEMO: '0' }).demoData).toBe(false);
    expect(readConfig({ TABULA_DEMO: '1' }).demoData).toBe(true);
    expect(readConfig({ TABULA_DEMO_DATA: '0' }).demoData).toBe(false);
    expect(readConfig({ TABULA_DEMO: '1', TABULA_DEMO_DATA: '0' }).demoData).toBe(true);
  });

  it('is off in every test server but the demo test: tests build apps with demoData: false', () => {
    const offenders: string[] = [];
    for (const file of testFiles(join(ROOT, 'tests'))) {
      const name = relative(ROOT, file);
      const source = readFileSync(file, 'utf8');
      if (SKIPPED.has(name) || !source.includes('server/app.ts')) continue;
      for (const args of buildCalls(source)) if (!/demoData:\s*false/.test(args)) offenders.push(`${name}: build(${args.replace(/\s+/g, ' ').slice(0, 80)})`);
    }
    expect(offenders).toEqual([]);
  });
});
