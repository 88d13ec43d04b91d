import { hasChanged, useCloseGuard } from '../../hooks/useCloseGuard.ts';
import { useState } from 'react';
import Form from '@rjsf/core';
import type { Registry, RJSFSchema, UiSchema } from '@rjsf/utils';
import { Button, Descriptions, Modal, Space } from 'antd';
import type { PricedLine, TaxRate } from '../../../engine/finance/priceRules.ts';
import { assetOf, repriceEdited } from './lineModel.ts';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { useT } from '../../context/useT.ts';

/**
 * The line dialog: every field of one asset line, drawn by the form's own registry (the same
 * widgets, with the line as the record of the nested form). Prices follow each change; Save hands
 * the line back, Close drops the changes. Read-only: the same fields, not editable, and Close.
 */
export function AssetLineModal(props: {
  index: number;
  line: PricedLine;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  registry: Registry;
  taxes: readonly TaxRate[];
  readOnly: boolean;
  onSave: (line: PricedLine) => void;
  onClose: () => void;
}) {
  const { registry, readOnly } = props;
  const t = useT();
  const [draft, setDraft] = useState<PricedLine>(props.line);
  const asset = assetOf(draft);
  const close = useCloseGuard(() => !readOnly && hasChanged(draft, props.line), props.onClose);
  // the shape's own title and description are internal names: the dialog's title says which line
  const { title: _title, description: _description, ...schema } = props.schema;
  const formContext = { ...(registry.formContext as object), record: draft };
  const footer = (
    <Space>
      <Button onClick={close}>{t('Close')}</Button>
      {readOnly ? null : (
        <Button type="primary" onClick={() => props.onSave(draft)}>
          {t('Save')}
        </Button>
      )}
    </Space>
  );
  return (
    <Modal title={fillText(t('Line {{number}}'), { number: props.index + 1 })} open onCancel={close} footer={footer} width={860} destroyOnHidden>
      <div data-testid="asset-line-dialog">
        {asset.name || asset.reference ? (
          <Descriptions size="small" column={2} items={[
            { key: 'name', label: t('Asset'), children: asset.name ?? '' },
            { key: 'reference', label: t('Reference'), children: asset.reference ?? '' },
          ]} />
        ) : null}
        {/* A div, not a <form>: the dialog belongs to the page's form. */}
        <Form
          tagName="div"
          idPrefix={`assetLine${props.index}`}
          schema={schema}
          uiSchema={props.uiSchema}
          formData={draft}
          formContext={formContext}
          validator={registry.schemaUtils.getValidator()}
          widgets={registry.widgets}
          fields={registry.fields}
          templates={registry.templates}
          readonly={readOnly}
          showErrorList={false}
          noHtml5Validate
          onChange={(e) => setDraft((before) => repriceEdited(before, e.formData as PricedLine, props.taxes))}
        >
          <span />
        </Form>
      </div>
    </Modal>
  );
}
