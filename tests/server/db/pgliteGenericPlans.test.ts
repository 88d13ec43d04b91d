import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/Database.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { PGLITE_STATEMENTS, readPgliteStatements } from '../../../server/db/pgliteStatements.ts';

/** Opens PGlite with PGLITE_STATEMENTS set to `statements` (read once, when it opens). */
async function open(statements: string): Promise<Database> {
  const before = process.env.PGLITE_STATEMENTS;
  process.env.PGLITE_STATEMENTS = statements;
  try {
    return await openPglite();
  } finally {
    if (before === undefined) delete process.env.PGLITE_STATEMENTS;
    else process.env.PGLITE_STATEMENTS = before;
  }
}

const SCHEMA = `CREATE TABLE persons (id int PRIMARY KEY, registration text, name text, data jsonb NOT NULL DEFAULT '{}');
  INSERT INTO persons SELECT n, CASE WHEN n % 3 = 0 THEN 'SIR' ELSE 'VAT' END || lpad(n::text, 9, '0'), 'Name ' || n,
    jsonb_build_object('registrations', jsonb_build_array(jsonb_build_object('type', 'VAT', 'number', 'FR' || n)))
  FROM generate_series(1, 300) n;
  CREATE INDEX persons_registration ON persons (registration);`;

/**
 * Statements of the shapes the entity store sends (an ILIKE with a parameter, `$1 IS NULL OR`, a
 * jsonb element match, a keyset edge), each run more than the five custom plans PostgreSQL makes
 * before it may switch a prepared statement to its generic plan, with changing parameters.
 */
const CASES: { sql: string; params: unknown[][] }[] = [
  { sql: 'SELECT id, registration FROM persons WHERE registration ILIKE $1 ORDER BY registration LIMIT 5', params: [['SIR%'], ['%0003%'], ['VAT00000001%'], ['%'], ['nothing%'], ['sir%'], ['%9'], ['VAT%']] },
  { sql: 'SELECT count(*)::int AS n FROM persons WHERE ($1::text IS NULL OR registration LIKE $1)', params: [[null], ['SIR%'], [null], ['VAT%'], [null], ['SIR00000003'], [null], ['x']] },
  { sql: `SELECT id FROM persons p WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(p.data->'registrations') el WHERE el->>'number' ILIKE $1) ORDER BY id LIMIT 3`, params: [['FR1%'], ['%25'], ['FR7'], ['%'], ['FR299'], ['fr2%'], ['none']] },
  { sql: 'SELECT id, name FROM persons WHERE registration > $1 ORDER BY registration LIMIT $2', params: [['SIR', 2], ['VAT000000100', 3], ['A', 1], ['SIR000000299', 4], ['Z', 2], ['VAT', 5], ['SIR000000150', 2]] },
];

describe('PGlite prepared statements answer as unprepared ones past the custom plans', () => {
  let prepared: Database;
  let unprepared: Database;
  beforeAll(async () => {
    prepared = await open('200');
    unprepared = await open('0');
    for (const db of [prepared, unprepared]) await db.admin((q) => q.exec(SCHEMA));
  });
  afterAll(async () => {
    await prepared.close();
    await unprepared.close();
  });

  it('answers the same rows for every run of each statement (custom plans, then the generic one)', async () => {
    for (const { sql, params } of CASES) {
      for (const values of [...params, ...params]) {
        const [a, b] = await Promise.all([prepared, unprepared].map((db) => db.admin((q) => q.query(sql, values))));
        expect(a.rows, `${sql} ${JSON.stringify(values)}`).toEqual(b.rows);
      }
    }
    // the generic plans were used (else only custom plans, planned like unprepared ones, were compared)
    const plans = await prepared.admin((q) => q.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE generic_plans > 0'));
    expect(plans.rows[0].n).toBeGreaterThan(0);
  });

  it('is on by default: unset or invalid PGLITE_STATEMENTS keeps 200, 0 turns them off', () => {
    expect(readPgliteStatements({})).toBe(PGLITE_STATEMENTS);
    expect(readPgliteStatements({ PGLITE_STATEMENTS: '' })).toBe(PGLITE_STATEMENTS);
    expect(readPgliteStatements({ PGLITE_STATEMENTS: 'x' })).toBe(PGLITE_STATEMENTS);
    expect(readPgliteStatements({ PGLITE_STATEMENTS: '0' })).toBe(0);
    expect(readPgliteStatements({ PGLITE_STATEMENTS: '50' })).toBe(50);
  });
});
