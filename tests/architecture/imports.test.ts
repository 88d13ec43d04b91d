import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

/** BRIEF §1: which top-level folders each layer may import. */
const ALLOWED: Record<string, string[]> = {
  schemas: ['schemas'],
  engine: ['schemas', 'engine'],
  'scripts-sandbox': ['schemas', 'engine', 'scripts-sandbox'],
  renderers: ['schemas', 'engine', 'renderers'],
  app: ['schemas', 'engine', 'renderers', 'app', 'scripts-sandbox'],
  server: ['schemas', 'engine', 'scripts-sandbox', 'server'],
};
const UI_PACKAGES = /^(react|react-dom|antd|@ant-design\/|ag-grid|@rjsf\/|swr|react-router)/;
const root = resolve(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2],
  );
}

describe('imports go one way (schemas -> engine -> renderers -> app; server -> engine, scripts-sandbox)', () => {
  for (const [layer, allowed] of Object.entries(ALLOWED)) {
    it(`${layer}/ imports only ${allowed.join(', ')}`, () => {
      const violations: string[] = [];
      for (const file of sourceFiles(join(root, layer))) {
        for (const spec of importsOf(file)) {
          if (spec.startsWith('.')) {
            const target = relative(root, resolve(dirname(file), spec)).split(/[\\/]/)[0];
            if (!allowed.includes(target)) violations.push(`${relative(root, file)} -> ${spec}`);
          } else if ((layer === 'engine' || layer === 'server' || layer === 'scripts-sandbox') && UI_PACKAGES.test(spec)) {
            violations.push(`${relative(root, file)} -> ${spec} (UI package)`);
          }
        }
      }
      expect(violations).toEqual([]);
    });
  }
});
