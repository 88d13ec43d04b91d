import type { SearchFieldDefinition } from '../../schemas/generated/meta.ts';
import { decodeSearchDate, decodeSearchList, decodeSearchRegex, encodeSearchDate, encodeSearchList, encodeSearchRegex } from '../format/searchValue.ts';
import { isEmptyValue, searchFieldType, type RangeValue, type SearchValue, type SearchValues } from './SearchValues.ts';

function encodeRange(from: string, to: string): string | undefined {
  return from || to ? `${from}~${to}` : undefined;
}

/**
 * One field's value as a list-query value (seed 001 §5): regex text `/text/i` (with `^` when the field
 * matches from the start), lists comma-separated, dates `YYYYMMDD`, ranges `from~to`, checkbox `true`.
 * Undefined when the value is empty.
 */
export function encodeSearchValue(field: SearchFieldDefinition, value: SearchValue | undefined): string | undefined {
  if (isEmptyValue(value)) return undefined;
  switch (searchFieldType(field)) {
    case 'multiSelect':
    case 'entitySearch':
      return encodeSearchList(([] as string[]).concat(value as string | string[])) || undefined;
    case 'dateRange': {
      const [from, to] = value as RangeValue<string>;
      return encodeRange(from ? encodeSearchDate(from) : '', to ? encodeSearchDate(to) : '');
    }
    case 'numberRange':
    case 'currencyRange': {
      const [from, to] = value as RangeValue<number>;
      return encodeRange(from === null || from === undefined ? '' : String(from), to === null || to === undefined ? '' : String(to));
    }
    case 'checkbox':
      return value === true ? 'true' : undefined;
    default: {
      const text = String(value).trim();
      return field.regex ? encodeSearchRegex(text, Boolean(field.startsWith)) : text;
    }
  }
}

function decodeRange(text: string): [string, string] {
  const i = text.indexOf('~');
  return i < 0 ? [text, text] : [text.slice(0, i), text.slice(i + 1)];
}

/** Reads a list-query value back into the form value of the field (the inverse of {@link encodeSearchValue}). */
export function decodeSearchValue(field: SearchFieldDefinition, text: string | undefined): SearchValue | undefined {
  if (text === undefined || text === '') return undefined;
  switch (searchFieldType(field)) {
    case 'multiSelect':
    case 'entitySearch':
      return decodeSearchList(text);
    case 'dateRange': {
      const [from, to] = decodeRange(text);
      return [from ? decodeSearchDate(from) : null, to ? decodeSearchDate(to) : null];
    }
    case 'numberRange':
    case 'currencyRange': {
      const [from, to] = decodeRange(text).map((t) => (t === '' || !Number.isFinite(Number(t)) ? null : Number(t)));
      return [from, to];
    }
    case 'checkbox':
      return text === 'true';
    default:
      return decodeSearchRegex(text)?.text ?? text;
  }
}

/** The whole form as query parameters, field name -> encoded value, empty fields left out. */
export function encodeSearch(fields: readonly SearchFieldDefinition[], values: SearchValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const encoded = encodeSearchValue(field, values[field.name]);
    if (encoded !== undefined) out[field.name] = encoded;
  }
  return out;
}

/** The form values found in a query (URL or saved search); parameters of other fields are ignored. */
export function decodeSearch(fields: readonly SearchFieldDefinition[], query: Record<string, string | undefined>): SearchValues {
  const out: SearchValues = {};
  for (const field of fields) {
    const value = decodeSearchValue(field, query[field.name]);
    if (!isEmptyValue(value)) out[field.name] = value;
  }
  return out;
}
