import { Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { FieldTemplateProps } from '@rjsf/utils';
import { fieldPathText } from '../../engine/shell/debugMode.ts';
import { useT } from '../context/useT.ts';
import { useDebugMode } from '../hooks/useDebugMode.ts';
import { fieldMeta } from '../fields/fieldMeta.ts';
import { FieldMessages } from './FieldMessages.tsx';
import { useFieldIssues } from './useFieldIssues.ts';

/**
 * Label, control, errors and warnings of one field. The label (x-field.label, an English text: a
 * translation key) shows in the user's language for values and for fields drawn by our rjsf fields
 * (addresses, tables...); the mandatory marker once the field is touched, or from the start with
 * `showMandatoryHint`. Hidden fields keep their value but show nothing. In debug mode the field's
 * path (`address.city`) is its tooltip.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, required, displayLabel, children, hidden, help, classNames, uiSchema, style } = props;
  const issues = useFieldIssues(props);
  const t = useT();
  const debug = useDebugMode();
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  const meta = fieldMeta({ uiSchema });
  const showLabel = Boolean(label) && (displayLabel || Boolean(uiSchema?.['ui:field']));
  const mandatory = (meta.mandatory || required) && (meta.showMandatoryHint || issues.touched);
  return (
    <div
      className={`tabula-field ${classNames ?? ''}`}
      data-field={id}
      // debug mode (docs/permissions.md): the field's path in the record as its tooltip
      title={debug ? fieldPathText(props.fieldPathId?.path ?? []) || id : undefined}
      style={{ marginBottom: 8, ...style }}
    >
      {showLabel && (
        <label htmlFor={id} className="tabula-field-label" style={{ display: 'block', marginBottom: 4 }}>
          {t(label)}
          {mandatory ? <span className="tabula-required" style={{ color: '#ff4d4f' }}> *</span> : null}
          {meta.tooltip ? (
            <Tooltip title={meta.tooltip}>
              <QuestionCircleOutlined style={{ marginInlineStart: 4 }} aria-label={t('Help')} />
            </Tooltip>
          ) : null}
        </label>
      )}
      {children}
      <FieldMessages errors={issues.errors} warnings={issues.warnings} />
      {help}
    </div>
  );
}
