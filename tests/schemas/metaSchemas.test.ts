import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { entityFiles, listFiles, metaFiles, shapeFiles } from './schemaFiles.ts';

const META = 'https://tabula.local/schemas/meta/';
const ajv = new Ajv({ strict: true, strictRequired: false, allowUnionTypes: true, allErrors: true });
addFormats(ajv);
ajv.addVocabulary(['x-entity', 'x-field', 'x-designed']);
for (const [, schema] of [...metaFiles, ...shapeFiles]) ajv.addSchema(schema);

function errorsOf(schemaId: string, data: unknown): unknown[] {
  const validate = ajv.getSchema(schemaId);
  if (!validate) throw new Error(`no schema ${schemaId}`);
  return validate(data) ? [] : (validate.errors ?? []);
}

describe('meta-schemas', () => {
  it.each(metaFiles)('%s compiles in strict mode', (file, schema) => {
    expect(schema.$id).toBe(`${META}${file}`);
    expect(ajv.getSchema(String(schema.$id))).toBeTypeOf('function');
  });

  it.each(entityFiles)('entities/%s satisfies meta/entity.json and compiles', (_file, schema) => {
    expect(errorsOf(`${META}entity.json`, schema)).toEqual([]);
    expect(ajv.compile(schema)).toBeTypeOf('function');
  });

  it.each(shapeFiles)('shapes/%s satisfies the property meta-schema', (_file, schema) => {
    expect(errorsOf(`${META}entity.json#/definitions/property`, schema)).toEqual([]);
  });

  it.each(listFiles)('lists/%s satisfies meta/list.json', (_file, list) => {
    expect(errorsOf(`${META}list.json`, list)).toEqual([]);
  });
});

describe('meta-schema examples', () => {
  const layout = {
    name: 'person-layout',
    left: [
      { key: 'identity', title: 'Identity', collapsible: true, elements: [{ type: 'form', fields: ['registration', { name: 'name', colProps: { xs: 12, sm: 6 } }] }] },
      { type: 'Persons', path: 'persons' },
    ],
    right: [{ type: 'Workflow', sticky: true }, { type: 'Notes' }, { elements: [{ type: 'kpi', kpi: 'invoices-kpi' }, { type: 'echart', options: { series: [] } }] }],
  };

  it('accepts a layout with both columns', () => {
    expect(errorsOf(`${META}layout.json`, layout)).toEqual([]);
  });

  it('rejects unknown card, element and field types', () => {
    expect(errorsOf(`${META}card.json`, { type: 'Spaceship' })).not.toEqual([]);
    expect(errorsOf(`${META}element.json`, { type: 'spaceship' })).not.toEqual([]);
    expect(errorsOf(`${META}field.json`, { type: 'spaceship' })).not.toEqual([]);
    expect(errorsOf(`${META}field.json`, { type: 'text', colour: 'red' })).not.toEqual([]);
  });

  it('accepts every field type with slider options', () => {
    const types = (metaFiles.find(([f]) => f === 'field.json')?.[1].definitions as { fieldType: { enum: string[] } }).fieldType.enum;
    expect(types).toHaveLength(35);
    for (const type of types) expect(errorsOf(`${META}field.json`, { type, label: type })).toEqual([]);
    const slider = { type: 'slider', slider: { start: [10, 40], step: 10, range: { min: 0, max: 100 }, pipsValues: [0, 50, 100], tooltips: true, connect: [false, true, false], snap: false } };
    expect(errorsOf(`${META}field.json`, slider)).toEqual([]);
  });

  it('accepts a page configuration and a dyno descriptor', () => {
    expect(errorsOf(`${META}page-config.json`, { hideKpi: true, readOnly: true, title: 'Bills', columns: [{ name: 'name', width: 200 }] })).toEqual([]);
    const descriptor = { name: 'dynoCarPark', properties: { capacity: { type: ['integer', 'null'], 'x-field': { type: 'integer', min: 0 } } } };
    expect(errorsOf(`${META}dyno-descriptor.json`, descriptor)).toEqual([]);
    expect(errorsOf(`${META}dyno-descriptor.json`, { ...descriptor, name: 'CarPark' })).not.toEqual([]);
  });
});
