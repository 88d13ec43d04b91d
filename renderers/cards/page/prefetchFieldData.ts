import type { DataProvider } from '../../../engine/data/DataProvider.ts';
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

/** Walks a form's schema beside the record's values (objects, array items): the entity searches with a value, the asset lines tables. */
export function fieldData(schema: unknown, value: unknown, into: FieldData = { labels: [], assetLines: false }): FieldData {
  if (!isObject(schema)) return into;
  const field = isObject(schema['x-field']) ? schema['x-field'] : undefined;
  if (field?.type === 'entitySearch') {
    const registrations = (Array.isArray(value) ? value : value ? [value] : []).map(String);
    const entityName = isObject(field.query) && typeof field.query.entityName === 'string' ? field.query.entityName : 'Person';
    if (registrations.length) into.labels.push({ entityName, registrations });
    return into;
  }
  if (field?.type === 'assetLines') into.assetLines = true;
  if (isObject(schema.properties) && isObject(value)) for (const [name, child] of Object.entries(schema.properties)) fieldData(child, value[name], into);
  if (schema.items && Array.isArray(value)) for (const item of value) fieldData(schema.items, item, into);
  return into;
}

/**
 * Asks, once a saved record is loaded and before its form is drawn, what its fields will ask once
 * drawn: each entity search's labels (the same call as useRecordLabels, which then takes it) and
 * the tenant's taxes when an asset lines table shows (loadTaxes keeps them). Drawn with the form,
 * they were asked 400-500 ms after the row click (bench/cards) and relabelled the fields when answered.
 */
export function prefetchFieldData(data: DataProvider, registry: EntityRegistry, schema: unknown, record: Rec): void {
  const found = fieldData(schema, record);
  for (const { entityName, registrations } of found.labels) askRecordLabelsAhead(data, registry, entityName, registrations);
  if (found.assetLines) void loadTaxes(data);
}
