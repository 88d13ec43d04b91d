import type { ComponentType } from 'react';
import { getSchemaType, getUiOptions, type FieldProps, type WidgetProps } from '@rjsf/utils';

/**
 * Lets a widget draw a list or an object (a multi-select, a list of e-mails, several files): rjsf
 * would otherwise draw such a value as an ArrayField / ObjectField. The widget gets the value and
 * the same props as when rjsf calls it for a plain value.
 */
export function asFormField(Widget: ComponentType<WidgetProps>): ComponentType<FieldProps> {
  function WidgetAsField(props: FieldProps) {
    const { schema, uiSchema, fieldPathId, formData, onChange, onBlur, onFocus, registry, name } = props;
    const { title, placeholder, ...options } = getUiOptions(uiSchema);
    return (
      <Widget
        id={fieldPathId.$id}
        name={name}
        htmlName={fieldPathId.name}
        schema={schema}
        uiSchema={uiSchema}
        value={formData}
        options={options}
        label={typeof title === 'string' ? title : name}
        placeholder={typeof placeholder === 'string' ? placeholder : ''}
        multiple={getSchemaType(schema) === 'array' || ([] as unknown[]).concat(schema.type ?? []).includes('array')}
        required={props.required}
        disabled={props.disabled}
        readonly={props.readonly}
        autofocus={props.autofocus}
        hideError={props.hideError}
        rawErrors={props.rawErrors}
        registry={registry}
        onChange={(value: unknown) => onChange(value, fieldPathId.path)}
        onBlur={onBlur}
        onFocus={onFocus}
      />
    );
  }
  WidgetAsField.displayName = `asFormField(${Widget.displayName ?? Widget.name})`;
  return WidgetAsField;
}
