import { useCloseGuard } from '../../hooks/useCloseGuard.ts';
import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { normaliseQuickAddRelations, relationLabel, type LabelItem, type QuickAddRelation } from '../../../engine/relations/index.ts';
import { useEngine } from '../../context/EngineContext.ts';

type Rec = Record<string, unknown>;

interface Props {
  open: boolean;
  entityName: string;
  source: Rec;
  relations: readonly LabelItem[];
  onClose: () => void;
  /** Called once the new person is created and linked. */
  onAdded: () => void;
}

const INDIVIDUAL_TYPES = new Set(['I', 'E']);

/**
 * Add person: the quick-add relations of the source person (run script quick-add-relations; a
 * failure offers none), then the new person's name; OK creates the person with the relation's
 * roles and adds it to the source person's relations.
 */
export function AddPersonModal({ open, entityName, source, relations, onClose, onAdded }: Props) {
  const { data, notify, t } = useEngine();
  const [choices, setChoices] = useState<QuickAddRelation[]>([]);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ relation?: string; name?: string; firstName?: string; lastName?: string }>();
  const relation = Form.useWatch('relation', form);
  const chosen = choices.find((c) => c.relation === relation);
  const individual = INDIVIDUAL_TYPES.has(chosen?.personType ?? '');

  useEffect(() => {
    if (!open) return;
    let live = true;
    data
      .custom<unknown>({ method: 'POST', path: '/api/script/runs/quick-add-relations', body: { sourcePerson: source } })
      .then((answer) => live && setChoices(normaliseQuickAddRelations(answer)))
      .catch(() => live && setChoices([]));
    return () => {
      live = false;
    };
  }, [open, data, source]);

  const cancel = useCloseGuard(() => form.isFieldsTouched(), onClose);
  const submit = async () => {
    const values = await form.validateFields();
    if (!chosen) return;
    setSaving(true);
    try {
      const type = chosen.personType ?? 'C';
      const names = individual ? { firstName: values.firstName, lastName: values.lastName } : { name: values.name };
      const created = await data.create({ entityName, data: { type, ...names, roles: chosen.quickAddRoles } });
      // the saved relations, not the page's copy: a second add keeps the first
      const saved = await data.getOne({ entityName, key: String(source.registration) });
      const descendants = Array.isArray(saved.descendants) ? (saved.descendants as Rec[]) : [];
      await data.update({
        entityName,
        key: String(source.registration),
        data: { descendants: [...descendants, { personRegistration: created.registration, relation: chosen.relation, stake: null }] },
      });
      notify('success', t('Person added'));
      form.resetFields();
      onAdded();
    } catch (err) {
      notify('error', (err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('Add person')} okText={t('Add')} cancelText={t('Cancel')} confirmLoading={saving} onOk={() => void submit()} onCancel={cancel} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="add-person-form">
        <Form.Item name="relation" label={t('Relation')} rules={[{ required: true, message: t('Choose a relation') }]}>
          <Select options={choices.map((c) => ({ value: c.relation, label: c.label ?? relationLabel(c.relation, relations) }))} notFoundContent={t('No data')} />
        </Form.Item>
        {individual ? (
          <>
            <Form.Item name="firstName" label={t('First name')}>
              <Input />
            </Form.Item>
            <Form.Item name="lastName" label={t('Last name')} rules={[{ required: true, message: t('Enter a name') }]}>
              <Input />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="name" label={t('Name')} rules={[{ required: true, message: t('Enter a name') }]}>
            <Input />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
