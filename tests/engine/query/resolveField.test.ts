import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { resolveField } from '../../../engine/query/resolveField.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import { shapeSchemas } from '../../../schemas/generated/catalog.ts';

const byFile = new Map((shapeSchemas as JsonSchema[]).map((s) => [String(s.$id).split('/').pop(), s]));
const deref = (s: JsonSchema) => (s.$ref ? (byFile.get(s.$ref.split('/').pop()) ?? s) : s);
const contract = createDefaultRegistry().get('Contract').schema;

describe('resolveField', () => {
  it('maps system fields to columns', () => {
    expect(resolveField(contract, 'registration')).toMatchObject({ column: 'registration', kind: 'string' });
    expect(resolveField(contract, '_insertDate')).toMatchObject({ column: 'created_at', kind: 'datetime' });
  });

  it('types data fields from the schema', () => {
    expect(resolveField(contract, 'startDate', deref)).toEqual({ path: ['startDate'], kind: 'date' });
    expect(resolveField(contract, 'duration', deref)).toEqual({ path: ['duration'], kind: 'integer' });
    expect(resolveField(contract, 'rate', deref)).toEqual({ path: ['rate'], kind: 'number' });
    expect(resolveField(contract, 'organization.name', deref)).toEqual({ path: ['organization', 'name'], kind: 'string' });
  });

  it('crosses one array level through $ref shapes', () => {
    expect(resolveField(contract, 'persons.role', deref)).toEqual({ path: ['persons'], elementPath: ['role'], kind: 'string' });
    expect(resolveField(contract, 'assets.unitPrice', deref)).toEqual({ path: ['assets'], elementPath: ['unitPrice'], kind: 'number' });
  });

  it('answers undefined for unknown or unsafe names', () => {
    for (const name of ['nope', 'persons.nope', "name'; DROP", 'a.b.c.d.e.f', '']) expect(resolveField(contract, name, deref)).toBeUndefined();
  });
});
