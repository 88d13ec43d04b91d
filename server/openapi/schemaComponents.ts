import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';

type Json = unknown;

const fileOf = (ref: string) => ref.split('#')[0].split('/').pop() ?? '';
const componentRef = (name: string, pointer = '') => `#/components/schemas/${name}${pointer}`;

/**
 * Copies a schema for the OpenAPI document: `$schema` and `$id` dropped (the document is the base),
 * file references to shapes (`../shapes/address.json`) pointed at their component, and local
 * references (`#/definitions/node`) pointed inside the schema's own component.
 */
function rewrite(value: Json, own: string, shapeNames: Map<string, string>): Json {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, own, shapeNames));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === '$schema' || key === '$id') continue;
    if (key === '$ref' && typeof v === 'string') {
      if (v.startsWith('#')) out.$ref = componentRef(own, v.slice(1));
      else {
        const target = shapeNames.get(fileOf(v));
        if (!target) throw new Error(`OpenAPI: unknown schema reference ${v} in ${own}`);
        const pointer = v.includes('#') ? v.slice(v.indexOf('#') + 1) : '';
        out.$ref = componentRef(target, pointer);
      }
      continue;
    }
    out[key] = rewrite(v, own, shapeNames);
  }
  return out;
}

/** What a write may leave out: a partial update of an entity needs none of its required fields. */
function changesSchema(schema: Json): Json {
  const out = { ...(schema as Record<string, Json>) };
  for (const key of ['required', 'if', 'then', 'else', 'allOf']) delete out[key];
  out.description = `Fields to change (merged into the record). ${String(out.description ?? '')}`.trim();
  return out;
}

export interface SchemaComponents {
  schemas: Record<string, Json>;
  /** Component name of each entity's record schema, and of its partial-update body. */
  entity: Map<string, { record: string; changes: string }>;
}

/** The entity and shape schemas as OpenAPI 3.1 components (JSON Schema 2020-12 accepts draft-07 as written here). */
export function schemaComponents(entities: EntityInfo[], shapes: JsonSchema[]): SchemaComponents {
  const used = new Set(entities.map((e) => e.name));
  const shapeNames = new Map<string, string>();
  for (const shape of shapes) {
    const base = String(shape.title ?? fileOf(String(shape.$id))).replace(/[^A-Za-z0-9._-]/g, '');
    shapeNames.set(fileOf(String(shape.$id)), used.has(base) ? `${base}Shape` : base);
  }
  const schemas: Record<string, Json> = {};
  for (const shape of shapes) {
    const name = shapeNames.get(fileOf(String(shape.$id))) as string;
    schemas[name] = rewrite(shape, name, shapeNames);
  }
  const entity = new Map<string, { record: string; changes: string }>();
  for (const info of entities) {
    const record = rewrite(info.schema, info.name, shapeNames) as Record<string, Json>;
    // a tenant's added fields stay marked one by one (`x-extension: true`); the whole extension is the screens' business
    delete record['x-extension'];
    schemas[info.name] = record;
    const partial = ['required', 'if', 'then', 'allOf'].some((k) => k in record);
    if (partial) schemas[`${info.name}Changes`] = changesSchema(record);
    entity.set(info.name, { record: info.name, changes: partial ? `${info.name}Changes` : info.name });
  }
  return { schemas, entity };
}
