import { hasChanged, useCloseGuard } from '../hooks/useCloseGuard.ts';
import { useState } from 'react';
import { Button, Checkbox, Modal, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, FacebookOutlined, InstagramOutlined, LinkedinOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldPathId, FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { addEmptyContact, cancelContactAt, contactName, saveContactAt, type ContactValue } from '../../engine/persons/contactRules.ts';
import { useT } from '../context/useT.ts';
import { FieldMessages } from '../templates/FieldMessages.tsx';
import { nestedErrors } from './model/nestedErrors.ts';
import { contactErrors } from '../widgets/contactChecks.ts';

type Editing = { index: number; adding: boolean; before?: ContactValue; draft: ContactValue; checked: boolean };

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const NETWORKS = [['linkedIn', LinkedinOutlined, 'LinkedIn'], ['facebook', FacebookOutlined, 'Facebook'], ['instagram', InstagramOutlined, 'Instagram']] as const;

function contactList(value: unknown): ContactValue[] {
  return Array.isArray(value) ? value.filter((c): c is ContactValue => Boolean(c) && typeof c === 'object') : [];
}

/** A link of a social network: the address as typed when it is one, else nothing to follow. */
const networkHref = (v: string) => (/^https?:\/\//i.test(v) ? v : `https://${v}`);

/**
 * contacts (`renderer: "contacts"` on the contacts table of a person, seed 001 §2, §4): the table
 * (select, name, position, phone, email, social networks, actions) and the add/edit contact modal.
 * Add pushes an empty contact and opens the modal; Cancel removes it again, or gives an edited
 * contact back its values; Save is refused while a field has an error (position is mandatory) and,
 * for a contact flagged default, clears the flag of the others.
 */
export function ContactsField(props: FieldProps) {
  const { schema, uiSchema, formData, onChange, fieldPathId, readonly, disabled, errorSchema, registry } = props;
  const t = useT();
  const [editing, setEditing] = useState<Editing | null>(null);
  const contacts = contactList(formData);
  const locked = Boolean(readonly || disabled);
  const store = (next: ContactValue[]) => onChange(next as FieldProps['formData'], fieldPathId.path);
  const itemSchema = registry.schemaUtils.retrieveSchema((schema.items ?? {}) as RJSFSchema, editing?.draft);
  const itemUi = ((uiSchema?.items ?? {}) as UiSchema);
  const problems = editing ? contactErrors(itemSchema, editing.draft, t) : undefined;

  const add = () => {
    const next = addEmptyContact(contacts);
    store(next);
    setEditing({ index: next.length - 1, adding: true, draft: next[next.length - 1], checked: false });
  };
  const edit = (index: number) => setEditing({ index, adding: false, before: contacts[index], draft: structuredClone(contacts[index]), checked: false });
  const dropEdit = () => {
    if (editing && !locked) store(cancelContactAt(contacts, editing.index, editing.adding, editing.before));
    setEditing(null);
  };
  const cancel = useCloseGuard(() => !!editing && !locked && hasChanged(editing.draft, editing.adding ? contacts[editing.index] : editing.before), dropEdit);
  const save = () => {
    if (!editing) return;
    if (problems && problems.count > 0) return setEditing({ ...editing, checked: true });
    store(saveContactAt(contacts, editing.index, editing.draft));
    setEditing(null);
  };
  const select = (index: number, isSelected: boolean) => store(contacts.map((c, i) => (i === index ? { ...c, isSelected } : c)));
  const remove = (index: number) => store(contacts.filter((_c, i) => i !== index));
  // the draft's fields: ids below this field's (`root_contacts_0_position`), changes applied to the draft
  const draftPath: FieldPathId = { $id: `${fieldPathId.$id}_${editing?.index ?? 0}`, path: [...fieldPathId.path, editing?.index ?? 0] };
  const onDraftChange = (value: unknown, path?: (string | number)[]) => {
    setEditing((current) => {
      if (!current) return current;
      const rest = (path ?? []).slice(draftPath.path.length);
      if (!rest.length) return { ...current, draft: (value ?? {}) as ContactValue };
      const draft = structuredClone(current.draft);
      let node: Record<string, unknown> = draft;
      rest.slice(0, -1).forEach((k) => (node = (node[k] ??= {}) as Record<string, unknown>));
      const last = rest[rest.length - 1];
      if (value === undefined) delete node[last];
      else node[last] = value;
      return { ...current, draft };
    });
  };
  const { SchemaField } = registry.fields;

  const columns = [
    { key: 'select', title: '', width: 40, render: (_: unknown, c: ContactValue, i: number) => (
      <Checkbox aria-label={t('Select')} checked={c.isSelected === true} disabled={locked} onChange={(e) => select(i, e.target.checked)} />
    ) },
    { key: 'name', title: t('Name'), render: (_: unknown, c: ContactValue) => (
      <Space size={4}>{contactName(c)}{c.isDefault === true ? <Tag color="blue">{t('Default')}</Tag> : null}</Space>
    ) },
    { key: 'position', title: t('Position'), render: (_: unknown, c: ContactValue) => text(c.position) },
    { key: 'phone', title: t('Phone'), render: (_: unknown, c: ContactValue) => [text(c.phone), text(c.mobile)].filter(Boolean).join(' / ') },
    { key: 'email', title: t('Email'), render: (_: unknown, c: ContactValue) => (text(c.email) ? <a href={`mailto:${text(c.email)}`}>{text(c.email)}</a> : null) },
    { key: 'networks', title: t('Social networks'), render: (_: unknown, c: ContactValue) => (
      <Space size={4}>
        {NETWORKS.map(([key, Icon, label]) => (text(c[key]) ? <a key={key} href={networkHref(text(c[key]))} target="_blank" rel="noreferrer" aria-label={t(label)}><Icon /></a> : null))}
      </Space>
    ) },
    { key: 'actions', title: t('Actions'), width: 96, render: (_: unknown, _c: ContactValue, i: number) => (
      <Space size={4}>
        <Button size="small" aria-label={locked ? t('View contact') : t('Edit contact')} icon={locked ? <EyeOutlined /> : <EditOutlined />} onClick={() => edit(i)} />
        {locked ? null : <Button size="small" danger aria-label={t('Delete contact')} icon={<DeleteOutlined />} onClick={() => remove(i)} />}
      </Space>
    ) },
  ];

  return (
    <div id={fieldPathId.$id} className="tabula-contacts" data-testid="contacts-table">
      <Table<ContactValue> size="small" rowKey={(c) => String(c._id ?? contacts.indexOf(c))} columns={columns} dataSource={contacts} pagination={false}
        locale={{ emptyText: <Typography.Text type="secondary">{t('No contact')}</Typography.Text> }} scroll={{ x: true }} />
      {locked ? null : <Button size="small" style={{ marginTop: 4 }} icon={<PlusOutlined />} onClick={add}>{t('Add contact')}</Button>}
      <FieldMessages errors={nestedErrors(errorSchema)} warnings={[]} />
      {editing ? (
        <Modal open title={editing.adding ? t('Add contact') : t('Edit contact')} onCancel={cancel} destroyOnHidden width={760}
          footer={(
            <Space>
              <Button onClick={cancel}>{locked ? t('Close') : t('Cancel')}</Button>
              {locked ? null : <Button type="primary" onClick={save}>{t('Save')}</Button>}
            </Space>
          )}>
          <div data-testid="contact-modal">
            <SchemaField name={String(editing.index)} schema={itemSchema} uiSchema={{ ...itemUi, 'ui:title': '', 'ui:label': false }} fieldPathId={draftPath}
              formData={editing.draft} errorSchema={editing.checked ? problems?.errorSchema : undefined} onChange={onDraftChange}
              onBlur={() => undefined} onFocus={() => undefined} registry={registry} disabled={locked} readonly={locked} required={false} />
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
