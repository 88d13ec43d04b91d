import { AppError } from '../errors/AppError.ts';
import { toCamel, toKebab, toSnake } from './naming.ts';
import type { EntityInfo, JsonSchema } from './types.ts';

/**
 * Derives the full {@link EntityInfo} of one entity definition: routes, collection, API path, SQL
 * table, status list, document and history types, with the defaults of schemas/meta/entity.json.
 */
export function describeEntity(schema: JsonSchema): EntityInfo {
  const meta = schema['x-entity'];
  if (!meta) throw new AppError('MISSING_FIELD_IN_CONFIG', ['x-entity']);
  const kebab = toKebab(meta.name);
  const dyno = meta.name.startsWith('dyno');
  const base = dyno ? '/page/' : '/';
  const route = meta.route ?? `${base}${kebab}`;
  const listRoute = meta.listRoute === false ? null : (meta.listRoute ?? `${base}${toKebab(meta.collection)}`);
  const camel = toCamel(meta.name);
  return {
    name: meta.name,
    route,
    listRoute,
    collection: meta.collection,
    apiPath: meta.apiPath,
    table: `${dyno ? 'dyno' : 'e'}_${toSnake(meta.collection)}`,
    statusList: `${camel}Status`,
    documentType: `${camel}DocumentType`,
    historyType: `${camel}HistoryType`,
    registration: meta.registration ?? { prefix: kebab.replace(/-/g, '').slice(0, 3).toUpperCase(), digits: 8 },
    keyField: meta.keyField ?? 'registration',
    searchFields: meta.searchFields ?? ['registration', 'name'],
    titleField: meta.titleField ?? 'name',
    nameFrom: meta.nameFrom ?? [],
    currency: meta.currency === true,
    timeZone: meta.timeZone === true,
    idOnly: meta.idOnly === true,
    designed: schema['x-designed'] === true || meta.designed === true,
    dyno,
    schema,
  };
}
