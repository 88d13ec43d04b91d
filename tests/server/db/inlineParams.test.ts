import { describe, expect, it } from 'vitest';
import { inlineParams } from '../../../server/db/inlineParams.ts';

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
