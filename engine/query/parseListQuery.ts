import { AppError } from '../errors/AppError.ts';
import { LIST_PARAMS, NON_FILTER_PARAMS } from './nonFilterParams.ts';
import { parseCondition } from './parseCondition.ts';
import { parseRange } from './parseRange.ts';
import type { Condition, CountMode, ListQuery } from './types.ts';

export { parseCondition } from './parseCondition.ts';
export { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, parseRange } from './parseRange.ts';

type RawQuery = Record<string, string | string[] | undefined>;

/** Parameters of the list language that take one value: given twice, the query is ambiguous (400). */
export const SINGLE_LIST_PARAMS = ['range', 'search', 'sort', 'breakdown', 'count', 'after'] as const;

function one(raw: RawQuery, key: string): string | undefined {
  const v = Object.hasOwn(raw, key) ? raw[key] : undefined;
  if (!Array.isArray(v)) return v;
  if (v.length > 1) throw new AppError('INVALID_FIELD_IN_QUERY', [key, 'given more than once']);
  return v[0];
}

/** A comma list that may also be repeated (`projection=a&projection=b` is `projection=a,b`). */
function joined(raw: RawQuery, key: string): string | undefined {
  const v = Object.hasOwn(raw, key) ? raw[key] : undefined;
  return Array.isArray(v) ? v.join(',') : v;
}

function list(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const COUNT_MODES: Record<string, CountMode> = {
  '': 'capped', true: 'capped', '1': 'capped', capped: 'capped', exact: 'exact', false: 'none', '0': 'none', none: 'none',
};

function countMode(text: string | undefined): CountMode {
  const key = (text ?? '').trim().toLowerCase();
  const mode = Object.hasOwn(COUNT_MODES, key) ? COUNT_MODES[key] : undefined;
  if (!mode) throw new AppError('INVALID_FIELD_IN_QUERY', ['count', 'expected true, false or exact']);
  return mode;
}

/** A projection's paths, each naming a field (or a field's sub-path): an unknown one is refused. */
function projectionOf(text: string | undefined, isField: (name: string) => boolean): ListQuery['projection'] {
  const fields = list(text);
  if (!fields.length) return undefined;
  for (const f of fields) {
    const path = f.replace(/^-/, '');
    if (!isField(path) && !isField(path.split('.')[0])) throw new AppError('INVALID_FIELD_IN_QUERY', ['projection', `unknown field ${path}`]);
  }
  return {
    include: fields.filter((f) => !f.startsWith('-')),
    exclude: fields.filter((f) => f.startsWith('-')).map((f) => f.slice(1)),
  };
}

/**
 * Turns a URL query into a {@link ListQuery}. Parameters that are never filters (seed 000 §9) are
 * ignored; `isField` says which names are fields: other names, and sorts or breakdowns on them,
 * are refused with INVALID_FIELD_IN_QUERY, as is a single-valued parameter given twice. Lookups
 * are own-property only: `constructor` or `__proto__` are unknown names, never Object.prototype.
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
  const breakdown = one(raw, 'breakdown')?.trim() || undefined;
  if (breakdown && !isField(breakdown)) throw new AppError('INVALID_FIELD_IN_QUERY', ['breakdown', `unknown field ${breakdown}`]);
  const after = one(raw, 'after')?.trim() || undefined;
  if (after && sort.some((s) => s.field !== 'registration')) {
    throw new AppError('INVALID_FIELD_IN_QUERY', ['after', 'keyset paging follows the registration order only']);
  }
  const search = one(raw, 'search')?.trim();
  return {
    offset,
    size,
    search: search || undefined,
    conditions,
    sort,
    projection: projectionOf(joined(raw, 'projection'), isField),
    include: list(joined(raw, 'include')),
    breakdown,
    count: countMode(one(raw, 'count')),
    after,
  };
}
