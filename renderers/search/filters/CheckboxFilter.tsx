import { Checkbox } from 'antd';
import type { FilterProps } from './FilterProps.ts';

/** checkbox filter: checked keeps the rows where the field is true; unchecked does not filter. */
export function CheckboxFilter({ id, value, onChange }: FilterProps) {
  return <Checkbox id={id} checked={value === true} onChange={(e) => onChange(e.target.checked || undefined)} />;
}
