import { hasChanged, useCloseGuard } from '../hooks/useCloseGuard.ts';
import { useRef, useState } from 'react';
import Form from '@rjsf/core';
import { Modal } from 'antd';
import type { ActionFormDefinition } from '../../schemas/generated/meta.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { formDefaults, formValuesToSend } from '../../engine/lists/actionForm.ts';
import { buildFormModel } from '../fields/model/buildFormModel.ts';
import { useEngine } from '../context/EngineContext.ts';
import { useUserFormSettings } from '../context/useUserFormSettings.ts';

type Rec = Record<string, unknown>;

interface ActionFormModalProps {
  form: ActionFormDefinition;
  title: string;
  onSubmit: (values: Rec) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The parameters of a page or row action asked in a modal (the billing modal, the onboarding
 * modal...): fields from the form's JSON Schema rendered like any entity form, OK only sends valid
 * values (dates as the useDateNoTime setting says when the form is marked so); the modal stays open
 * while the call runs and closes when it ends.
 */
export function ActionFormModal({ form, title, onSubmit, onCancel }: ActionFormModalProps) {
  const { t, user } = useEngine();
  const [model] = useState(() => buildFormModel(form.schema as JsonSchema));
  const [opened] = useState<Rec>(() => formDefaults(form));
  const [values, setValues] = useState<Rec>(opened);
  const cancel = useCloseGuard(() => hasChanged(values, opened), onCancel);
  const [busy, setBusy] = useState(false);
  const ref = useRef<Form>(null);
  // the user's locale: the billing date in the pattern of every other date on screen (docs/formats.md)
  const formContext = useUserFormSettings();
  const ok = async () => {
    if (!ref.current?.validateForm()) return;
    setBusy(true);
    try {
      await onSubmit(formValuesToSend(form, values, user?.useDateNoTime === true));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t(form.title ?? title)} okText={t(form.okText ?? 'OK')} cancelText={t('Cancel')} onOk={() => void ok()} confirmLoading={busy} onCancel={cancel} destroyOnHidden data-testid="action-form-modal">
      <Form ref={ref} {...model} formContext={formContext} formData={values} onChange={(e) => setValues(e.formData as Rec)} showErrorList={false} noHtml5Validate tagName="div">
        <span />
      </Form>
    </Modal>
  );
}
