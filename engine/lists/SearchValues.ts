import type { SearchFieldDefinition } from '../../schemas/generated/meta.ts';

/** A range filter: either bound may be missing. Dates are `YYYY-MM-DD`, amounts numbers. */
export type RangeValue<T> = [from: T | null, to: T | null];

/**
 * The value of one advanced-search field, by field type: text, phone and select a string;
 * multiSelect and entitySearch a list; dateRange ISO dates; numberRange and currencyRange numbers;
 * checkbox a boolean.
 */
export type SearchValue = string | string[] | boolean | RangeValue<string> | RangeValue<number>;

/** The advanced-search form: field name -> value (absent when the field is empty). */
export type SearchValues = Record<string, SearchValue | undefined>;

/** The type of a search field, `text` by default (seed 001 §3 "Default entity search"). */
export type SearchFieldType = NonNullable<SearchFieldDefinition['type']>;

export function searchFieldType(field: SearchFieldDefinition): SearchFieldType {
  return field.type ?? 'text';
}

/** True when a value says nothing: empty text, empty list, a range with no bound, false. */
export function isEmptyValue(value: SearchValue | undefined): boolean {
  if (value === undefined || value === null || value === false || value === '') return true;
  if (Array.isArray(value)) return value.every((v) => v === null || v === undefined || v === '');
  return typeof value === 'string' && value.trim() === '';
}

/** The values that say something, in field order. */
export function compactValues(values: SearchValues): SearchValues {
  const out: SearchValues = {};
  for (const [name, value] of Object.entries(values)) if (!isEmptyValue(value)) out[name] = value;
  return out;
}
