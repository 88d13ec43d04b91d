import { useMemo, useState } from 'react';
import Form from '@rjsf/core';
import { AgGridReact } from 'ag-grid-react';
import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';
import { Card, Empty, Typography } from 'antd';
import { draftLayout, draftToDescriptor, draftWorkflow, type DynoDraft } from '../../../../engine/dyno/dynoDraft.ts';
import { dynoListDefinition } from '../../../../engine/dyno/dynoListDefinition.ts';
import { bundleSchema } from '../../../../engine/forms/bundleSchema.ts';
import { describeEntity } from '../../../../engine/registry/describeEntity.ts';
import { dynoEntitySchema } from '../../../../engine/registry/dynoEntitySchema.ts';
import type { JsonSchema } from '../../../../engine/registry/types.ts';
import { useEngine } from '../../../../renderers/context/EngineContext.ts';
import { buildFormModel } from '../../../../renderers/fields/model/buildFormModel.ts';
import { toColDef } from '../../../../renderers/table/columnDefs.ts';
import { useUserFormSettings } from '../../../../renderers/context/useUserFormSettings.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

type Rec = Record<string, unknown>;

/** The form of the draft's schema, restricted to `fields` when a card names them. */
function cardSchema(schema: JsonSchema, fields: string[] | undefined): JsonSchema {
  if (!fields) return schema;
  const props = schema.properties ?? {};
  return { ...schema, properties: Object.fromEntries(fields.filter((f) => props[f]).map((f) => [f, props[f]])), required: (schema.required ?? []).filter((r) => fields.includes(r)) };
}

/**
 * The live preview of a draft dyno entity: its form drawn by the rjsf field renderers of the card
 * pages (one card per configured card, or the default main card), and its list drawn by the list
 * pages' grid columns, with the values typed in the form as a sample row.
 */
export function DynoPreview({ draft }: { draft: DynoDraft }) {
  const { shapes, t, user } = useEngine();
  const formContext = useUserFormSettings();
  const [values, setValues] = useState<Rec>({});
  const descriptor = useMemo(() => draftToDescriptor({ ...draft, name: draft.name || 'dynoPreview' }), [draft]);
  const info = useMemo(() => describeEntity(dynoEntitySchema(descriptor)), [descriptor]);
  const schema = useMemo(() => bundleSchema(info.schema, shapes), [info, shapes]);
  const layout = draftLayout(draft) as { left: { key: string; title: string; fields: string[] }[] } | undefined;
  const cards: { key: string; title: string; fields?: string[] }[] = layout?.left ?? [{ key: 'main', title: '' }];
  const cardsKey = JSON.stringify(cards);
  const models = useMemo(
    () => (JSON.parse(cardsKey) as { fields?: string[] }[]).map((c) => buildFormModel(cardSchema(schema, c.fields), false, { t })),
    [schema, cardsKey, t],
  );
  const definition = useMemo(() => dynoListDefinition(info, descriptor), [info, descriptor]);
  const colDefs = useMemo(() => (definition.columns ?? []).map((c) => toColDef({ ...c, linkTo: undefined }, () => undefined, t, user?.locale)), [definition, t, user?.locale]);
  const workflow = draftWorkflow(draft) as { initialStatus: string } | undefined;
  const sample = { registration: 'DYN00000001', status: workflow?.initialStatus ?? null, ...values };
  const gridTheme = useMemo(() => themeQuartz, []);

  return (
    <div data-testid="dyno-preview">
      <Typography.Title level={5}>{t('Form preview')}</Typography.Title>
      {draft.fields.length === 0 && <Empty description={t('Add a field to see the form.')} />}
      {cards.map((c, i) => (
        <Card key={`${c.key}-${i}`} size="small" title={c.title || t('Main')} style={{ marginBottom: 8 }}>
          <Form {...models[i]} formContext={formContext} formData={values} onChange={(e) => setValues({ ...values, ...(e.formData as Rec) })} showErrorList={false} noHtml5Validate tagName="div">
            <span />
          </Form>
        </Card>
      ))}
      <Typography.Title level={5}>{t('List preview')}</Typography.Title>
      <div style={{ height: 140 }} data-testid="dyno-list-preview">
        <AgGridReact<Rec> theme={gridTheme} rowData={[sample]} columnDefs={colDefs} />
      </div>
    </div>
  );
}
