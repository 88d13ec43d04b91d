import { describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, parseListQuery, parseRange } from '../../../engine/query/parseListQuery.ts';

const fields = new Set(['name', 'status', 'amount', 'startDate', 'persons.role', 'registration', '_id']);
const isField = (n: string) => fields.has(n);

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
  throw new Error('no error');
}

describe('parseRange', () => {
  it('reads inclusive bounds and defaults to the first page', () => {
    expect(parseRange('0-19')).toEqual({ offset: 0, size: 20 });
    expect(parseRange('40-59')).toEqual({ offset: 40, size: 20 });
    expect(parseRange(undefined)).toEqual({ offset: 0, size: DEFAULT_PAGE_SIZE });
    expect(parseRange('')).toEqual({ offset: 0, size: DEFAULT_PAGE_SIZE });
  });

  it('caps the page size and refuses deep offsets and bad ranges', () => {
    expect(parseRange('0-99999').size).toBe(MAX_PAGE_SIZE);
    expect(parseRange(`${MAX_OFFSET}-${MAX_OFFSET + 9}`).offset).toBe(MAX_OFFSET);
    expect(codeOf(() => parseRange(`${MAX_OFFSET + 1}-${MAX_OFFSET + 10}`))).toBe('INVALID_FIELD_IN_QUERY');
    for (const bad of ['abc', '10-5', '-1-3', '1-', '0-19-20', '1.5-3']) expect(codeOf(() => parseRange(bad))).toBe('INVALID_FIELD_IN_QUERY');
  });
});

describe('parseListQuery', () => {
  it('parses filters, search, sort, projection, include, breakdown, count and after', () => {
    const q = parseListQuery(
      {
        range: '20-29', search: ' acme ', status: 'ACTIVE,DRAFT', name: '/^ac/i', sort: '-amount,name',
        projection: '-_id,registration', include: 'personsNames,assetsNames', breakdown: 'status', count: 'exact',
      },
      isField,
    );
    expect(q).toMatchObject({ offset: 20, size: 10, search: 'acme', breakdown: 'status', count: 'exact', include: ['personsNames', 'assetsNames'] });
    expect(q.conditions).toEqual([
      { field: 'status', op: 'in', values: ['ACTIVE', 'DRAFT'] },
      { field: 'name', op: 'regex', pattern: '^ac', anchored: true, literal: 'ac' },
    ]);
    expect(q.sort).toEqual([{ field: 'amount', desc: true }, { field: 'name', desc: false }]);
    expect(q.projection).toEqual({ include: ['registration'], exclude: ['_id'] });
  });

  it('ignores the parameters that are never filters (seed 000 §9) and empty values', () => {
    const raw = Object.fromEntries(
      ['jwt', 'page', 'token', 'filter', 'editMode', 'parentUrl', 'selectedIds', 'noDecoration', 'navs', 'userContext', 'newAuth', 'clearCache'].map((k) => [k, 'x']),
    );
    expect(parseListQuery({ ...raw, status: '' }, isField).conditions).toEqual([]);
  });

  it('ANDs repeated parameters', () => {
    expect(parseListQuery({ amount: ['1~', '!5'] }, isField).conditions).toEqual([
      { field: 'amount', op: 'range', from: '1', to: undefined },
      { field: 'amount', op: 'ne', value: '5' },
    ]);
  });

  it('refuses unknown fields, sorts and breakdowns, bad counts, and keyset paging on another order', () => {
    expect(codeOf(() => parseListQuery({ nope: 'x' }, isField))).toBe('INVALID_FIELD_IN_QUERY');
    expect(codeOf(() => parseListQuery({ sort: '-nope' }, isField))).toBe('INVALID_FIELD_IN_QUERY');
    expect(codeOf(() => parseListQuery({ breakdown: 'nope' }, isField))).toBe('INVALID_FIELD_IN_QUERY');
    expect(codeOf(() => parseListQuery({ count: 'maybe' }, isField))).toBe('INVALID_FIELD_IN_QUERY');
    expect(codeOf(() => parseListQuery({ after: 'X1', sort: 'name' }, isField))).toBe('INVALID_FIELD_IN_QUERY');
    expect(parseListQuery({ after: 'X1', sort: '-registration' }, isField).after).toBe('X1');
  });

  it('counts capped by default, exactly on request, or not at all', () => {
    expect(parseListQuery({}, isField).count).toBe('capped');
    expect(parseListQuery({ count: 'true' }, isField).count).toBe('capped');
    expect(parseListQuery({ count: 'false' }, isField).count).toBe('none');
    expect(parseListQuery({ count: '0' }, isField).count).toBe('none');
  });
});

describe('parseListQuery projections', () => {
  it('refuses a projection naming no field, kept or dropped, and accepts a field sub-path (issue 37 item 4)', () => {
    const refused = (projection: string) => {
      try {
        parseListQuery({ projection }, isField);
        return undefined;
      } catch (err) {
        return (err as { code?: string; message?: string }).message;
      }
    };
    expect(refused('nope')).toBe('Invalid query parameter "projection": unknown field nope');
    expect(refused('name,-ghost')).toBe('Invalid query parameter "projection": unknown field ghost');
    expect(refused('persons.role,name')).toBeUndefined();
    expect(parseListQuery({ projection: 'persons.role' }, isField).projection).toEqual({ include: ['persons.role'], exclude: [] });
  });
});
