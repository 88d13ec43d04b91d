import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import type { EntityRegistry } from '../registry/EntityRegistry.ts';
import type { EntityInfo } from '../registry/types.ts';

/** A column that holds another record's key (its registration, a username): shown by that record's name. */
export interface ReferenceColumn {
  entityName: string;
  apiPath: string;
  keyField: string;
  titleField: string;
}

/** Where the name a person reads is not the entity's title field (a user's title is its username). */
const NAME_FIELD: Readonly<Record<string, string>> = { User: 'name' };

/**
 * The entities a reference shows by name (docs/table.md#references): people, assets, products,
 * users and the other records whose key is a code a reader cannot tell apart. Contracts, invoices
 * and cashflows are known by their registration: it is their reference. Tenants are known by their
 * short name (`master`), and only the master tenant's administrators may read their records.
 */
export const NAMED_REFERENCES: ReadonlySet<string> = new Set(['Person', 'Asset', 'AssetLot', 'Product', 'User', 'Fund', 'Project', 'CreditLine', 'Deal', 'Voting']);

/**
 * The referenced entity of a column whose link opens the record its own value names
 * (`/person/{personRegistration}` on the column `personRegistration`, or `{entityName|route}/{entityRegistration}`
 * where the row names the entity); undefined for any other column,
 * for a record known by its registration, an entity without a title field, or the key column of the
 * list's own entity (`ownEntity`: the users list shows usernames).
 */
export function referenceOf(
  column: Pick<ColumnDefinition, 'name' | 'linkTo' | 'select' | 'type'>,
  registry: Pick<EntityRegistry, 'byRoute' | 'has' | 'get'>,
  ownEntity?: string,
  row?: Record<string, unknown>,
): ReferenceColumn | undefined {
  if (!column.linkTo || column.select || column.type) return undefined;
  // a link to the record the row names (`{entityName|route}/{entityRegistration}`: tasks, documents)
  const byRow = /^\{([\w.]+)\|route\}\/\{([^}]+)\}$/.exec(column.linkTo);
  if (byRow) {
    const name = row?.[byRow[1]];
    return byRow[2] === column.name && typeof name === 'string' && registry.has(name) ? named(registry.get(name), column, ownEntity) : undefined;
  }
  const m = /^(\/[a-z0-9-]+)\/\{([^}]+)\}$/.exec(column.linkTo);
  if (!m || m[2] !== column.name) return undefined;
  return named(registry.byRoute(m[1]), column, ownEntity);
}

function named(info: EntityInfo | undefined, column: Pick<ColumnDefinition, 'name'>, ownEntity?: string): ReferenceColumn | undefined {
  if (!info || !NAMED_REFERENCES.has(info.name) || (info.name === ownEntity && column.name === info.keyField)) return undefined;
  const titleField = NAME_FIELD[info.name] ?? info.titleField;
  if (!titleField || titleField === info.keyField) return undefined;
  return { entityName: info.name, apiPath: info.apiPath, keyField: info.keyField, titleField };
}

/**
 * The reference as this user may read it: as is when the user may read the entity; a user's name
 * through the tasks' user names (`{tasks}/userNames`, seed 002 §7) for whoever may read tasks but not
 * users (a sales user sees who a task or a case is assigned to); undefined when no name is readable.
 */
export function readableReference(
  ref: ReferenceColumn,
  can: ((permission: string) => boolean) | undefined,
  registry: Pick<EntityRegistry, 'has' | 'get'>,
): ReferenceColumn | undefined {
  if (!can || can(`read ${ref.apiPath}`)) return ref;
  if (ref.entityName !== 'User' || !registry.has('Task')) return undefined;
  const tasks = registry.get('Task').apiPath;
  return can(`read ${tasks}`) ? { ...ref, apiPath: `${tasks}/userNames` } : undefined;
}

/** A reference cell's text: the name, then the key it stands for. */
export function referenceText(name: string, key: string): string {
  return `${name} · ${key}`;
}

/** The reference of a username (a `username` field naming another user): undefined without a User entity. */
export function userReference(registry: Pick<EntityRegistry, 'has' | 'get'>): ReferenceColumn | undefined {
  if (!registry.has('User')) return undefined;
  const info = registry.get('User');
  return { entityName: info.name, apiPath: info.apiPath, keyField: info.keyField, titleField: NAME_FIELD.User };
}
