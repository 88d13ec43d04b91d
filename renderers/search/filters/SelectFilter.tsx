import { AutoComplete, Select } from 'antd';
import { useT } from '../../context/useT.ts';
import { useLookupList } from '../../widgets/useLookupList.ts';
import type { FilterProps } from './FilterProps.ts';

/** select filter: one value of its lookup list, or typed text while the list is unknown. */
export function SelectFilter({ id, field, value, onChange }: FilterProps) {
  const t = useT();
  const { options } = useLookupList(field.list);
  const current = typeof value === 'string' ? value : undefined;
  if (!options.length) {
    return <AutoComplete id={id} value={current ?? ''} placeholder={field.placeholder} allowClear onChange={(v: string) => onChange(v || undefined)} />;
  }
  return (
    <Select
      id={id}
      value={current}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options.map((o) => ({ value: String(o.value), label: o.label }))}
      placeholder={field.placeholder ?? t('Select...')}
      onChange={(v?: string) => onChange(v || undefined)}
    />
  );
}
