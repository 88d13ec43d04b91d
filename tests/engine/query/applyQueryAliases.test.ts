import { describe, expect, it } from 'vitest';
import { applyQueryAliases } from '../../../engine/query/applyQueryAliases.ts';
import { parseListQuery } from '../../../engine/query/parseListQuery.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import { entitySchemas } from '../../../schemas/generated/catalog.ts';

const user = { schema: { 'x-entity': { name: 'User', collection: 'users', apiPath: '/api/core/users', queryAliases: { person: 'personRegistration' } } } as JsonSchema };
const plain = { schema: { 'x-entity': { name: 'Note', collection: 'notes', apiPath: '/api/core/notes' } } as JsonSchema };

describe('applyQueryAliases', () => {
  it('reads an alias as the field it names', () => {
    expect(applyQueryAliases({ person: 'PER1', range: '0-9' }, user)).toEqual({ personRegistration: 'PER1', range: '0-9' });
  });

  it('adds an alias given with its field to the field, so both conditions apply', () => {
    const raw = applyQueryAliases({ personRegistration: 'PER1', person: ['PER2', 'PER3'] }, user);
    expect(raw).toEqual({ personRegistration: ['PER1', 'PER2', 'PER3'] });
    const query = parseListQuery(raw, (name) => name === 'personRegistration');
    expect(query.conditions.map((c) => c.field)).toEqual(['personRegistration', 'personRegistration', 'personRegistration']);
  });

  it('leaves the query of an entity without aliases, and names that are no alias, as they are', () => {
    const raw = { person: 'PER1' };
    expect(applyQueryAliases(raw, plain)).toBe(raw);
    expect(applyQueryAliases({ constructor: 'x', toString: 'y' }, user)).toEqual({ constructor: 'x', toString: 'y' });
    const proto = applyQueryAliases(JSON.parse('{"__proto__": "x"}') as Record<string, string>, user);
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(Object.keys(proto)).toEqual(['__proto__']);
    expect(() => parseListQuery(applyQueryAliases({ persons: 'PER1' }, user), (name) => name === 'personRegistration')).toThrow(/persons/);
  });

  it('every alias of the shipped entities names a field of its entity, and never a field itself', () => {
    for (const schema of entitySchemas as JsonSchema[]) {
      for (const [alias, field] of Object.entries(schema['x-entity']?.queryAliases ?? {})) {
        expect(schema.properties, `${schema.title}.${field}`).toHaveProperty(field);
        expect(schema.properties, `${schema.title}.${alias}`).not.toHaveProperty(alias);
      }
    }
  });
});
