import { useState } from 'react';
import { Button, Form, Input, Modal, Select } from 'antd';
import { SCRIPT_TYPES } from '../../../engine/scripts/scriptTypes.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';
import { errorDisplay } from '../../../renderers/pages/errorText.ts';
import { ENTITY_OF, type ConfigItemKind } from './configItemKind.ts';
import { newItemTemplate } from './newItemTemplate.ts';

interface Values {
  name: string;
  type?: string;
}

/** Creates a script (name and type, with a runnable template) or an empty lookup list, then opens it. */
export function NewItemButton({ kind, onCreated }: { kind: ConfigItemKind; onCreated: (name: string) => void }) {
  const { data, notify, t } = useEngine();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const title = kind === 'script' ? t('New script') : t('New list');

  const create = async () => {
    const values = await form.validateFields();
    const body = kind === 'script' ? { name: values.name, type: values.type, content: newItemTemplate(values.type ?? 'run') } : { name: values.name, items: [] };
    try {
      await data.create({ entityName: ENTITY_OF[kind], data: body });
      setOpen(false);
      form.resetFields();
      onCreated(values.name);
    } catch (err) {
      const shown = errorDisplay(err);
      notify(shown.level, shown.message);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="new-config-item">
        {title}
      </Button>
      <Modal title={title} open={open} onOk={() => void create()} onCancel={() => setOpen(false)} okText={t('Create')} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ type: 'run' }}>
          <Form.Item name="name" label={t('Name')} rules={[{ required: true, message: t('Name is mandatory') }, { pattern: /^[A-Za-z0-9][A-Za-z0-9._@-]*$/, message: t('Letters, digits, ".", "-", "_" or "@", starting with a letter or digit') }]}>
            <Input autoFocus />
          </Form.Item>
          {kind === 'script' ? (
            <Form.Item name="type" label={t('Type')} rules={[{ required: true, message: t('Type is mandatory') }]}>
              <Select options={SCRIPT_TYPES.map((s) => ({ value: s.type, label: `${t(s.label)}: ${t(s.description)}` }))} />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
    </>
  );
}
