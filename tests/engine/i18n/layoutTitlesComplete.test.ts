import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLayout } from '../../../engine/cards/defaultLayout.ts';
import { relatedEntities } from '../../../engine/cards/relatedEntities.ts';
import { bundleSchema } from '../../../engine/forms/bundleSchema.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import { shapeSchemas } from '../../../schemas/generated/catalog.ts';
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

/** The card titles of every built-in entity's default layout (a saved record: related cards too). */
function defaultLayoutTitles(): Map<string, string> {
  const registry = createDefaultRegistry();
  const titles = new Map<string, string>();
  for (const info of registry.all().filter((i) => !i.dyno)) {
    const layout = defaultLayout(info, bundleSchema(info.schema, shapeSchemas as JsonSchema[]), { hasId: true, related: relatedEntities(info, registry.all()) });
    for (const card of [...layout.left, ...layout.right]) titles.set(card.title, info.name);
  }
  return titles;
}

describe('card titles of the default layouts', () => {
  it('are words, never an entity or property name', () => {
    // a camelCase property (`auto`) or a PascalCase entity name (`AssetCatalogItem`)
    const names = [...defaultLayoutTitles().keys()].filter((title) => /^[a-z]|[a-z][A-Z]/.test(title));
    expect(names).toEqual([]);
  });

  it('are translated in every shipped locale', () => {
    expect(untranslated(defaultLayoutTitles())).toEqual([]);
  });
});
