import type { EntityInfo } from '../../engine/registry/types.ts';

type Json = Record<string, unknown>;

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });
const authorization = { Authorization: ref('headers', 'Authorization') };

const errors = (...names: [string, string][]) => Object.fromEntries(names.map(([status, name]) => [status, ref('responses', name)]));
const READ_ERRORS = errors(['400', 'BadRequest'], ['401', 'Unauthenticated'], ['403', 'Forbidden']);
const WRITE_ERRORS = errors(['400', 'BadRequest'], ['401', 'Unauthenticated'], ['403', 'Forbidden'], ['404', 'NotFound'], ['409', 'Conflict'], ['413', 'TooLarge']);

/** Top-level fields a list may filter on, as the properties of the `filters` query object. */
function filterProperties(info: EntityInfo): Json {
  const props: Json = {};
  for (const [name, prop] of Object.entries(info.schema.properties ?? {})) {
    const label = (prop['x-field'] as { label?: string } | undefined)?.label;
    props[name] = { type: 'string', ...(label ? { description: label } : {}) };
  }
  return props;
}

const FILTER_SYNTAX =
  'Field filters, one query parameter per field (dotted paths reach nested and array fields: persons.role=CLIENT). ' +
  'Values: `a` equals, `a,b` any of, `!a` not, `!a,b` none of, `/text/i` contains (regex, `^` anchors), `from~to` range ' +
  '(numbers, dates YYYYMMDD or keywords today, yesterday, firstdayofmonth...), `null` / `!null`, `true` / `false`. ' +
  'Parameters jwt, page, token, filter, editMode, parentUrl, selectedIds, noDecoration, navs, userContext, newAuth and clearCache are ignored.';

/**
 * The operations of one collection: list and create on `{apiPath}`; get, update (POST / PATCH
 * merge, PUT replace) and delete on `{apiPath}/{key}`. Bodies are the entity's own schema.
 */
export function collectionPaths(info: EntityInfo, names: { record: string; changes: string }, tag: string): Record<string, Json> {
  const record = ref('schemas', names.record);
  const changes = ref('schemas', names.changes);
  const key = { name: 'key', in: 'path', required: true, schema: { type: 'string' }, description: `Registration, id, or ${info.keyField}` };
  const ifMatch = { name: 'If-Match', in: 'header', schema: { type: 'string' }, description: 'Version the write is based on ("3"); a stale one answers 409' };
  const listParams = ['range', 'search', 'sort', 'projection', 'include', 'breakdown', 'count', 'after'].map((p) => ref('parameters', p));
  const filters = { name: 'filters', in: 'query', style: 'form', explode: true, description: FILTER_SYNTAX, schema: { type: 'object', properties: filterProperties(info), additionalProperties: { type: 'string' } } };
  const one = { description: `The ${info.name}`, headers: { ...authorization, ETag: { description: 'The record version, for If-Match', schema: { type: 'string' } } }, content: json(record) };
  const update = (summary: string, schema: unknown) => ({
    tags: [tag], summary, parameters: [key, ifMatch], requestBody: { required: true, content: json(schema) },
    responses: { '200': one, ...WRITE_ERRORS },
  });
  return {
    [info.apiPath]: {
      get: {
        tags: [tag], operationId: `list${info.name}`, summary: `List ${info.collection}`, parameters: [...listParams, filters],
        responses: {
          '200': {
            description: `A page of ${info.collection}; {entities, breakdown} when breakdown= is given`,
            headers: { ...authorization, ...Object.fromEntries(['offset', 'limit', 'size', 'continues', 'total'].map((h) => [`pagination-${h}`, ref('headers', `pagination-${h}`)])) },
            content: json({
              oneOf: [
                { type: 'array', items: record },
                { type: 'object', required: ['entities', 'breakdown'], properties: { entities: { type: 'array', items: record }, breakdown: { type: 'array', items: ref('schemas', 'BreakdownEntry') } } },
              ],
            }),
          },
          ...READ_ERRORS,
        },
      },
      post: {
        tags: [tag], operationId: `create${info.name}`, summary: `Create a ${info.name} (registration drawn from its counter; TMP + 8 digits is replaced)`,
        requestBody: { required: true, content: json(record) },
        responses: { '201': { ...one, description: `The ${info.name} created` }, ...WRITE_ERRORS },
      },
    },
    [`${info.apiPath}/{key}`]: {
      get: { tags: [tag], operationId: `get${info.name}`, summary: `Read a ${info.name}`, parameters: [key, ref('parameters', 'projection'), ref('parameters', 'include')], responses: { '200': one, ...READ_ERRORS, '404': ref('responses', 'NotFound') } },
      post: { ...update(`Update a ${info.name} (fields merged)`, changes), operationId: `update${info.name}` },
      patch: { ...update(`Update a ${info.name} (fields merged)`, changes), operationId: `patch${info.name}` },
      put: { ...update(`Replace the fields of a ${info.name}`, record), operationId: `replace${info.name}` },
      delete: {
        tags: [tag], operationId: `delete${info.name}`, summary: `Delete a ${info.name}`, parameters: [key, ifMatch],
        responses: { '204': { description: 'Deleted' }, ...WRITE_ERRORS },
      },
    },
  };
}
