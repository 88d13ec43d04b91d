import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { fieldColumn } from '../../../engine/lists/fieldColumn.ts';
import { referenceOf } from '../../../engine/lists/referenceColumn.ts';

type Schema = { type?: unknown; enum?: unknown[]; items?: Schema; properties?: Record<string, Schema>; 'x-field'?: { type?: string; select?: { list?: string; options?: unknown[] } } };

const registry = createDefaultRegistry();

/** Field types whose renderer shows a referenced record's name (a search, a lookup, a username read as the user's name). */
const NAMING_TYPES = new Set(['entitySearch', 'personRegistration', 'recordLink', 'select', 'username']);
/** Field types that show a label for a code. */
const LABEL_TYPES = new Set(['select', 'radio']);
/** Keys that are not references: the record's own key, and a key whose entity the row names (resolved by the row's entityName). */
const OWN_KEYS = new Set(['registration', 'entityRegistration']);

function* fields(schema: Schema | undefined, path = ''): Generator<[string, Schema]> {
  for (const [name, field] of Object.entries(schema?.properties ?? {})) {
    const at = path ? `${path}.${name}` : name;
    yield [at, field];
    yield* fields(field, at);
    yield* fields(field.items, at);
  }
}

const cardFields = registry.all().flatMap((info) => [...fields(info.schema as Schema)].map(([path, field]) => ({ entity: info.name, path, field })));

/**
 * Every field a card layout can show (a card draws its entity's schema fields): a field that holds
 * another record's key, or a code of a closed list, is drawn by a renderer that shows the name or the
 * label (issue 36, item 3; docs/table.md#references).
 */
describe('card fields show names and labels, never codes', () => {
  it('walks every field of every entity', () => {
    expect(registry.all().length).toBeGreaterThan(80);
    expect(cardFields.length).toBeGreaterThan(2_000);
  });

  it('a field holding another record\'s registration is a search, a lookup or a link', () => {
    const codes = cardFields
      .filter(({ path, field }) => /Registration$/.test(path.split('.').pop()!) && !OWN_KEYS.has(path.split('.').pop()!) && field['x-field'])
      .filter(({ field }) => !NAMING_TYPES.has(field['x-field']!.type ?? ''))
      .map(({ entity, path, field }) => `${entity}.${path} (${field['x-field']!.type})`);
    expect(codes).toEqual([]);
  });

  it('a field whose values are a closed list of codes shows their labels', () => {
    const codes = cardFields
      .filter(({ field }) => Array.isArray(field.enum) && field.enum.some((v) => typeof v === 'string' && /^[A-Z_]{2,}$/.test(v)) && field['x-field'])
      .filter(({ field }) => !LABEL_TYPES.has(field['x-field']!.type ?? ''))
      .map(({ entity, path, field }) => `${entity}.${path} (${field['x-field']!.type})`);
    expect(codes).toEqual([]);
  });

  it('a lookup field of one value names the list its labels come from (free tag lists excepted)', () => {
    const bare = cardFields
      .filter(({ field }) => field['x-field']?.type === 'select' && !field['x-field'].select?.list && !field['x-field'].select?.options?.length && !field.enum && !field.items)
      .map(({ entity, path }) => `${entity}.${path}`);
    expect(bare).toEqual([]);
  });
});

describe('fieldColumn (side tables of cards)', () => {
  it('shows a field as its type says: dates, amounts, labels, names', () => {
    expect(fieldColumn(registry, 'Task', 'dueDate', 'Due')).toEqual({ name: 'dueDate', title: 'Due', type: 'date' });
    expect(fieldColumn(registry, 'Task', 'status')).toMatchObject({ select: registry.get('Task').statusList });
    expect(fieldColumn(registry, 'Task', 'assignee')).toMatchObject({ select: '/api/core/tasks/userNames?listMode=true' });
    expect(fieldColumn(registry, 'Audit', 'username')).toMatchObject({ linkTo: '/user/{username}' });
    expect(fieldColumn(registry, 'Audit', 'action')).toMatchObject({ select: 'auditAction' });
    expect(fieldColumn(registry, 'Maintenance', 'amountInclTax')).toMatchObject({ type: 'currency' });
    expect(fieldColumn(registry, 'Claim', 'assetRegistration')).toMatchObject({ linkTo: '/asset/{assetRegistration}' });
    expect(fieldColumn(registry, 'Nope', 'x')).toEqual({ name: 'x', title: 'x' });
  });

  it('every reference field of a card becomes a reference column, shown by name where the entity has one', () => {
    const audit = fieldColumn(registry, 'Audit', 'username');
    expect(referenceOf(audit, registry)).toMatchObject({ entityName: 'User', titleField: 'name' });
    const asset = fieldColumn(registry, 'Claim', 'assetRegistration');
    expect(referenceOf(asset, registry)).toMatchObject({ entityName: 'Asset' });
  });
});
