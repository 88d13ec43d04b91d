import { Select } from 'antd';
import { useT } from '../../context/useT.ts';
import { useLookupList } from '../../widgets/useLookupList.ts';
import type { FilterProps } from './FilterProps.ts';

/**
 * multiSelect filter: the options of its lookup list; while the list is unknown to the server, values
 * may be typed (tags), so the filter stays usable.
 */
export function MultiSelectFilter({ id, field, value, onChange }: FilterProps) {
  const t = useT();
  const { options, loading } = useLookupList(field.list);
  const choices = options.map((o) => ({ value: String(o.value), label: o.label }));
  return (
    <Select
      id={id}
      mode={choices.length ? 'multiple' : 'tags'}
      value={Array.isArray(value) ? (value as string[]) : []}
      options={choices}
      loading={loading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={field.placeholder ?? t(choices.length ? 'Select...' : 'Type values, Enter after each')}
      tokenSeparators={[',']}
      onChange={(v: string[]) => onChange(v.length ? v : undefined)}
    />
  );
}
