import type { SearchFieldDefinition } from '../../schemas/generated/meta.ts';
import { formatDate } from '../format/formatDate.ts';
import type { LocaleInput } from '../format/getLocaleSettings.ts';
import { fieldLabel } from './fieldLabel.ts';
import { isEmptyValue, searchFieldType, type SearchValue, type SearchValues } from './SearchValues.ts';

/** A saved advanced search (a search-filter preference value): the form values and the sort. */
export interface SavedSearch {
  name: string;
  values: SearchValues;
  sort?: string;
}

/**
 * The values a search saves (seed 001 §5): only fields shown as a filter badge, i.e. known, visible
 * fields that have a value; hidden fields are never saved.
 */
export function badgeValues(fields: readonly SearchFieldDefinition[], values: SearchValues): SearchValues {
  const out: SearchValues = {};
  for (const field of fields) {
    const value = values[field.name];
    if (!field.hidden && !isEmptyValue(value)) out[field.name] = value;
  }
  return out;
}

function normalize(value: SearchValue | undefined): string {
  if (Array.isArray(value)) return JSON.stringify(value.map((v) => v ?? null));
  return JSON.stringify(value ?? null);
}

/** Two searches are the same when they filter the same fields with the same values and sort. */
export function sameSearch(a: Omit<SavedSearch, 'name'>, b: Omit<SavedSearch, 'name'>): boolean {
  const keys = new Set([...Object.keys(a.values), ...Object.keys(b.values)]);
  for (const key of keys) if (normalize(a.values[key]) !== normalize(b.values[key])) return false;
  return (a.sort ?? '') === (b.sort ?? '');
}

export type SaveSearchCheck = { ok: true; search: SavedSearch } | { ok: false; reason: 'empty' | 'duplicate'; message: string };

/**
 * Whether a search can be saved: an empty form cannot; a search identical to a saved one is not
 * saved again. The search to save keeps only its badge fields.
 */
export function checkSaveSearch(
  fields: readonly SearchFieldDefinition[],
  values: SearchValues,
  sort: string,
  existing: readonly SavedSearch[],
  name: string,
): SaveSearchCheck {
  const search: SavedSearch = { name: name.trim(), values: badgeValues(fields, values), sort: sort || undefined };
  if (!Object.keys(search.values).length && !search.sort) return { ok: false, reason: 'empty', message: 'An empty search cannot be saved' };
  const twin = existing.find((s) => sameSearch(s, search));
  if (twin) return { ok: false, reason: 'duplicate', message: `This search is already saved as "${twin.name}"` };
  return { ok: true, search };
}

/**
 * A value in a few words: `PAID, OPEN`, `yes`, a date range in the locale's date format
 * (`01-01-2024 – 31-12-2024` in en-EU, the format of the lists and cards).
 */
export function valueText(field: SearchFieldDefinition, value: SearchValue | undefined, locale?: LocaleInput): string {
  if (isEmptyValue(value)) return '';
  if (value === true) return 'yes';
  const type = searchFieldType(field);
  const bound = (v: unknown) => (v === null || v === undefined || v === '' ? '…' : type === 'dateRange' ? formatDate(String(v), locale) || String(v) : String(v));
  if (Array.isArray(value) && type.endsWith('Range')) return value.map(bound).join(' – ');
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** A default name for a search: its filters in a few words (`Status: PAID; Due date: 2024-01-01 – …`). */
export function describeSearch(fields: readonly SearchFieldDefinition[], values: SearchValues, sort?: string): string {
  const parts = fields.filter((f) => !isEmptyValue(values[f.name])).map((f) => `${fieldLabel(f)}: ${valueText(f, values[f.name])}`);
  if (sort) parts.push(`sort ${sort}`);
  return parts.join('; ').slice(0, 80) || 'Search';
}
