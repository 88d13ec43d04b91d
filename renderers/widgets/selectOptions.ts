import type { EnumOptionsType } from '@rjsf/utils';
import type { SelectOption } from '../../schemas/generated/meta.ts';

/** An option as the antd controls take it. */
export type ChoiceOption = {
  value: string | number | boolean;
  label: string;
  disabled?: boolean;
};

/** One list item (a bare value or `{value, label}`) as an option; null for anything else. */
export function toChoice(item: unknown): ChoiceOption | null {
  if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') return { value: item, label: String(item) };
  if (!item || typeof item !== 'object') return null;
  const { value, label, disabled } = item as Partial<SelectOption>;
  if (value === undefined || value === null) return null;
  return { value, label: typeof label === 'string' ? label : String(value), ...(disabled ? { disabled } : {}) };
}

/** Items of a list response as options (invalid items dropped). */
export function toChoices(items: readonly unknown[]): ChoiceOption[] {
  return items.map(toChoice).filter((o): o is ChoiceOption => o !== null);
}

/** The options of a schema enum (rjsf's enumOptions). */
export function enumChoices(options: readonly EnumOptionsType[] | undefined): ChoiceOption[] {
  return (options ?? []).map((o) => ({ value: o.value as string | number | boolean, label: String(o.label) }));
}
