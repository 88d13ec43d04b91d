import { describe, expect, it } from 'vitest';
import { preparedCall } from '../../../server/db/pgPrepared.ts';

describe('preparedCall (the bookkeeping of prepared reads, no server)', () => {
  it('sends a first run as it is without writing its arguments, prepares the second, executes the third', () => {
    const connection = {};
    const sql = `SELECT 1 AS one_${Date.now()} WHERE $1::text IS NOT NULL`;
    let asked = 0;
    const argsOf = () => {
      asked++;
      return `('a')`;
    };
    expect(preparedCall(connection, sql, argsOf)).toBeUndefined();
    expect(asked).toBe(0);
    const second = preparedCall(connection, sql, argsOf);
    expect(second?.text).toMatch(/^PREPARE (tabula_\d+) AS SELECT 1 .*; EXECUTE \1\('a'\)$/);
    expect(asked).toBe(1);
    second?.succeeded();
    const third = preparedCall(connection, sql, argsOf);
    expect(third?.text).toMatch(/^EXECUTE tabula_\d+\('a'\)$/);
    expect(asked).toBe(2);
  });

  it('runs a pattern over the newest rows with its generic plan, for that transaction only', () => {
    const connection = {};
    const sql = `SELECT id FROM (SELECT * FROM t_${Date.now()} ORDER BY registration DESC LIMIT 2000) recent_rows WHERE name ~* $1 LIMIT 21`;
    expect(preparedCall(connection, sql, () => `('bonn')`)).toBeUndefined();
    const second = preparedCall(connection, sql, () => `('bonn')`);
    expect(second?.text).toMatch(/^SET LOCAL plan_cache_mode = force_generic_plan; PREPARE (tabula_\d+) AS SELECT id .*; EXECUTE \1\('bonn'\)$/);
    second?.succeeded();
    expect(preparedCall(connection, sql, () => `('x')`)?.text).toMatch(/^SET LOCAL plan_cache_mode = force_generic_plan; EXECUTE tabula_\d+\('x'\)$/);
  });

  it('sends a statement without arguments to give as it is, every time', () => {
    const connection = {};
    const sql = `SELECT 2 AS two_${Date.now()}`;
    for (let i = 0; i < 3; i++) expect(preparedCall(connection, sql, () => undefined)).toBeUndefined();
  });

  it('never prepares again a statement whose preparation was refused', () => {
    const connection = {};
    const sql = `SELECT 3 AS three_${Date.now()} WHERE $1 IS NULL`;
    preparedCall(connection, sql, () => `('a')`);
    const call = preparedCall(connection, sql, () => `('a')`);
    expect(call?.refused(Object.assign(new Error('could not determine data type of parameter $1'), { code: '42P18' }))).toBe(true);
    expect(preparedCall(connection, sql, () => `('a')`)).toBeUndefined();
    expect(preparedCall({}, sql, () => `('a')`)).toBeUndefined();
  });
});
