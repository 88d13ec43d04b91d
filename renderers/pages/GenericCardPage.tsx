import { useCallback, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { Button, Card, Space, Spin, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { entityLabel } from '../../engine/registry/entityLabel.ts';
import { useEngine } from '../context/EngineContext.ts';
import { formWidgets } from '../fields/index.ts';
import { useFormModel } from '../hooks/useFormModel.ts';
import { useReloadLayout } from '../hooks/useReloadLayout.ts';
import { useSaveShortcut } from '../hooks/useSaveShortcut.ts';
import { formTemplates } from '../templates/index.ts';
import { errorDisplay, errorText } from './errorText.ts';

type Rec = Record<string, unknown>;

const widgets = formWidgets();

/**
 * The detail page of any entity: without a key it creates a record, with one it opens it. The form
 * is generated from the entity schema; saving goes through the data provider.
 */
export function GenericCardPage({ entityName, recordKey }: { entityName: string; recordKey?: string }) {
  const { data, notify, navigate, registry } = useEngine();
  const info = registry.get(entityName);
  const model = useFormModel(entityName);
  const swrKey = recordKey ? ['record', entityName, recordKey] : null;
  const { data: record, error, isLoading, mutate } = useSWR(swrKey, () => data.getOne({ entityName, key: recordKey! }));
  const [draft, setDraft] = useState<Rec | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<Form>(null);
  const formData = useMemo(() => draft ?? record ?? {}, [draft, record]);

  const onSubmit = useCallback(
    async ({ formData: values }: IChangeEvent<Rec>) => {
      setSaving(true);
      try {
        if (recordKey) {
          const saved = await data.update({ entityName, key: recordKey, data: { ...values, _version: record?._version } });
          await mutate(saved, { revalidate: false });
          setDraft(undefined);
          notify('success', `${info.name} "${saved.registration}" saved`);
        } else {
          const created = await data.create({ entityName, data: values ?? {} });
          notify('success', `${info.name} "${created.registration}" created`);
          navigate(registry.clientRoute(entityName, String(created.registration)));
        }
      } catch (err) {
        const shown = errorDisplay(err);
        notify(shown.level, shown.message);
      } finally {
        setSaving(false);
      }
    },
    [data, entityName, info.name, mutate, navigate, notify, record?._version, recordKey, registry],
  );
  const submit = useCallback(() => formRef.current?.submit(), []);
  useSaveShortcut(submit);
  const reload = useCallback(() => void mutate(), [mutate]);
  useReloadLayout(reload);

  if (recordKey && isLoading) return <Spin />;
  if (recordKey && error) return <Typography.Text type="danger">{errorText(error)}</Typography.Text>;
  const title = recordKey ? entityLabel(record ?? {}) : `New ${info.name}`;
  return (
    <Card
      title={
        <Space>
          <span data-testid="card-title">{title}</span>
          {record?.status ? <Tag>{String(record.status)}</Tag> : null}
        </Space>
      }
      extra={
        <Button type="primary" onClick={submit} loading={saving} data-testid="save">
          Save
        </Button>
      }
    >
      <Form
        ref={formRef}
        schema={model.schema}
        uiSchema={{ ...model.uiSchema, 'ui:submitButtonOptions': { norender: true } }}
        validator={model.validator}
        widgets={widgets}
        templates={formTemplates}
        formData={formData}
        onChange={(e) => setDraft(e.formData as Rec)}
        onSubmit={onSubmit}
        showErrorList={false}
        noHtml5Validate
      />
    </Card>
  );
}
