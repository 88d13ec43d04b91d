import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { mayReadEntity } from '../../../engine/cards/cardEntity.ts';
import type { EntityRegistry } from '../../../engine/registry/EntityRegistry.ts';
import { loadTaxes } from '../../fields/assetLines/useTaxes.ts';
import { askRecordLabelsAhead } from '../../widgets/useRecordLabels.ts';

type Rec = Record<string, unknown>;

const isObject = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v);

/** What the fields of a saved record will ask once drawn: the labels of each entity search's chosen records, and whether an asset lines table is there. */
export interface FieldData {
  labels: { entityName: string; registrations: string[] }[];
  assetLines: boolean;
}

/**
 * Walks a form's schema beside the record's values (objects, array items): the entity searches with
 * a value, the asset lines tables (whose lines' fields show in a dialog, not walked). `drawn` keeps
 * the root fields the page draws.
 */
export function fieldData(schema: unknown, value: unknown, drawn: (root: string) => boolean = () => true, into: FieldData = { labels: [], assetLines: false }): FieldData {
  if (!isObject(schema)) return into;
  const field = isObject(schema['x-field']) ? schema['x-field'] : undefined;
  if (field?.type === 'entitySearch') {
    const registrations = (Array.isArray(value) ? value : value ? [value] : []).map(String);
    const entityName = isObject(field.query) && typeof field.query.entityName === 'string' ? field.query.entityName : 'Person';
    if (registrations.length) into.labels.push({ entityName, registrations });
    return into;
  }
  if (field?.type === 'assetLines') {
    into.assetLines = true;
    return into;
  }
  if (isObject(schema.properties) && isObject(value)) {
    for (const [name, child] of Object.entries(schema.properties)) if (drawn(name)) fieldData(child, value[name], undefined, into);
  }
  if (schema.items && Array.isArray(value)) for (const item of value) fieldData(schema.items, item, undefined, into);
  return into;
}

/**
 * Asks, once a saved record's layout is known and before its form is drawn, what the fields it
 * draws (`drawn`: root fields of open cards) will ask once drawn: the entity searches' labels, one
 * call per entity for all its fields (each field's useRecordLabels then takes its part) and the tenant's taxes when an asset lines
 * table shows (loadTaxes keeps them); only from collections the user may read (`can`), as the
 * server checks it. Drawn with the form, they were asked 400-500 ms after the row click
 * (bench/cards) and relabelled the fields when answered.
 */
export function prefetchFieldData(data: DataProvider, registry: EntityRegistry, schema: unknown, record: Rec, drawn: (root: string) => boolean, can?: (permission: string) => boolean): void {
  const readable = (entityName: string) => registry.has(entityName) && mayReadEntity(entityName, registry, can);
  const found = fieldData(schema, record, drawn);
  const byEntity = new Map<string, string[][]>();
  for (const { entityName, registrations } of found.labels) if (readable(entityName)) byEntity.set(entityName, [...(byEntity.get(entityName) ?? []), registrations]);
  for (const [entityName, fields] of byEntity) askRecordLabelsAhead(data, registry, entityName, fields);
  if (found.assetLines && readable('Tax')) void loadTaxes(data);
}
