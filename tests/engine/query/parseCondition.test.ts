import { describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import { parseCondition } from '../../../engine/query/parseCondition.ts';
import { literalOf, MAX_REGEX_LENGTH } from '../../../engine/query/parseRegex.ts';

describe('parseCondition', () => {
  it.each([
    ['ACTIVE', { op: 'eq', value: 'ACTIVE' }],
    ['A,B, C', { op: 'in', values: ['A', 'B', 'C'] }],
    ['!A', { op: 'ne', value: 'A' }],
    ['!A,B', { op: 'nin', values: ['A', 'B'] }],
    ['null', { op: 'null' }],
    ['!null', { op: 'notnull' }],
    ['100~200', { op: 'range', from: '100', to: '200' }],
    ['-5~', { op: 'range', from: '-5', to: undefined }],
    ['~20240131', { op: 'range', from: undefined, to: '20240131' }],
    ['today~lastdayofmonth', { op: 'range', from: 'today', to: 'lastdayofmonth' }],
    ['/acme/i', { op: 'regex', pattern: 'acme', anchored: false, literal: 'acme' }],
    ['/^acme/i', { op: 'regex', pattern: '^acme', anchored: true, literal: 'acme' }],
    ['/a\\.b/i', { op: 'regex', pattern: 'a\\.b', anchored: false, literal: 'a.b' }],
    ['/^(acme|ibm)/i', { op: 'regex', pattern: '^(acme|ibm)', anchored: true }],
    ['/ac.e/', { op: 'regex', pattern: 'ac.e', anchored: false }],
  ])('%s', (value, expected) => {
    expect(parseCondition('f', value)).toEqual({ field: 'f', ...expected });
  });

  it('refuses regular expressions that do not compile or are too long', () => {
    const code = (v: string) => {
      try {
        parseCondition('name', v);
        return 'none';
      } catch (e) {
        return (e as AppError).code;
      }
    };
    expect(code('/a(b/i')).toBe('INVALID_FIELD_IN_QUERY');
    expect(code(`/${'a'.repeat(MAX_REGEX_LENGTH + 1)}/i`)).toBe('INVALID_FIELD_IN_QUERY');
  });
});

describe('literalOf', () => {
  it('unescapes typed text and says when a pattern is real regex syntax', () => {
    expect(literalOf('100% sure')).toBe('100% sure');
    expect(literalOf('a\\(b\\)\\/c')).toBe('a(b)/c');
    expect(literalOf('a.b')).toBeUndefined();
    expect(literalOf('\\d+')).toBeUndefined();
    expect(literalOf('trailing\\')).toBeUndefined();
  });
});
