import { AppError } from '../errors/AppError.ts';
import { LIST_PARAMS, NON_FILTER_PARAMS } from './nonFilterParams.ts';
import type { Condition, ListQuery } from './types.ts';

/** Largest page a client may ask for, and deepest offset allowed (deep OFFSET is capped). */
export const MAX_PAGE_SIZE = 1000;
export const MAX_OFFSET = 100_000;
export const DEFAULT_PAGE_SIZE = 20;

type RawQuery = Record<string, string | string[] | undefined>;

function one(raw: RawQuery, key: string): string | undefined {
  const v = raw[key];
  return Array.isArray(v) ? v[v.length - 1] : v;
}

function list(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `range=0-19` -> offset 0, size 20 (inclusive bounds, seed 002 §7). */
export function parseRange(text: string | undefined): { offset: number; size: number } {
  if (text === undefined || text === '') return { offset: 0, size: DEFAULT_PAGE_SIZE };
  const m = /^(\d{1,9})-(\d{1,9})$/.exec(text);
  if (!m) throw new AppError('INVALID_FIELD_IN_QUERY', ['range', 'expected start-end, e.g. 0-19']);
  const start = Number(m[1]);
  const end = Number(m[2]);
  if (end < start) throw new AppError('INVALID_FIELD_IN_QUERY', ['range', 'end is before start']);
  if (start > MAX_OFFSET) throw new AppError('INVALID_FIELD_IN_QUERY', ['range', `offset above ${MAX_OFFSET}`]);
  return { offset: start, size: Math.min(end - start + 1, MAX_PAGE_SIZE) };
}

/** Parses one filter value: `/text/i` regex, `a~b` range, `a,b` list, `!a` negation, `null`. */
export function parseCondition(field: string, value: string): Condition {
  const regex = /^\/(.*)\/i?$/s.exec(value);
  if (regex) {
    const anchored = regex[1].startsWith('^');
    return { field, op: 'regex', pattern: anchored ? regex[1].slice(1) : regex[1], anchored };
  }
  if (value === 'null') return { field, op: 'null' };
  if (value === '!null') return { field, op: 'notnull' };
  if (value.startsWith('!')) return { field, op: 'ne', value: value.slice(1) };
  const range = /^([^~,]*)~([^~,]*)$/.exec(value);
  if (range) {
    return { field, op: 'range', from: range[1] || undefined, to: range[2] || undefined };
  }
  if (value.includes(',')) return { field, op: 'in', values: list(value) };
  return { field, op: 'eq', value };
}

/**
 * Turns a URL query into a {@link ListQuery}. Parameters that are never filters are ignored;
 * `isField` says which names are filterable fields, others are refused with INVALID_FIELD_IN_QUERY.
 */
export function parseListQuery(raw: RawQuery, isField: (name: string) => boolean): ListQuery {
  const { offset, size } = parseRange(one(raw, 'range'));
  const conditions: Condition[] = [];
  for (const [key, rawValue] of Object.entries(raw)) {
    if (LIST_PARAMS.has(key) || NON_FILTER_PARAMS.has(key) || rawValue === undefined) continue;
    if (!isField(key)) throw new AppError('INVALID_FIELD_IN_QUERY', [key, 'unknown field']);
    for (const value of Array.isArray(rawValue) ? rawValue : [rawValue]) {
      if (value !== '') conditions.push(parseCondition(key, value));
    }
  }
  const sort = list(one(raw, 'sort')).map((s) => ({ field: s.replace(/^[-+]/, ''), desc: s.startsWith('-') }));
  for (const s of sort) {
    if (!isField(s.field)) throw new AppError('INVALID_FIELD_IN_QUERY', ['sort', `unknown field ${s.field}`]);
  }
  const projectionText = list(one(raw, 'projection'));
  const projection = projectionText.length
    ? {
        include: projectionText.filter((f) => !f.startsWith('-')),
        exclude: projectionText.filter((f) => f.startsWith('-')).map((f) => f.slice(1)),
      }
    : undefined;
  const search = one(raw, 'search')?.trim();
  return {
    offset,
    size,
    search: search || undefined,
    conditions,
    sort,
    projection,
    include: list(one(raw, 'include')),
    breakdown: one(raw, 'breakdown') || undefined,
  };
}
