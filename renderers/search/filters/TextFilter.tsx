import { Input } from 'antd';
import { useT } from '../../context/useT.ts';
import type { FilterProps } from './FilterProps.ts';

/** text and phone filters; a regex field says so in its placeholder (the server matches it anywhere). */
export function TextFilter({ id, field, value, onChange, onSubmit }: FilterProps) {
  const t = useT();
  const hint = field.regex ? t(field.startsWith ? 'Starts with…' : 'Contains…') : undefined;
  return (
    <Input
      id={id}
      value={typeof value === 'string' ? value : ''}
      placeholder={field.placeholder ?? hint}
      allowClear
      inputMode={field.type === 'phone' ? 'tel' : undefined}
      onChange={(e) => onChange(e.target.value || undefined)}
      onPressEnter={onSubmit}
    />
  );
}
