import { useRef, useState } from 'react';
import Form from '@rjsf/core';
import { Button } from 'antd';
import { buildFormModel } from '../fields/model/buildFormModel.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { useEngine } from '../context/EngineContext.ts';
import { useUserFormSettings } from '../context/useUserFormSettings.ts';
import { errorText } from '../pages/errorText.ts';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

type Rec = Record<string, unknown>;

/**
 * form: a small form from the element's JSON `schema` (x-field metadata as in entity schemas) and
 * `formData`; read-only unless `submit: {method, path, label}` is given, in which case the values
 * are sent there through the data provider.
 */
export function FormElement({ element }: ElementProps) {
  const { data, notify, t } = useEngine();
  const p = element.props;
  const submit = readProp.obj(p, 'submit');
  const editable = typeof submit.path === 'string';
  const [model] = useState(() => buildFormModel(readProp.obj(p, 'schema') as JsonSchema, !editable));
  const [values, setValues] = useState<Rec>(readProp.obj(p, 'formData'));
  const ref = useRef<Form>(null);
  const formContext = useUserFormSettings();
  const send = async (formData: Rec) => {
    try {
      await data.custom({ method: readProp.text(submit, 'method', 'POST'), path: String(submit.path), body: formData });
      notify('success', readProp.text(submit, 'successMessage', t('Event executed successfully')));
    } catch (err) {
      notify('error', errorText(err));
    }
  };
  return (
    // A div, not a <form>: the element may sit inside the card page's form.
    <Form ref={ref} {...model} formContext={formContext} formData={values} onChange={(e) => setValues(e.formData as Rec)} showErrorList={false} noHtml5Validate tagName="div">
      {editable ? (
        <Button type="primary" onClick={() => ref.current?.validateForm() && void send(values)}>
          {readProp.text(submit, 'label', t('Send'))}
        </Button>
      ) : (
        <span />
      )}
    </Form>
  );
}
