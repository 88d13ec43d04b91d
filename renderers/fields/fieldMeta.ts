import type { WidgetProps } from '@rjsf/utils';
import type { FieldMeta } from '../../engine/forms/toUiSchema.ts';

/** The x-field metadata the ui schema carried to a widget. */
export function fieldMeta(props: Pick<WidgetProps, 'options'>): FieldMeta {
  return ((props.options as { field?: FieldMeta }).field ?? {}) as FieldMeta;
}

/** Converts an input's text to the stored value: empty text clears the field. */
export function emptyToUndefined(text: string): string | undefined {
  return text === '' ? undefined : text;
}
