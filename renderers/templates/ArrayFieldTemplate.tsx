import { Flex, Typography } from 'antd';
import { buttonId, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { useT } from '../context/useT.ts';

/**
 * A list drawn by rjsf's ArrayField (lists without a dedicated renderer: contacts, persons...): its
 * items, each with antd buttons, and an Add button. The title (its label, in the user's language)
 * shows only when no FieldTemplate label does (a list drawn through `ui:field` already has its label).
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, className, disabled, fieldPathId, uiSchema, items, onAddClick, readonly, registry, title, schema } = props;
  const { AddButton } = registry.templates.ButtonTemplates;
  const t = useT();
  // rjsf's title of a list of records is its schema title or property name: the x-field label first
  const label = uiSchema?.['ui:title'];
  const heading = uiSchema?.['ui:field'] ? undefined : ((typeof label === 'string' && label) || title || schema.title);
  return (
    <fieldset className={`tabula-array ${className ?? ''}`} id={fieldPathId.$id} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {heading ? <Typography.Text strong>{t(heading)}</Typography.Text> : null}
      <Flex vertical gap={8}>
        {items}
      </Flex>
      {canAdd && !readonly ? (
        <AddButton id={buttonId(fieldPathId, 'add')} onClick={onAddClick} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />
      ) : null}
    </fieldset>
  );
}
