import { lazy, Suspense, useState } from 'react';
import { Button, Select, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { fieldMeta } from './fieldMeta.ts';
import { formSettings } from './model/FormSettings.ts';
import { EntitySearchModal, entitySearchTitle, type EntitySearchResult } from '../widgets/EntitySearchModal.tsx';
import { useRecordLabels } from '../widgets/useRecordLabels.ts';
import { useT } from '../context/useT.ts';

// loaded when first opened; it draws its form with this form's renderers (props.registry)
const QuickAddPersonModal = lazy(() => import('../widgets/QuickAddPersonModal.tsx').then((m) => ({ default: m.QuickAddPersonModal })));

/** Entities whose search offers quick add (seed 001 §2). */
const QUICK_ADD = ['Person', 'Prospect'];

function registrations(value: unknown): string[] {
  return (Array.isArray(value) ? value : value ? [value] : []).map(String);
}

/**
 * entitySearch: the registration of a record of another entity (several with `multiple`), chosen in
 * the 'Search {entity}' modal of `query.entityName` with the query's fixed filters (roles, type...).
 * The modal's Add button hands over to the form's `onEntityAdd`; without one, a person or prospect
 * search opens the quick-add dialog (offered unless `allowAdd` is false) and chooses the new record.
 */
export function EntitySearchField(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, rawErrors } = props;
  const meta = fieldMeta(props);
  const query = meta.query ?? { entityName: 'Person' };
  const multiple = Boolean(meta.multiple || props.multiple || Array.isArray(value));
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const selected = registrations(value);
  const t = useT();
  // the chosen records by name, not by their registration alone
  const labels = useRecordLabels(query.entityName, selected);
  const options = selected.map((r) => ({ value: r, label: labels.get(r) ?? r }));
  const searchLabel = entitySearchTitle(t, query.entityName);
  const onEntityAdd = formSettings(props.registry).onEntityAdd;
  const quickAdd = !onEntityAdd && QUICK_ADD.includes(query.entityName);
  const searchQuery = quickAdd ? { ...query, allowAdd: query.allowAdd ?? true } : query;
  const close = (result: EntitySearchResult) => {
    setOpen(false);
    if (result === 'add') {
      if (quickAdd) setAdding(true);
      else onEntityAdd?.(query.entityName, id);
    } else if (result) onChange(multiple ? result : result[0]);
  };
  const added = (registration: string | null) => {
    setAdding(false);
    if (registration) onChange(multiple ? [...selected, registration] : registration);
  };
  const locked = disabled || readonly;
  return (
    <>
      <Space.Compact block>
        <Select<string[]>
          id={id}
          mode="multiple"
          open={false}
          style={{ width: '100%' }}
          value={selected}
          options={options}
          disabled={locked}
          placeholder={searchLabel}
          status={rawErrors?.length ? 'error' : undefined}
          onClick={() => !locked && !selected.length && setOpen(true)}
          onChange={(next) => onChange(multiple ? next : next[0])}
        />
        <Button icon={<SearchOutlined />} aria-label={searchLabel} disabled={locked} onClick={() => setOpen(true)} />
      </Space.Compact>
      {open ? <EntitySearchModal entityName={query.entityName} query={searchQuery} open multiple={multiple} selected={selected} onClose={close} /> : null}
      {adding ? <Suspense fallback={null}><QuickAddPersonModal entityName={query.entityName} roles={query.roles} type={query.type} renderers={props.registry} onClose={added} /></Suspense> : null}
    </>
  );
}
