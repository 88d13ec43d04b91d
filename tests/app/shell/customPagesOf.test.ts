import { describe, expect, it } from 'vitest';
import { customPagesOf } from '../../../app/shell/customPagesOf.ts';
import { menuFromRegistry } from '../../../app/shell/menuItems.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';

const entities = [
  { name: 'dynoParking', title: 'Parkings', listRoute: '/page/dyno-parkings', readable: true },
  { name: 'dynoBoat', title: 'Boats', listRoute: '/page/dyno-boats', readable: false },
  { name: 'dynoNote', listRoute: null, readable: true },
];

describe('customPagesOf', () => {
  it('lists only the dyno entities the server says the user may read', () => {
    expect(customPagesOf(entities, false)).toEqual({ entities: [{ title: 'Parkings', listRoute: '/page/dyno-parkings' }], configurator: false });
  });

  it('the menu shows no Custom pages group when nothing is readable and the user is no admin', () => {
    const config = { user: { username: 'u@master', profiles: [] }, menus: [] } as never;
    const unreadable = entities.map((e) => ({ ...e, readable: false }));
    expect(menuFromRegistry(createDefaultRegistry(), config, (k) => k, customPagesOf(unreadable, false))).toEqual([]);
    const shown = menuFromRegistry(createDefaultRegistry(), config, (k) => k, customPagesOf(entities, true));
    expect(shown).toEqual([{ key: 'group:/page', label: 'Custom pages', children: [{ key: '/page/dyno-parkings', label: 'Parkings' }, { key: '/dyno-entities', label: 'Dyno entities' }] }]);
  });
});
