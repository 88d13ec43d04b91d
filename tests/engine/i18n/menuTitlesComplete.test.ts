import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../schemas/generated/shapes.ts';
import { defaultMenus } from '../../../engine/permissions/index.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { findListDefinition } from '../../../engine/registry/listDefinitions.ts';
import { MENU_DOMAINS, menuTitle } from '../../../engine/shell/menuDomains.ts';

const root = resolve(import.meta.dirname, '..', '..', '..');
const LOCALES_DIR = join(root, 'server', 'defaults', 'locales');
const LISTS_DIR = join(root, 'schemas', 'lists');

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

/** The shipped Locale records: code -> translations. */
const locales = new Map(
  readdirSync(LOCALES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const record = readJson<{ code: string; translations: Record<string, string> }>(join(LOCALES_DIR, f));
      return [record.code, record.translations] as const;
    }),
);

const registry = createDefaultRegistry();
const listRoutes = registry
  .all()
  .filter((info) => info.listRoute && !info.dyno)
  .map((info) => info.listRoute!);

const menuTitles = (items: readonly MenuItem[]): string[] =>
  items.flatMap((m) => [...(typeof m.title === 'string' ? [m.title] : []), ...menuTitles(m.subMenus ?? [])]);

/** Every title of the default menu, the one a user who may read everything gets. */
const menuKeys = new Set([
  'Home',
  ...MENU_DOMAINS.map((d) => d.title),
  ...listRoutes.map(menuTitle),
  ...menuTitles(defaultMenus(registry.all(), () => true)),
]);

/** The title each list page shows through t() (ListToolbar): its file's, or its entity's default. */
const listFiles = readdirSync(LISTS_DIR).filter((f) => f.endsWith('.json'));
const listKeys = new Set([
  ...listFiles.map((f) => {
    const definition = readJson<{ title?: string; entity: string }>(join(LISTS_DIR, f));
    return definition.title ?? definition.entity;
  }),
  ...listRoutes.map((route) => findListDefinition(route, registry)?.title ?? route),
]);

/** `code: key` for every key of `keys` that a shipped locale lacks or leaves untranslated. */
const untranslated = (keys: Set<string>) =>
  [...locales].flatMap(([code, t]) =>
    [...keys]
      .filter((key) => typeof t[key] !== 'string' || !t[key].trim() || t[key] === 'TO TRANSLATE')
      .map(
        (key) =>
          `${code}: ${JSON.stringify(key)}${key in t ? ` -> ${JSON.stringify(t[key])}` : ' (missing)'}`,
      ),
  );

describe('the shipped locales translate every menu entry and list title', () => {
  it('finds the titles of the menu and of the list pages', () => {
    for (const key of ['Home', 'Financing', 'Administration', 'Credit lines', 'SEPA batches'])
      expect(menuKeys).toContain(key);
    expect(listKeys).toContain('Contracts');
    expect(listFiles.length).toBeGreaterThan(0);
  });

  it('every menu title is translated in every locale', () => {
    expect(untranslated(menuKeys)).toEqual([]);
  });

  it('every list page title is translated in every locale', () => {
    expect(untranslated(listKeys)).toEqual([]);
  });

  it('en-EU spells each of these titles as its key', () => {
    const english = locales.get('en-EU') ?? {};
    const differing = [...menuKeys, ...listKeys].filter((key) => key in english && english[key] !== key);
    expect(differing).toEqual([]);
  });
});
