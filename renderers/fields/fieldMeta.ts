import type { UiSchema } from '@rjsf/utils';
import type { FieldDefinition } from '../../schemas/generated/meta.ts';

/**
 * The x-field metadata of one field (schemas/meta/field.json) as a renderer reads it. `type` is
 * kept as plain text: a schema may name a type no renderer knows (it gets FallbackField).
 */
export type FieldMeta = Omit<Partial<FieldDefinition>, 'type'> & { type?: string };

type Options = Record<string, unknown> | undefined;

function pick(options: Options): FieldMeta | undefined {
  const found = options?.xField ?? options?.field;
  return found && typeof found === 'object' ? (found as FieldMeta) : undefined;
}

/**
 * The metadata carried to a widget (`options`) or a field (`uiSchema['ui:options']`). The form model
 * stores it under `xField`; `field` (what engine/forms/toUiSchema writes) is read as well.
 */
export function fieldMeta(props: { options?: object; uiSchema?: UiSchema }): FieldMeta {
  return pick(props.options as Options) ?? pick(props.uiSchema?.['ui:options'] as Options) ?? {};
}

/** Converts an input's text to the stored value: empty text clears the field. */
export function emptyToUndefined(text: string): string | undefined {
  return text === '' ? undefined : text;
}

/** A numeric option of the metadata (min, max...), or undefined when it is not a number. */
export function metaNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Case forced while typing: `forceCase`, or the older `upperCase` / `lowerCase` flags. */
export function caseOf(meta: FieldMeta): 'upper' | 'lower' | undefined {
  const raw = meta as Record<string, unknown>;
  if (raw.forceCase === 'upper' || raw.forceCase === 'lower') return raw.forceCase;
  return raw.upperCase === true ? 'upper' : raw.lowerCase === true ? 'lower' : undefined;
}
