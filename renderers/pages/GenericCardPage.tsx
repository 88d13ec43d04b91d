import { useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fillText } from '../../engine/i18n/fillText.ts';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { Spin, Typography } from 'antd';
import { cardOfField, fieldDomId, personTabOf } from '../../engine/cards/fieldLocation.ts';
import { WORKFLOW_CARD } from '../../engine/cards/workflowCard.ts';
import { applyFieldOptions } from '../../engine/forms/applyFieldOptions.ts';
import { withTenantDefaults } from '../../engine/forms/newRecordDefaults.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { entityLabel } from '../../engine/registry/entityLabel.ts';
import { CardLayoutTemplate } from '../cards/page/CardLayoutTemplate.tsx';
import { CardPageContext, type CardPageState } from '../cards/page/CardPageContext.ts';
import { CardPageHeader } from '../cards/page/CardPageHeader.tsx';
import { KeptDraftBanner } from '../cards/page/KeptDraftBanner.tsx';
import { CardSlot } from '../cards/page/CardSlot.tsx';
import { DrawAllContext } from '../cards/page/DrawAllContext.ts';
import { highlightFieldWhenDrawn } from '../cards/page/highlightField.ts';
import { prefetchLookupLists } from '../cards/page/prefetchLookupLists.ts';
import { cardIsOpen, prefetchCards } from '../cards/page/prefetchCards.ts';
import { prefetchFieldData } from '../cards/page/prefetchFieldData.ts';
import { useCardLayout } from '../cards/page/useCardLayout.ts';
import { useCardShortcuts } from '../cards/page/useCardShortcuts.ts';
import { useCollapsedCards } from '../cards/page/useCollapsedCards.ts';
import { useRecordForm } from '../cards/page/useRecordForm.ts';
import { useSideColumn } from '../cards/page/useSideColumn.ts';
import { useEngine } from '../context/EngineContext.ts';
import { LeaveGuardContext } from '../context/LeaveGuardContext.ts';
import { formFields } from '../fields/index.ts';
import type { FormSettings } from '../fields/model/FormSettings.ts';
import { useFormModel } from '../hooks/useFormModel.ts';
import { useLeaveWarning } from '../hooks/useLeaveWarning.ts';
import { useReloadLayout } from '../hooks/useReloadLayout.ts';
import { useSaveShortcut } from '../hooks/useSaveShortcut.ts';
import { preloadWorkflowInfo } from '../workflow/useWorkflowInfo.ts';
import { errorText } from './errorText.ts';

type Rec = Record<string, unknown>;

const fields = formFields();

/**
 * The detail page of every entity (issue 9): without a key it creates a record, with one it opens
 * it. The layout (a layout script's, or the schema's default) places cards in a left and an optional
 * right column; one form holds every field, so Save (Ctrl/Cmd+S) validates all cards and scrolls to
 * the first invalid field. Ctrl+B toggles the side column, Alt+C collapses or expands all cards,
 * Alt+R re-runs the layout and reloads the record. Closing the tab with unsaved changes asks first.
 * `readOnly` (a record opened from a read-only list page, seed 002 §2.4) shows it only: every field
 * disabled, no Save button nor shortcut, no transitions.
 */
export function GenericCardPage({ entityName, recordKey, readOnly = false }: { entityName: string; recordKey?: string; readOnly?: boolean }) {
  const { registry, user, t, data, can } = useEngine();
  const info = registry.get(entityName);
  const model = useFormModel(entityName);
  // the selects' lookup lists load beside the record and the layout, not once the form is drawn
  useEffect(() => prefetchLookupLists(data, model.schema, user?.locale, info.statusList), [data, model.schema, user?.locale, info.statusList]);
  const form = useRecordForm(entityName, recordKey);
  // the workflow (status badges of the header, the workflow card) is asked beside the record, not once the header is drawn
  useEffect(() => preloadWorkflowInfo(data, entityName), [data, entityName]);
  const registration = recordKey && typeof form.record.registration === 'string' ? form.record.registration : undefined;
  // the type chosen in the form picks the layout (person-layout-{type}); a new record starts with the schema's default type
  const [typedType, setTypedType] = useState<unknown>(undefined);
  const [detailed, setDetailed] = useState<boolean | undefined>(undefined);
  const defaultType = recordKey ? undefined : (model.schema as JsonSchema).properties?.type?.default;
  const viewType = form.dirty && typedType !== undefined ? typedType : (form.record.type ?? defaultType);
  const waiting = !!recordKey && form.isLoading;
  const { layout, ready: layoutReady, reload: reloadLayout } = useCardLayout(entityName, model.schema as JsonSchema, form.record, !!registration, { type: viewType, detailed, waiting });
  const collapse = useCollapsedCards(layout, info.route);
  const [sideVisible, toggleSide] = useSideColumn();
  const [personTab, setPersonTab] = useState(0);
  const formRef = useRef<Form>(null);
  // what the open cards show is asked once the layout is known, before the page is drawn (once per
  // record): in the render, not in an effect, which would run only after the whole page's first
  // render (200-300 ms of main thread); asking twice is harmless (askedAhead keeps the first)
  const cardsAsked = useRef<string | undefined>(undefined);
  if (layoutReady && registration && cardsAsked.current !== registration) {
    cardsAsked.current = registration;
    prefetchCards(layout, { data, registry, entityName, registration, record: form.record, locale: user?.locale, can, readOnly }, collapse.isCollapsed);
    // likewise what the fields of the open cards ask once drawn (entity searches' labels, the asset lines' taxes)
    const drawn = (root: string) => {
      const card = cardOfField(layout, root);
      return !!card && cardIsOpen(card, registry, can, collapse.isCollapsed);
    };
    prefetchFieldData(data, registry, model.schema, form.record, drawn, can);
  }
  // the cards and fields off screen are drawn after those on screen; all at once when a save or a jump to a field needs them
  const [drawAll, setDrawAll] = useState(false);

  const focusField = useCallback(
    (path: string) => {
      const card = cardOfField(layout, path);
      setDrawAll(true);
      if (card) collapse.setCollapsed(card.key, false);
      const tab = personTabOf(path);
      if (tab !== undefined) setPersonTab(tab);
      highlightFieldWhenDrawn(fieldDomId(path), 80);
    },
    [layout, collapse],
  );
  const submit = useCallback(() => {
    if (readOnly) return;
    // every field is validated, drawn or not; drawn, the first invalid one can be scrolled to
    flushSync(() => setDrawAll(true));
    formRef.current?.submit();
  }, [readOnly]);
  useSaveShortcut(submit);
  form.resubmit.current = submit;
  useLeaveWarning(form.dirty);
  // leaving through the app's navigation with unsaved input asks to save, discard or stay; its
  // Save submits like the page's (validation first) and tells whether the input was stored
  const LeaveGuard = useContext(LeaveGuardContext);
  const settleSave = useRef<((stored: boolean) => void) | undefined>(undefined);
  const saveBeforeLeaving = useCallback(
    () => new Promise<boolean>((resolve) => {
      settleSave.current = resolve;
      submit();
    }),
    [submit],
  );
  const settle = (stored: boolean) => {
    settleSave.current?.(stored);
    settleSave.current = undefined;
  };
  const { reload: reloadRecord } = form;
  useReloadLayout(useCallback(() => (reloadLayout(), reloadRecord()), [reloadLayout, reloadRecord]));
  useCardShortcuts({ toggleSide, toggleAll: collapse.toggleAll });

  const draft = useMemo(() => ({ current: form.current, subscribe: form.subscribe }), [form.current, form.subscribe]);
  const page = useMemo<CardPageState>(
    () => ({ entityName, record: form.record, registration, layout, routePath: info.route, ...collapse, sideVisible, personTab, setPersonTab, focusField, onRecordChange: form.adopt, dirty: form.dirty, draft, readOnly }),
    [entityName, form.record, registration, layout, info.route, collapse, sideVisible, personTab, focusField, form.adopt, form.dirty, draft, readOnly],
  );
  // The fields that depend on other values (a bank account's default name, a currency held by another
  // field) read the record as edited when they draw; a getter, so typing does not redraw every field.
  const { current } = form;
  // the user's locale formats and parses numbers, currencies and dates; the record is read on demand
  const errorStamps = useRef(new Map<string, { key: string; value: unknown }>()).current;
  // a field that fills others (a chosen register entry) replaces the draft; the page redraws the form with it
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const { setDraft } = form;
  const mergeRecord = useCallback((next: Rec) => { setDraft(next); redraw(); }, [setDraft]);
  const bypassIbanCheck = user?.bypassIbanCheck === true;
  const showDatePicker = user?.showDatePicker;
  const formContext = useMemo<FormSettings>(
    () => ({ locale: user?.locale, tenant: user?.tenant, settings: { bypassIbanCheck, showDatePicker }, errorStamps, mergeRecord, get record() { return current(); } }),
    [current, user?.locale, user?.tenant, bypassIbanCheck, showDatePicker, errorStamps, mergeRecord],
  );
  // a new record starts in the tenant's currency unless the schema gives another
  const tenantSettings = user?.tenantSettings;
  const schema = useMemo(() => (recordKey ? model.schema : withTenantDefaults(model.schema as JsonSchema, tenantSettings)), [model.schema, recordKey, tenantSettings]);
  const uiSchema = useMemo(
    () => ({
      ...applyFieldOptions(model.uiSchema, layout.fieldOptions),
      status: { ...(model.uiSchema.status as Rec | undefined), 'ui:readonly': true },
      'ui:ObjectFieldTemplate': CardLayoutTemplate,
      'ui:submitButtonOptions': { norender: true },
    }),
    [model.uiSchema, layout.fieldOptions],
  );

  if ((recordKey && form.isLoading) || !layoutReady) return <Spin />;
  if (recordKey && form.error) return <Typography.Text type="danger">{errorText(form.error)}</Typography.Text>;
  const title = recordKey ? entityLabel(form.record) : fillText(t('New {{entity}}'), { entity: t(info.name) });
  return (
    <CardPageContext.Provider value={page}>
      <DrawAllContext.Provider value={drawAll}>
      <CardPageHeader
        entityName={entityName}
        title={title}
        status={typeof form.record.status === 'string' ? form.record.status : undefined}
        saving={form.saving}
        onSave={readOnly ? undefined : submit}
        hasSide={layout.right.length > 0}
        onToggleSide={toggleSide}
        detailed={layout.detailed}
        onDetailed={setDetailed}
      />
      {layout.workflowPosition === 'top' && registration && (
        <div style={{ position: 'sticky', top: 0, zIndex: 5 }}>
          <CardSlot spec={WORKFLOW_CARD} entityName={entityName} record={form.record} registration={registration} />
        </div>
      )}
      {LeaveGuard && !readOnly && <LeaveGuard isDirty={form.isDirty} onSave={saveBeforeLeaving} onDiscard={form.discardDraft} />}
      {form.offered && !readOnly && (
        <KeptDraftBanner savedAt={form.offered.savedAt} onRestore={() => (form.restoreOffered(), redraw())} onDiscard={form.dismissOffered} />
      )}
      <Form
        ref={formRef}
        {...model}
        schema={schema as typeof model.schema}
        fields={fields}
        uiSchema={uiSchema}
        formContext={formContext}
        formData={form.formData}
        extraErrors={form.serverErrors as ErrorSchema | undefined}
        disabled={readOnly}
        onChange={(e) => {
          form.setDraft(e.formData as Rec);
          const type = (e.formData as Rec | undefined)?.type;
          if (type !== typedType) setTypedType(type);
        }}
        onSubmit={(e) => {
          if (!readOnly) void form.save((e.formData ?? {}) as Rec).then(settle);
        }}
        // the form's own checks refused the input: a save asked before leaving keeps the page
        onError={() => settle(false)}
        // a field naming a format-check script is checked when left (rjsf ids: root_<field>)
        onBlur={(id: string) => {
          if (!readOnly) void form.checkField(id.replace(/^root_/, ''));
        }}
        focusOnFirstError={(error: RJSFValidationError) => focusField(error.property ?? '')}
        showErrorList={false}
        noHtml5Validate
      />
      </DrawAllContext.Provider>
    </CardPageContext.Provider>
  );
}
