import type { ListDefinition } from '../../schemas/generated/meta.ts';
import { describeEntity } from './describeEntity.ts';
import type { EntityRegistry } from './EntityRegistry.ts';
import type { EntityInfo, JsonSchema } from './types.ts';

/**
 * What a tenant adds to one built-in entity in its `collection-extension` configuration item
 * (docs/collection-extension.md): fields (JSON Schema properties with their `x-field`), the list
 * columns and the search fields that show them.
 */
export interface EntityExtension {
  properties: Record<string, JsonSchema>;
  /** Field names added to the entity's list (as columns, in order). */
  listColumns: string[];
  /** Field names added to the entity's quick search and advanced search. */
  searchFields: string[];
}

/** The tenant's extensions by entity name; `problems` say what was left out and why. */
export interface CollectionExtension {
  entities: Record<string, EntityExtension>;
  problems: string[];
}

export const EMPTY_EXTENSION: CollectionExtension = { entities: {}, problems: [] };

/** A field name an extension may add: an identifier that is not a system field. */
const FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,62}$/;
/** JSON types an added field may hold. */
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null']);
/** Entities whose shape is the platform's own: the audit trail, the scripts, the tenants. */
const CLOSED = new Set(['History', 'Audit', 'AccessLog', 'ScriptLog', 'SystemLog', 'SystemEvent', 'Script', 'Tenant']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

function typeIsValid(type: unknown): boolean {
  const list = Array.isArray(type) ? type : [type];
  return list.length > 0 && list.every((t) => typeof t === 'string' && TYPES.has(t));
}

/**
 * Reads a `collection-extension` item: `{EntityName: {properties, listColumns?, searchFields?}}`.
 * An added field needs a valid name that the entity does not already have, a JSON type, and an
 * `x-field` with its field type and label; anything else is left out with a problem, never thrown,
 * so one mistake does not take a tenant's screens down.
 */
export function parseCollectionExtension(raw: unknown, entityOf: (name: string) => EntityInfo | undefined): CollectionExtension {
  const out: CollectionExtension = { entities: {}, problems: [] };
  if (raw === undefined || raw === null) return out;
  if (!isObject(raw)) return { entities: {}, problems: ['collection-extension must be an object keyed by entity name'] };
  for (const [entityName, value] of Object.entries(raw)) {
    const info = entityOf(entityName);
    if (!info || info.dyno || CLOSED.has(entityName)) {
      out.problems.push(`${entityName}: not an entity that can be extended`);
      continue;
    }
    if (!isObject(value) || !isObject(value.properties)) {
      out.problems.push(`${entityName}: "properties" must be an object`);
      continue;
    }
    const base = info.schema.properties ?? {};
    const properties: Record<string, JsonSchema> = {};
    for (const [field, schema] of Object.entries(value.properties)) {
      const problem = !FIELD_NAME.test(field)
        ? 'is not a valid field name'
        : Object.hasOwn(base, field)
          ? 'already exists'
          : !isObject(schema) || !typeIsValid(schema.type)
            ? 'needs a JSON "type"'
            : !isObject(schema['x-field']) || typeof schema['x-field'].type !== 'string' || typeof schema['x-field'].label !== 'string'
              ? 'needs an "x-field" with its type and label'
              : undefined;
      if (problem) out.problems.push(`${entityName}.${field}: ${problem}`);
      else properties[field] = { ...(schema as JsonSchema), 'x-extension': true };
    }
    if (!Object.keys(properties).length) continue;
    const added = (list: unknown) => names(list).filter((f) => Object.hasOwn(properties, f));
    out.entities[entityName] = { properties, listColumns: added(value.listColumns), searchFields: added(value.searchFields) };
  }
  return out;
}

/** The entity as the tenant sees it: its schema with the added fields, and the added search fields. */
export function extendEntity(info: EntityInfo, extension: EntityExtension | undefined): EntityInfo {
  if (!extension) return info;
  const meta = info.schema['x-entity'];
  const schema: JsonSchema = {
    ...info.schema,
    properties: { ...info.schema.properties, ...extension.properties },
    // the list reads its added columns and search fields from here (extendListDefinition)
    'x-extension': extension,
    ...(meta ? { 'x-entity': { ...meta, searchFields: [...info.searchFields, ...extension.searchFields.filter((f) => !info.searchFields.includes(f))] } } : {}),
  };
  return describeEntity(schema);
}

/** The column of an added field: its label, and its date type or lookup list. */
function columnOf(name: string, schema: JsonSchema): Record<string, unknown> {
  const field = schema['x-field'] ?? {};
  const column: Record<string, unknown> = { name, title: String(field.label ?? name) };
  if (field.type === 'date') column.type = 'date';
  if (field.type === 'datetime') column.type = 'datetime';
  const list = (field.select as { list?: unknown } | undefined)?.list;
  if (typeof list === 'string') column.select = list;
  return column;
}

/** The advanced-search field of an added field: text fields search as a case-insensitive pattern. */
function searchFieldOf(name: string, schema: JsonSchema): Record<string, unknown> {
  const field = schema['x-field'] ?? {};
  const text = ['text', 'textarea', 'email', 'phone'].includes(String(field.type));
  return text ? { name, label: String(field.label ?? name), regex: true } : { name, label: String(field.label ?? name) };
}

/** The entity's list with the added columns and search fields. */
export function extendListDefinition(definition: ListDefinition, extension: EntityExtension | undefined): ListDefinition {
  if (!extension) return definition;
  const columns = definition.columns ?? [];
  const search = definition.searchFields ?? [];
  return {
    ...definition,
    columns: [...columns, ...extension.listColumns.filter((n) => !columns.some((c) => c.name === n)).map((n) => columnOf(n, extension.properties[n]))],
    searchFields: [...search, ...extension.searchFields.filter((n) => !search.some((f) => f.name === n)).map((n) => searchFieldOf(n, extension.properties[n]))],
  } as ListDefinition;
}

/** What a schema says the tenant added (set by {@link extendEntity}). */
export function extensionOf(info: EntityInfo): EntityExtension | undefined {
  return info.schema['x-extension'] as EntityExtension | undefined;
}

/** The registry's own entities, before any tenant extended them. */
const originals = new WeakMap<EntityRegistry, Map<string, JsonSchema>>();

/**
 * Applies a tenant's extensions to a registry in place (the browser has one registry and one tenant
 * at a time): entities extended before are put back first, so a field the tenant removed goes away
 * and another tenant's session starts from the built-in definitions.
 */
export function applyCollectionExtension(registry: EntityRegistry, entities: Record<string, EntityExtension> | null | undefined): void {
  let base = originals.get(registry);
  if (!base) originals.set(registry, (base = new Map()));
  for (const schema of base.values()) registry.register(schema, { override: true });
  base.clear();
  for (const [name, extension] of Object.entries(entities ?? {})) {
    if (!registry.has(name)) continue;
    const info = registry.get(name);
    if (info.dyno) continue;
    base.set(name, info.schema);
    registry.register(extendEntity(info, extension).schema, { override: true });
  }
}
