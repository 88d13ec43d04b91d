import type { EntityInfo, JsonSchema } from '../../../engine/registry/types.ts';
import { createDeref } from '../../../server/context.ts';
import { shapeSchemas } from '../../../schemas/generated/catalog.ts';

type Rec = Record<string, unknown>;

export const deref = createDeref(shapeSchemas as JsonSchema[]);

const types = (s: JsonSchema) => ([] as string[]).concat(s.type ?? []);

/** A valid value for one field, from its x-field type and JSON type. */
export function sampleValue(prop: JsonSchema, seed: string): unknown {
  const s = deref(prop);
  const field = (s['x-field'] ?? prop['x-field'] ?? {}) as { type?: string; select?: { options?: { value: unknown }[] } };
  if (s.enum?.length) return s.enum.find((v) => v !== null);
  const options = field.select?.options;
  if (options?.length) return options[0].value;
  const t = types(s);
  switch (field.type) {
    case 'email':
      return `sample.${seed}@example.com`;
    case 'username':
      return `sample.${seed}@master`;
    case 'phone':
      return '+33142000001';
    case 'iban':
      return 'FR7630006000011234567890189';
    case 'date':
      return '2026-01-15';
    case 'datetime':
      return '2026-01-15T10:00:00.000Z';
  }
  if (t.includes('array')) return [];
  if (t.includes('object')) return {};
  if (t.includes('integer') || t.includes('number')) return 1;
  if (t.includes('boolean')) return true;
  if (s.format === 'date') return '2026-01-15';
  if (s.format === 'date-time') return '2026-01-15T10:00:00.000Z';
  return `Sample ${seed}`;
}

/** A small valid body of an entity: a name plus every required or mandatory field. */
export function sampleRecord(info: EntityInfo, seed: string): Rec {
  const schema = deref(info.schema);
  const props = schema.properties ?? {};
  const body: Rec = {};
  if (props.name && !props.name.readOnly) body.name = `sample-${info.name}-${seed}`;
  const required = new Set(schema.required ?? []);
  for (const [key, prop] of Object.entries(props)) {
    if (key.startsWith('_') || key === 'registration' || key === 'status' || prop.readOnly || key in body) continue;
    const field = (prop['x-field'] ?? {}) as { mandatory?: boolean; hidden?: boolean };
    if (required.has(key) || (field.mandatory && !field.hidden)) body[key] = sampleValue(prop, seed);
  }
  return body;
}

/** Fills the field a MISSING_FIELD_IN_BODY answer names (conditional requirements the schema states with if/then). */
export function completeBody(info: EntityInfo, body: Rec, path: string, seed: string): Rec {
  const top = path.split('.')[0];
  const prop = deref(info.schema).properties?.[top];
  return prop ? { ...body, [top]: sampleValue(prop, seed) } : body;
}
