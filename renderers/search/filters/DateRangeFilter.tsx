import { DatePicker, Space } from 'antd';
import { dayjs } from '../../../engine/format/dayjs.ts';
import { datePattern } from '../../../engine/format/formatDate.ts';
import type { RangeValue } from '../../../engine/lists/SearchValues.ts';
import { useT } from '../../context/useT.ts';
import { useUserLocale } from '../../context/useUserLocale.ts';
import type { FilterProps } from './FilterProps.ts';

/** How the range is kept in the search values (sent as YYYYMMDD~YYYYMMDD). */
const STORED = 'YYYY-MM-DD';

/**
 * dateRange filter: from and to days, either may stay empty. The days show in the user's date
 * format, the one of the lists and cards (ISO typing accepted too); they are kept as `YYYY-MM-DD`.
 */
export function DateRangeFilter({ id, value, onChange }: FilterProps) {
  const t = useT();
  const shown = datePattern(useUserLocale());
  const [from, to] = (Array.isArray(value) ? value : [null, null]) as RangeValue<string>;
  const set = (index: 0 | 1, day: string | null) => {
    const next: RangeValue<string> = index === 0 ? [day, to] : [from, day];
    onChange(next[0] || next[1] ? next : undefined);
  };
  const picker = (index: 0 | 1, current: string | null, placeholder: string) => (
    <DatePicker
      id={`${id}-${index ? 'to' : 'from'}`}
      format={[shown, STORED]}
      placeholder={placeholder}
      value={current ? dayjs(current, STORED) : null}
      onChange={(d) => set(index, d ? d.format(STORED) : null)}
    />
  );
  return (
    <Space.Compact block>
      {picker(0, from, t('Start date'))}
      {picker(1, to, t('End date'))}
    </Space.Compact>
  );
}
