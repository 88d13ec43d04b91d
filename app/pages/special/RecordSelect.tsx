import { useState } from 'react';
import { Select } from 'antd';
import useSWR from 'swr';
import { entityLabel } from '../../../engine/registry/entityLabel.ts';
import { useEngine } from '../../../renderers/context/EngineContext.ts';

type Rec = Record<string, unknown>;

interface Props {
  entityName: string;
  value?: string;
  onChange: (registration: string | undefined, record: Rec | undefined) => void;
  placeholder?: string;
  /** Extra filters of the search (the list query language). */
  query?: Record<string, string>;
  testId?: string;
}

/** Picks one record of an entity by searching its registration and name (20 matches at a time). */
export function RecordSelect({ entityName, value, onChange, placeholder, query, testId }: Props) {
  const { data } = useEngine();
  const [search, setSearch] = useState('');
  const { data: page, isLoading } = useSWR(
    ['record-select', entityName, search, JSON.stringify(query ?? {})],
    () =>
      data.getList({
        entityName,
        offset: 0,
        size: 20,
        query: { ...query, ...(search ? { search } : {}), sort: 'name' },
      }),
  );
  const records = page?.records ?? [];
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value}
      placeholder={placeholder}
      loading={isLoading}
      style={{ minWidth: 280 }}
      options={records.map((r) => ({ value: String(r.registration), label: entityLabel(r) }))}
      onChange={(v?: string) =>
        onChange(
          v,
          records.find((r) => r.registration === v),
        )
      }
      data-testid={testId}
    />
  );
}
