import type { FieldTemplateProps } from '@rjsf/utils';

/** Label, control, help and errors of one field; hidden fields render nothing visible. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, children, rawErrors, hidden, help, classNames, schema } = props;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  const container = schema.type === 'object' || schema.type === 'array';
  return (
    <div className={`tabula-field ${classNames ?? ''}`} data-field={id}>
      {displayLabel && label && !container && (
        <label htmlFor={id} className="tabula-field-label">
          {label}
          {required ? <span className="tabula-required"> *</span> : null}
        </label>
      )}
      {children}
      {rawErrors?.length ? (
        <div className="tabula-field-error" role="alert">
          {rawErrors.join(', ')}
        </div>
      ) : null}
      {help}
    </div>
  );
}
