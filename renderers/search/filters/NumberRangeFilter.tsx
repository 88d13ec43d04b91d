import { InputNumber, Space } from 'antd';
import type { RangeValue } from '../../../engine/lists/SearchValues.ts';
import type { FilterProps } from './FilterProps.ts';
import { useT } from '../../context/useT.ts';

/** numberRange and currencyRange filters: minimum and maximum, either may stay empty. */
export function NumberRangeFilter({ id, field, value, onChange, onSubmit }: FilterProps) {
  const t = useT();
  const [from, to] = (Array.isArray(value) ? value : [null, null]) as RangeValue<number>;
  const set = (index: 0 | 1, n: number | null) => {
    const next: RangeValue<number> = index === 0 ? [n, to] : [from, n];
    onChange(next[0] !== null || next[1] !== null ? next : undefined);
  };
  const step = field.type === 'currencyRange' ? 0.01 : 1;
  return (
    <Space.Compact block>
      <InputNumber id={`${id}-from`} value={from} step={step} placeholder={t('Min')} style={{ width: '50%' }} onChange={(n) => set(0, n)} onPressEnter={onSubmit} />
      <InputNumber id={`${id}-to`} value={to} step={step} placeholder={t('Max')} style={{ width: '50%' }} onChange={(n) => set(1, n)} onPressEnter={onSubmit} />
    </Space.Compact>
  );
}
