import type { FieldOptions } from '../cards/types.ts';
import type { UiSchema } from './toUiSchema.ts';

/**
 * The form's ui schema with a layout's per-field options (a layout script's `{name, readOnly,
 * hidden}` field entries, or a card marked `readOnly`): read-only fields are shown but not editable,
 * hidden ones are not drawn and keep their value.
 */
export function applyFieldOptions(ui: UiSchema, options: Readonly<Record<string, FieldOptions>>): UiSchema {
  const entries = Object.entries(options).filter(([, o]) => o.readOnly || o.hidden);
  if (!entries.length) return ui;
  const out: UiSchema = { ...ui };
  for (const [name, o] of entries) {
    out[name] = { ...(out[name] as UiSchema | undefined), ...(o.readOnly ? { 'ui:readonly': true } : {}), ...(o.hidden ? { 'ui:widget': 'hidden' } : {}) };
  }
  return out;
}
