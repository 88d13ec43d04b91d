import { useEffect, useState } from 'react';
import { Card, Divider, Modal } from 'antd';
import type { SearchFieldDefinition } from '../../schemas/generated/meta.ts';
import { checkSaveSearch, describeSearch, type SavedSearch } from '../../engine/lists/savedSearches.ts';
import { compactValues, type SearchValues } from '../../engine/lists/SearchValues.ts';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useEngine } from '../context/EngineContext.ts';
import { useShortcut } from '../table/useShortcut.ts';
import { AdvancedSearchFooter } from './AdvancedSearchFooter.tsx';
import { SavedSearchList, type SavedSearchItem } from './SavedSearchList.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SortSelector } from './SortSelector.tsx';

export interface AdvancedSearchProps {
  open: boolean;
  inModal: boolean;
  fields: readonly SearchFieldDefinition[];
  /** The search in force (from the URL); the form starts from it each time it opens. */
  values: SearchValues;
  sort: string;
  sortOptions: { value: string; label: string }[];
  saved: readonly SavedSearchItem[];
  onClose: () => void;
  onSearch: (values: SearchValues, sort: string) => void;
  onSave: (search: SavedSearch) => Promise<void>;
  onDelete: (id: string) => void;
}

/**
 * The advanced search (seed 001 §2): a modal by default or a panel, with the filters of the list
 * definition, a sorting selector, saved searches, and Close / Reset / Save search / Search.
 */
export function AdvancedSearch(props: AdvancedSearchProps) {
  const { open, inModal, fields, values, sort, sortOptions, saved, onClose, onSearch, onSave, onDelete } = props;
  const { notify, t } = useEngine();
  const [draft, setDraft] = useState<SearchValues>(values);
  const [draftSort, setDraftSort] = useState(sort);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDraft(values);
    setDraftSort(sort);
  }, [open, values, sort]);

  const search = () => onSearch(compactValues(draft), draftSort);
  const reset = () => {
    setDraft({});
    setDraftSort('');
    onSearch({}, '');
  };
  const save = async () => {
    const check = checkSaveSearch(fields, draft, draftSort, saved.map((s) => s.search), name || describeSearch(fields, compactValues(draft), draftSort));
    if (!check.ok) return notify('warning', t(check.message));
    setSaving(true);
    try {
      await onSave(check.search);
      setName('');
      notify('success', fillText(t('Search "{{name}}" saved'), { name: check.search.name }));
    } finally {
      setSaving(false);
    }
  };
  useShortcut('alt+KeyS', search, open);
  useShortcut('mod+KeyS', () => void save(), open);

  const canReset = Object.keys(compactValues(draft)).length > 0 || Boolean(draftSort);
  const apply = (s: SavedSearch) => onSearch(s.values, s.sort ?? '');
  const body = (
    <div data-testid="advanced-search">
      <SearchForm fields={fields} values={draft} onChange={(n, v) => setDraft((d) => ({ ...d, [n]: v }))} onSubmit={search} />
      <SortSelector value={draftSort} options={sortOptions} onChange={setDraftSort} />
      <Divider style={{ margin: '12px 0' }} />
      <SavedSearchList items={saved} onApply={apply} onDelete={onDelete} />
    </div>
  );
  const footer = (
    <AdvancedSearchFooter name={name} onNameChange={setName} canReset={canReset} saving={saving} onClose={onClose} onReset={reset} onSave={() => void save()} onSearch={search} />
  );
  if (inModal) {
    return (
      <Modal open={open} title={t('Advanced search')} width={900} onCancel={onClose} footer={footer} destroyOnHidden>
        {body}
      </Modal>
    );
  }
  if (!open) return null;
  return (
    <Card size="small" title={t('Advanced search')} style={{ marginBottom: 12 }} actions={[<div key="footer" style={{ padding: '0 12px' }}>{footer}</div>]}>
      {body}
    </Card>
  );
}
