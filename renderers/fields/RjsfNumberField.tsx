import type { FieldProps } from '@rjsf/utils';

/**
 * Replaces rjsf's NumberField (the field of every `number` / `integer` schema): our numeric widgets
 * already parse typed text in the form's locale and store a number, or keep text that is not a
 * number for the engine's message ('{label} has to be a number'). rjsf's version re-parsed that text
 * with the browser's decimal separator and dropped a trailing `.` or zeros, so `1.2.` was stored as
 * 1.2 and the input lost what was typed; it also built an Intl.NumberFormat on every render.
 */
export function RjsfNumberField(props: FieldProps) {
  const { StringField } = props.registry.fields;
  return <StringField {...props} />;
}
