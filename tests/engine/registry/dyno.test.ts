import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { dynoEntitySchema } from '../../../engine/registry/dynoEntitySchema.ts';
import { findListDefinition } from '../../../engine/registry/listDefinitions.ts';
import type { DynoDescriptor } from '../../../schemas/generated/meta.ts';
import entityMeta from '../../../schemas/meta/entity.json';
import fieldMeta from '../../../schemas/meta/field.json';

const carPark: DynoDescriptor = {
  name: 'dynoCarPark',
  title: 'Car park',
  currency: true,
  properties: {
    capacity: { type: ['integer', 'null'], 'x-field': { type: 'integer', label: 'Capacity', min: 0 } },
    city: { type: ['string', 'null'], 'x-field': { type: 'text', label: 'City' } },
  },
};

describe('dyno entities', () => {
  it('become entity schemas that satisfy the entity meta-schema', () => {
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    ajv.addSchema(fieldMeta);
    const valid = ajv.validate(entityMeta, dynoEntitySchema(carPark));
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('register at run time with their /page routes, API path and table', () => {
    const registry = createDefaultRegistry();
    const info = registry.registerDyno(carPark);
    expect(info).toMatchObject({
      name: 'dynoCarPark',
      route: '/page/dyno-car-park',
      listRoute: '/page/dyno-car-parks',
      collection: 'dynoCarParks',
      apiPath: '/api/dyno/dynoCarPark',
      table: 'dyno_dyno_car_parks',
      statusList: 'dynoCarParkStatus',
      dyno: true,
      currency: true,
    });
    expect(Object.keys(info.schema.properties ?? {})).toEqual(expect.arrayContaining(['_id', 'registration', 'name', 'status', 'capacity', 'currency', '_version']));
    expect(registry.clientRoute('dynoCarPark', 'DYN00000001')).toBe('/page/dyno-car-park/DYN00000001');
    expect(registry.resolveRoute('/page/dyno-car-park/new')).toMatchObject({ entityName: 'dynoCarPark', info, isNew: true });
    expect(registry.byApiPath('/api/dyno/dynoCarPark')).toBe(info);
  });

  it('get the default list definition', () => {
    const registry = createDefaultRegistry();
    registry.registerDyno(carPark);
    expect(findListDefinition('/page/dyno-car-parks', registry)).toMatchObject({
      entity: 'dynoCarPark',
      searchFields: [{ name: 'registration', regex: true }, { name: 'name', regex: true }],
      columns: [{ name: 'registration', linkTo: '/page/dyno-car-park/{registration}' }, { name: 'status', badge: true, select: 'dynoCarParkStatus' }, { name: 'name' }],
    });
  });

  it('can be redefined only with override', () => {
    const registry = createDefaultRegistry();
    registry.registerDyno(carPark);
    expect(() => registry.registerDyno(carPark)).toThrow(/already registered/);
    const info = registry.registerDyno({ ...carPark, collection: 'dynoParks' }, { override: true });
    expect(registry.byCollection('dynoCarParks')).toBeUndefined();
    expect(registry.byCollection('dynoParks')).toBe(info);
  });
});
