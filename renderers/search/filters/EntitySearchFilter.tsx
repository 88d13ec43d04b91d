import { useEffect, useState } from 'react';
import { Select, Spin } from 'antd';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { shouldAutocomplete } from '../../../engine/lists/autocomplete.ts';
import { entitySearchQuery } from '../../../engine/lists/entitySearchQuery.ts';
import { entityLabel } from '../../../engine/registry/entityLabel.ts';
import { useEngine } from '../../context/EngineContext.ts';
import type { FilterProps } from './FilterProps.ts';

type Option = { value: string; label: string };

/**
 * entitySearch filter: a typeahead on another entity (Person, Contract...) with its preset roles or
 * type; looks up after more than 2 typed characters, 300 ms after the last key; values are registrations.
 */
export function EntitySearchFilter({ id, field, value, onChange }: FilterProps) {
  const { data, t } = useEngine();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const selected = Array.isArray(value) ? (value as string[]) : [];
  const entityName = field.query?.entityName ?? 'Person';

  useEffect(() => {
    if (!shouldAutocomplete(text)) return;
    let live = true;
    const timer = setTimeout(() => {
      setLoading(true);
      data
        .getList({ entityName, offset: 0, size: 10, query: entitySearchQuery(field.query ?? { entityName }, text) })
        .then((page) => live && setOptions(page.records.map((r) => ({ value: String(r.registration), label: entityLabel(r) }))))
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [data, entityName, field.query, text]);

  const known = new Set(options.map((o) => o.value));
  const shown = [...options, ...selected.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
  return (
    <Select
      id={id}
      mode="multiple"
      value={selected}
      options={shown}
      filterOption={false}
      showSearch={{ onSearch: setText, filterOption: false }}
      notFoundContent={loading ? <Spin size="small" /> : t(shouldAutocomplete(text) ? 'No data' : 'Type at least 3 characters')}
      placeholder={field.placeholder ?? fillText(t('Search {{entity}}'), { entity: t(entityName) })}
      allowClear
      onChange={(v: string[]) => onChange(v.length ? v : undefined)}
    />
  );
}
