import type { FieldDefinition } from '../../schemas/generated/meta.ts';

/**
 * A field as validation reads it: the generated x-field contract (seed 000 §3.8,
 * schemas/meta/field.json) with an open `type`, so dyno and tenant types get the generic checks.
 */
export type FieldSpec = Omit<FieldDefinition, 'type'> & {
  type: FieldDefinition['type'] | (string & {});
};
