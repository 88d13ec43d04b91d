import { describe, expect, it } from 'vitest';
import { menuRouteReader, readableMenus } from '../../../engine/permissions/index.ts';
import { overriddenScript, scriptOverridesOf } from '../../../engine/scripts/scriptOverrides.ts';

const ENTITIES = [
  { name: 'Contract', route: '/contract', listRoute: '/contracts' },
  { name: 'Invoice', route: '/invoice', listRoute: '/invoices' },
  { name: 'dynoParking', route: '/page/dyno-parking', listRoute: '/page/dyno-parkings' },
];
const mayOpen = menuRouteReader(ENTITIES, (e) => e.name !== 'Invoice', ['/reports/monthly?x=1']);

describe('menuRouteReader: whether a menu entry opens a known page the user may read', () => {
  it('accepts the list and detail pages of readable entities, dyno ones included', () => {
    for (const path of ['/contracts', '/contract', '/contract/CTR1', '/page/dyno-parkings', '/contracts?status=OPEN']) expect(mayOpen(path), path).toBe(true);
  });
  it('refuses the pages of an entity the user may not read', () => {
    for (const path of ['/invoices', '/invoice/INV1']) expect(mayOpen(path), path).toBe(false);
  });
  it('accepts the shared pages, the special pages and the routes the tenant opens; refuses unknown paths and other sites', () => {
    for (const path of ['/home', '/calendar', '/crons', '/reports/monthly']) expect(mayOpen(path), path).toBe(true);
    for (const path of ['/nowhere', '/contracts-old', '//evil.example', 'https://evil.example', '/', '']) expect(mayOpen(path), path).toBe(false);
  });
});

describe('readableMenus', () => {
  it('keeps the readable leaves (their redirect checked first) and the groups left with any', () => {
    const menus = [
      { path: '/home' },
      { path: '/money', subMenus: [{ path: '/contracts' }, { path: '/invoices' }] },
      { path: '/bills', subMenus: [{ path: '/invoices' }] },
      { path: '/shortcut', redirect: '/contracts' },
      { path: '/contracts', redirect: '/invoices' },
    ];
    expect(readableMenus(menus, mayOpen)).toEqual([{ path: '/home' }, { path: '/money', subMenus: [{ path: '/contracts' }] }, { path: '/shortcut', redirect: '/contracts' }]);
  });
});

describe('scriptOverrides of the user configuration', () => {
  it('maps the rows of the user record, leaving out incomplete rows and self-overrides; null when none is left', () => {
    expect(scriptOverridesOf([{ script: 'contract-layout', override: ' draft ' }, { script: 'x' }, { script: 'y', override: 'y' }, null])).toEqual({ 'contract-layout': 'draft' });
    expect(scriptOverridesOf([{ script: 'y', override: 'y' }])).toBeNull();
    expect(scriptOverridesOf(undefined)).toBeNull();
    expect(scriptOverridesOf({ script: 'a', override: 'b' })).toBeNull();
  });
  it('answers the override of a name, else the name; an inherited key is no override', () => {
    expect(overriddenScript({ 'contract-layout': 'draft' }, 'contract-layout')).toBe('draft');
    expect(overriddenScript({ 'contract-layout': 'draft' }, 'person-layout')).toBe('person-layout');
    expect(overriddenScript(null, 'toString')).toBe('toString');
    expect(overriddenScript({}, 'toString')).toBe('toString');
  });
});
