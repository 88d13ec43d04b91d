import type { JsonSchema } from '../registry/types.ts';

/** The x-field contract of a property (seed 000 §3.8), as read by the form model. */
export interface FieldMeta {
  type?: string;
  label?: string;
  hidden?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  colProps?: Record<string, number>;
  [option: string]: unknown;
}

export type UiSchema = Record<string, unknown>;

/** Server-owned fields that a form never edits. */
const SYSTEM = new Set(['_id', '_version', '_insertDate', '_updateDate', '_insertUser', '_updateUser']);

function isContainer(schema: JsonSchema): boolean {
  const types = ([] as string[]).concat(schema.type ?? []);
  return types.includes('object') || types.includes('array');
}

/**
 * Derives the form library's ui schema from the x-field metadata: the widget is the field type,
 * with label, visibility, read-only state and grid column props carried as options.
 */
export function toUiSchema(schema: JsonSchema, readOnlyForm = false): UiSchema {
  const ui: UiSchema = {};
  const meta = (schema['x-field'] ?? {}) as FieldMeta;
  if (meta.label) ui['ui:title'] = meta.label;
  if (meta.hidden || schema.readOnly) ui['ui:widget'] = 'hidden';
  else if (meta.type && !isContainer(schema)) ui['ui:widget'] = meta.type;
  if (meta.readOnly || readOnlyForm) ui['ui:readonly'] = true;
  if (meta.disabled) ui['ui:disabled'] = true;
  ui['ui:options'] = { field: meta, ...(meta.colProps ? { colProps: meta.colProps } : {}) };
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    ui[name] = SYSTEM.has(name) ? { 'ui:widget': 'hidden' } : toUiSchema(prop, readOnlyForm);
  }
  if (schema.items && !Array.isArray(schema.items)) ui.items = toUiSchema(schema.items, readOnlyForm);
  return ui;
}
