import recordShape from '../../schemas/shapes/record.json';
import type { DynoDescriptor } from '../../schemas/generated/meta.ts';
import { toKebab } from './naming.ts';
import type { JsonSchema } from './types.ts';

const base = recordShape.properties as Record<string, JsonSchema>;
const AUDIT = ['_insertDate', '_insertUser', '_updateDate', '_updateUser', '_version'];

function pick(keys: string[]): Record<string, JsonSchema> {
  return Object.fromEntries(keys.map((key) => [key, base[key]]));
}

/**
 * The entity schema of a dyno descriptor (configuration item dyno-descriptors): the record base of
 * schemas/shapes/record.json around the descriptor's fields, reached at /page/{kebab-name} and
 * /api/dyno/{name}.
 */
export function dynoEntitySchema(descriptor: DynoDescriptor): JsonSchema {
  const { name } = descriptor;
  const status: JsonSchema = { ...base.status, 'x-field': { type: 'select', label: 'Status', select: { list: `${name}Status` } } };
  const extra: Record<string, JsonSchema> = {};
  if (descriptor.currency) extra.currency = { type: ['string', 'null'], 'x-field': { type: 'select', label: 'Currency', select: { list: 'currency' } } };
  if (descriptor.timeZone) extra.timeZone = { type: ['string', 'null'], 'x-field': { type: 'select', label: 'Time zone', select: { list: 'timeZone' } } };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `https://tabula.local/schemas/dyno/${toKebab(name)}.json`,
    title: descriptor.title ?? name,
    ...(descriptor.description ? { description: descriptor.description } : {}),
    type: 'object',
    'x-entity': {
      name,
      collection: descriptor.collection ?? `${name}s`,
      apiPath: `/api/dyno/${name}`,
      registration: descriptor.registration ?? { prefix: 'DYN', digits: 8 },
      searchFields: descriptor.searchFields ?? ['registration', 'name'],
      titleField: descriptor.titleField ?? 'name',
      ...(descriptor.currency ? { currency: true } : {}),
      ...(descriptor.timeZone ? { timeZone: true } : {}),
    },
    properties: { ...pick(['_id', 'registration', 'name']), status, ...(descriptor.properties as Record<string, JsonSchema>), ...extra, ...pick(AUDIT) },
    ...(descriptor.required?.length ? { required: descriptor.required } : {}),
  };
}
