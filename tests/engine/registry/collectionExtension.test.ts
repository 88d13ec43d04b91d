import { describe, expect, it } from 'vitest';
import { applyCollectionExtension, extendListDefinition, extensionOf, parseCollectionExtension } from '../../../engine/registry/collectionExtension.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';

const loyalty = { type: ['string', 'null'], 'x-field': { type: 'text', label: 'Loyalty code' } };
const since = { type: ['string', 'null'], format: 'date', 'x-field': { type: 'date', label: 'Member since' } };

describe('collection-extension', () => {
  const registry = createDefaultRegistry();
  const entityOf = (name: string) => (registry.has(name) ? registry.get(name) : undefined);

  it('keeps well-formed added fields and says why it leaves out the others', () => {
    const parsed = parseCollectionExtension(
      {
        Person: {
          properties: { loyaltyCode: loyalty, name: loyalty, 'bad name': loyalty, noType: { 'x-field': { type: 'text', label: 'x' } }, noLabel: { type: 'string', 'x-field': { type: 'text' } } },
          listColumns: ['loyaltyCode', 'unknown'],
          searchFields: ['loyaltyCode'],
        },
        Nothing: { properties: { a: loyalty } },
        Audit: { properties: { a: loyalty } },
      },
      entityOf,
    );
    expect(Object.keys(parsed.entities)).toEqual(['Person']);
    expect(Object.keys(parsed.entities.Person.properties)).toEqual(['loyaltyCode']);
    expect(parsed.entities.Person.listColumns).toEqual(['loyaltyCode']);
    expect(parsed.problems).toEqual([
      'Person.name: already exists',
      'Person.bad name: is not a valid field name',
      'Person.noType: needs a JSON "type"',
      'Person.noLabel: needs an "x-field" with its type and label',
      'Nothing: not an entity that can be extended',
      'Audit: not an entity that can be extended',
    ]);
    expect(parseCollectionExtension([1], entityOf).problems).toHaveLength(1);
    expect(parseCollectionExtension(undefined, entityOf).entities).toEqual({});
  });

  it('extends the registry of a session and puts the built-in entity back when the extension goes', () => {
    const local = createDefaultRegistry();
    const before = Object.keys(local.get('Person').schema.properties ?? {});
    const { entities } = parseCollectionExtension({ Person: { properties: { loyaltyCode: loyalty, memberSince: since }, listColumns: ['memberSince'], searchFields: ['loyaltyCode'] } }, (n) => local.get(n));
    applyCollectionExtension(local, entities);
    const person = local.get('Person');
    expect(Object.keys(person.schema.properties ?? {})).toEqual([...before, 'loyaltyCode', 'memberSince']);
    expect(person.searchFields).toContain('loyaltyCode');
    expect(local.byApiPath('/api/person/persons')).toBe(person);
    const list = extendListDefinition({ route: '/persons', entityName: 'Person', columns: [{ name: 'name' }], searchFields: [{ name: 'name' }] } as never, extensionOf(person));
    expect(list.columns?.at(-1)).toEqual({ name: 'memberSince', title: 'Member since', type: 'date' });
    expect(list.searchFields?.at(-1)).toEqual({ name: 'loyaltyCode', label: 'Loyalty code', regex: true });
    applyCollectionExtension(local, {});
    expect(Object.keys(local.get('Person').schema.properties ?? {})).toEqual(before);
    expect(extensionOf(local.get('Person'))).toBeUndefined();
  });
});
