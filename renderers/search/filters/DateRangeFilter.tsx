import { DatePicker, Space } from 'antd';
import { dayjs } from '../../../engine/format/dayjs.ts';
import type { RangeValue } from '../../../engine/lists/SearchValues.ts';
import type { FilterProps } from './FilterProps.ts';

const FORMAT = 'YYYY-MM-DD';

/** dateRange filter: from and to days, either may stay empty (sent as YYYYMMDD~YYYYMMDD). */
export function DateRangeFilter({ id, value, onChange }: FilterProps) {
  const [from, to] = (Array.isArray(value) ? value : [null, null]) as RangeValue<string>;
  const set = (index: 0 | 1, day: string | null) => {
    const next: RangeValue<string> = index === 0 ? [day, to] : [from, day];
    onChange(next[0] || next[1] ? next : undefined);
  };
  const picker = (index: 0 | 1, current: string | null, placeholder: string) => (
    <DatePicker
      id={`${id}-${index ? 'to' : 'from'}`}
      format={FORMAT}
      placeholder={placeholder}
      value={current ? dayjs(current, FORMAT) : null}
      onChange={(d) => set(index, d ? d.format(FORMAT) : null)}
    />
  );
  return (
    <Space.Compact block>
      {picker(0, from, 'From')}
      {picker(1, to, 'To')}
    </Space.Compact>
  );
}
