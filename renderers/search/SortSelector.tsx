import { Radio, Select, Space } from 'antd';
import { decodeSort, encodeSort } from '../../engine/format/searchSort.ts';
import { useT } from '../context/useT.ts';

interface SortSelectorProps {
  value: string;
  options: { value: string; label: string }[];
  onChange: (sort: string) => void;
}

/** The "Sorting data" selector: one field and its direction (`-` prefix for descending). */
export function SortSelector({ value, options, onChange }: SortSelectorProps) {
  const t = useT();
  const [first] = decodeSort(value);
  return (
    <Space wrap data-testid="search-sort">
      <span>{t('Sorting data')}</span>
      <Select
        style={{ minWidth: 200 }}
        allowClear
        placeholder={t('Default order')}
        value={first?.field}
        options={options}
        onChange={(field?: string) => onChange(field ? encodeSort([{ field, descending: first?.descending }]) : '')}
      />
      <Radio.Group
        disabled={!first}
        value={first?.descending ? 'desc' : 'asc'}
        optionType="button"
        options={[
          { value: 'asc', label: t('Ascending') },
          { value: 'desc', label: t('Descending') },
        ]}
        onChange={(e) => first && onChange(encodeSort([{ field: first.field, descending: e.target.value === 'desc' }]))}
      />
    </Space>
  );
}
