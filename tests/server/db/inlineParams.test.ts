import { describe, expect, it } from 'vitest';
import { executeArguments, inlineParams, wantsGenericPlan } from '../../../server/db/inlineParams.ts';

describe('inlineParams', () => {
  it('writes each $n as the literal of the text node-postgres would send', () => {
    expect(inlineParams('SELECT * FROM t WHERE a = $1 AND b = ANY($2::text[]) AND c = $10', ["it's", ['x', 'y"z'], 3, 4, 5, 6, 7, 8, 9, true])).toBe(
      `SELECT * FROM t WHERE a = 'it''s' AND b = ANY( E'{"x","y\\\\"z"}'::text[]) AND c = 'true'`,
    );
    expect(inlineParams('SELECT $1, $2', [null, undefined])).toBe('SELECT NULL, NULL');
    expect(inlineParams('SELECT $1::jsonb', [{ a: 'b' }])).toBe(`SELECT '{"a":"b"}'::jsonb`);
    // a backslash: the E'' form (pg.escapeLiteral)
    expect(inlineParams('SELECT $1', ['back\\slash'])).toBe(`SELECT  E'back\\\\slash'`);
  });

  it('leaves $n inside strings, quoted identifiers and identifiers alone', () => {
    expect(inlineParams(`SELECT 'cost $1', "col$1", a$1 FROM t WHERE x = $1`, ['v'])).toBe(`SELECT 'cost $1', "col$1", a$1 FROM t WHERE x = 'v'`);
  });

  it('declines what it cannot rewrite safely: the caller then sends the parameters', () => {
    expect(inlineParams('SELECT $$body$$, $1', ['v'])).toBeUndefined();
    expect(inlineParams(`SELECT E'\\n', $1`, ['v'])).toBeUndefined();
    expect(inlineParams('SELECT $1 -- comment', ['v'])).toBeUndefined();
    expect(inlineParams('SELECT $1', [Buffer.from('x')])).toBeUndefined();
    expect(inlineParams('SELECT $1', ['nul\0'])).toBeUndefined();
    expect(inlineParams('SELECT $2', ['only one'])).toBeUndefined();
  });

  it('answers a statement without parameters as it is', () => {
    expect(inlineParams('SELECT 1; SELECT 2', undefined)).toBe('SELECT 1; SELECT 2');
  });
});

describe('executeArguments', () => {
  it('writes the values as the argument list of an EXECUTE, as inlineParams writes them', () => {
    expect(executeArguments('SELECT * FROM t WHERE a = $1 AND b = ANY($2::text[])', ["it's", ['x', 'y']])).toBe(`('it''s', '{"x","y"}')`);
    expect(executeArguments('SELECT $2, $1, $2', [null, 3])).toBe(`(NULL, '3')`);
    expect(executeArguments('SELECT 1 AS n;', undefined)).toBe('');
    expect(executeArguments('WITH x AS (SELECT $1::int AS n) SELECT n FROM x', [1])).toBe(`('1')`);
  });

  it('prepares a pattern that filters the newest rows only, for its generic plan', () => {
    const recent = 'SELECT id FROM (SELECT * FROM t ORDER BY registration DESC LIMIT 2000) recent_rows WHERE name ~* $1 ORDER BY registration DESC LIMIT 21';
    expect(executeArguments(recent, ['bonn'])).toBe(`('bonn')`);
    expect(wantsGenericPlan(recent)).toBe(true);
    // the alias inside a string is no window
    expect(executeArguments(`SELECT id FROM t WHERE name ~* $1 AND note <> ') recent_rows '`, ['bonn'])).toBeUndefined();
    expect(wantsGenericPlan(`SELECT ') recent_rows ' AS s`)).toBe(false);
  });

  it('declines what PREPARE cannot name or the values do not match', () => {
    // not one read
    expect(executeArguments('UPDATE t SET a = $1', ['v'])).toBeUndefined();
    expect(executeArguments('SELECT $1; SELECT 2', ['v'])).toBeUndefined();
    expect(executeArguments('SET LOCAL statement_timeout = 5', undefined)).toBeUndefined();
    // pattern matches: their plan depends on the pattern
    expect(executeArguments('SELECT 1 FROM t WHERE name ~* $1', ['bonn'])).toBeUndefined();
    expect(executeArguments('SELECT 1 FROM t WHERE name ILIKE $1', ['%bonn%'])).toBeUndefined();
    expect(wantsGenericPlan('SELECT 1 FROM t WHERE name ~* $1')).toBe(false);
    // a ; inside a string is no second statement
    expect(executeArguments(`SELECT 'a;b' AS s, $1::int AS n`, [1])).toBe(`('1')`);
    // values that are not exactly $1..$n
    expect(executeArguments('SELECT $1, $3', [1, 2, 3])).toBeUndefined();
    expect(executeArguments('SELECT $1', [1, 2])).toBeUndefined();
    expect(executeArguments('SELECT $1, $2', [1])).toBeUndefined();
    // what inlineParams declines
    expect(executeArguments('SELECT $1 -- comment', ['v'])).toBeUndefined();
    expect(executeArguments('SELECT $1', [Buffer.from('x')])).toBeUndefined();
  });
});
