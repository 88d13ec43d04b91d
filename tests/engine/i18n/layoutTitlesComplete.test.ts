import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { untranslated } from './shippedLocales.ts';

const LAYOUTS_DIR = resolve(import.meta.dirname, '..', '..', '..', 'server', 'defaults', 'scripts', 'layout');

/**
 * The card titles the shipped layout scripts give as text (`title: 'Links'`, and the second
 * argument of their `form(key, title, fields)` helper), each with the script it comes from.
 */
function layoutTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  for (const file of readdirSync(LAYOUTS_DIR).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(LAYOUTS_DIR, file), 'utf8');
    for (const m of code.matchAll(/\btitle: '([^']+)'|\bform\('[^']+', '([^']+)'/g)) titles.set(m[1] ?? m[2], file);
  }
  return titles;
}

describe('card titles of the shipped layout scripts', () => {
  it('are found', () => {
    expect([...layoutTitles().keys()]).toEqual(expect.arrayContaining(['Terms', 'Links', 'Calculator', 'Workflow']));
  });

  it('are translated in every shipped locale (a card page never shows an English title in French)', () => {
    expect(untranslated(layoutTitles())).toEqual([]);
  });
});
