import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import type { EntityRegistry } from '../registry/EntityRegistry.ts';

type Schema = { type?: unknown; format?: unknown; properties?: Record<string, Schema>; 'x-field'?: XField };
type XField = { type?: string; select?: { list?: string }; query?: { entityName?: string } };

/** Column types a field type is shown as (the others are text). */
const TYPES: Readonly<Record<string, ColumnDefinition['type']>> = {
  date: 'date',
  datetime: 'datetime',
  currency: 'currency',
  percentage: 'percentage',
};

function fieldSchema(schema: Schema | undefined, path: string): Schema | undefined {
  let at: Schema | undefined = schema;
  for (const part of path.split('.')) at = at?.properties?.[part];
  return at;
}

/**
 * The column a field of an entity is shown in outside a list definition (a card's side table): the
 * field's label list for a lookup, its format for a date, an amount or a rate, and a link to the
 * record it names for a reference (an entity search, a username), so the cell shows labels, the
 * user's date pattern and names, never codes (docs/table.md#references). Unknown fields stay text.
 */
export function fieldColumn(registry: Pick<EntityRegistry, 'has' | 'get'>, entityName: string, name: string, title = name): ColumnDefinition {
  const column: ColumnDefinition = { name, title };
  if (!registry.has(entityName)) return column;
  const info = registry.get(entityName);
  const field = fieldSchema(info.schema as Schema, name);
  const x = field?.['x-field'];
  if (name === 'status' && info.statusList) return { ...column, select: info.statusList };
  if (!x?.type) return field?.format === 'date' ? { ...column, type: 'date' } : column;
  const type = TYPES[x.type];
  if (type) return { ...column, type };
  if (x.type === 'select' && x.select?.list) return { ...column, select: x.select.list };
  if (x.type === 'username' && registry.has('User')) return { ...column, linkTo: `${registry.get('User').route}/{${name}}` };
  const target = x.type === 'entitySearch' ? x.query?.entityName : x.type === 'personRegistration' ? 'Person' : undefined;
  if (target && registry.has(target)) return { ...column, linkTo: `${registry.get(target).route}/{${name}}` };
  return column;
}
