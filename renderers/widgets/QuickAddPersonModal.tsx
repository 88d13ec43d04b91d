import { hasChanged, useCloseGuard } from '../hooks/useCloseGuard.ts';
import { useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import { Button, Divider, Form as AntForm, Input, Modal, Select, Space } from 'antd';
import { fillText } from '../../engine/i18n/fillText.ts';
import { bundleSchema } from '../../engine/forms/bundleSchema.ts';
import { withTenantDefaults } from '../../engine/forms/newRecordDefaults.ts';
import { localizedMessage, MESSAGES, validateField } from '../../engine/validation/index.ts';
import { useEngine } from '../context/EngineContext.ts';
import { useT } from '../context/useT.ts';
import { buildFormModelWith, type FormRenderers } from '../fields/model/formModel.ts';
import type { FormSettings } from '../fields/model/FormSettings.ts';
import { errorDisplay } from '../pages/errorText.ts';
import { quickAddPerson, quickAddRoles, quickAddUser, showsUsername, withUsernameEmail, WRITE_USERS } from './quickAddPerson.ts';
import { useLookupList } from './useLookupList.ts';
import { quickAddFields, quickAddSchema } from './quickAddSchema.ts';

type Rec = Record<string, unknown>;

/**
 * The quick-add person dialog (seed 001 §2, §4, §5; title Add): type (company by default),
 * registration and the person form, short or detailed (see more / see less). For an individual,
 * when the user may write users, a username first: checked on blur ('Username already exists'), an
 * e-mail username fills an empty person e-mail. Save checks every field, creates the person, then
 * its user (POST /api/core/users?syncPerson=1) and hands the new registration back; a refused save
 * shows an error and keeps the dialog open. Cancel closes with nothing.
 */
/**
 * `renderers`: the field and widget renderers of the form the search field is in (its rjsf registry),
 * with which the dialog draws its own form; so this file imports no field renderer, and the
 * fields that open it do not import themselves back.
 */
export function QuickAddPersonModal(props: { entityName: string; roles?: readonly string[]; type?: string; renderers: FormRenderers; onClose: (registration: string | null) => void }) {
  const { registry, shapes, data, notify, user, can } = useEngine();
  const t = useT();
  const info = registry.get(props.entityName);
  const [opened] = useState<Rec>(() => ({ type: props.type ?? 'C' }));
  const [values, setValues] = useState<Rec>(opened);
  const [detailed, setDetailed] = useState(false);
  const [username, setUsername] = useState('');
  const [usernameError, setUsernameError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const formRef = useRef<Form>(null);
  const cancel = useCloseGuard(() => !!username.trim() || hasChanged(values, opened), () => props.onClose(null));
  // a search for several roles lets the user choose the new person's one (by its label)
  const roleChoices = quickAddRoles(props.roles);
  const [role, setRole] = useState<string | undefined>(roleChoices[0]);
  const roleLabels = useLookupList(roleChoices.length > 1 ? 'role' : undefined).options;
  const withUser = showsUsername(values.type, Boolean(can?.(WRITE_USERS)));
  // a new person starts in the tenant's currency (docs/formats.md, Tenant settings)
  const tenantSettings = user?.tenantSettings;
  const bundled = useMemo(() => withTenantDefaults(bundleSchema(info.schema, shapes), tenantSettings), [info.schema, shapes, tenantSettings]);
  const fieldsKey = quickAddFields(values.type, detailed).join(',');
  const model = useMemo(() => buildFormModelWith(props.renderers, quickAddSchema(bundled, fieldsKey.split(',')), false, { t, tenant: user?.tenant, locale: user?.locale }), [props.renderers, bundled, fieldsKey, t, user?.tenant, user?.locale]);
  const formContext = useMemo<FormSettings>(() => ({ locale: user?.locale, tenant: user?.tenant }), [user?.locale, user?.tenant]);

  /** The username's own error: its format, then whether it is taken. */
  const checkUsername = async (name: string): Promise<string | undefined> => {
    const text = name.trim();
    if (!text) return localizedMessage(MESSAGES.mandatory, { label: 'Username' }, t);
    const format = validateField({ type: 'username' }, text, { tenant: user?.tenant, t }).errors[0]?.message;
    if (format) return format;
    const found = await data.custom<unknown>({ method: 'GET', path: `/api/core/users?username=${encodeURIComponent(text)}` }).catch(() => []);
    const taken = Array.isArray(found) ? found.length > 0 : Boolean(found && typeof found === 'object' && ((found as Rec).data as unknown[] | undefined)?.length);
    return taken ? localizedMessage(MESSAGES.usernameTaken, undefined, t) : undefined;
  };
  const blurUsername = async () => {
    setUsernameError(await checkUsername(username));
    setValues((v) => withUsernameEmail(v, username));
  };

  const create = async (person: Rec) => {
    setSaving(true);
    try {
      if (withUser) {
        const problem = await checkUsername(username);
        setUsernameError(problem);
        if (problem) return;
      }
      const created = await data.create({ entityName: props.entityName, data: quickAddPerson(person, props.roles, role) });
      const registration = String(created.registration);
      if (withUser) await data.custom({ method: 'POST', path: '/api/core/users?syncPerson=1', body: quickAddUser(username, created, user?.locale) });
      notify('success', fillText(t('{{entity}} "{{registration}}" created'), { entity: t(info.name), registration }));
      props.onClose(registration);
    } catch (err) {
      const shown = errorDisplay(err, t);
      notify(shown.level, shown.message);
    } finally {
      setSaving(false);
    }
  };

  const footer = (
    <Space>
      <Button onClick={cancel}>{t('Cancel')}</Button>
      <Button type="primary" loading={saving} onClick={() => formRef.current?.submit()}>{t('Save')}</Button>
    </Space>
  );
  return (
    <Modal title={t('Add')} open onCancel={cancel} footer={footer} width={720} destroyOnHidden>
      <Button type="link" style={{ paddingInline: 0 }} onClick={() => setDetailed((d) => !d)}>{detailed ? t('See less') : t('See more')}</Button>
      {roleChoices.length > 1 ? (
        <AntForm layout="vertical" component="div">
          <AntForm.Item label={t('Role')}>
            <Select
              aria-label={t('Role')}
              data-testid="quick-add-role"
              value={role}
              onChange={setRole}
              options={roleChoices.map((code) => ({ value: code, label: roleLabels.find((o) => o.value === code)?.label ?? t(code) }))}
            />
          </AntForm.Item>
        </AntForm>
      ) : null}
      {withUser ? (
        <>
          <AntForm layout="vertical" component="div">
            <AntForm.Item label={t('Username')} validateStatus={usernameError ? 'error' : undefined} help={usernameError}>
              <Input aria-label={t('Username')} value={username} placeholder={fillText(t('An e-mail or a short name ending with @{{tenant}}'), { tenant: user?.tenant ?? 'tenant' })}
                onChange={(e) => setUsername(e.target.value)} onBlur={() => void blurUsername()} />
            </AntForm.Item>
          </AntForm>
          <Divider titlePlacement="start">{t('Person')}</Divider>
        </>
      ) : null}
      <Form
        ref={formRef}
        {...model}
        // ids of its own: the page behind the dialog has its form's root_ ids (root_type, root_name...)
        idPrefix="quickAdd"
        formContext={formContext}
        formData={values}
        uiSchema={{ ...model.uiSchema, 'ui:submitButtonOptions': { norender: true } }}
        onChange={(e) => setValues((e.formData ?? {}) as Rec)}
        onSubmit={(e) => void create((e.formData ?? {}) as Rec)}
        showErrorList={false}
        noHtml5Validate
      />
    </Modal>
  );
}
