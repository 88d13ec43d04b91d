import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { killMidWriteScenario, pgEngine } from './killMidWrite.ts';

const servers = testDatabases().filter((d) => d.name === 'pg');

// Without a PostgreSQL server (TEST_DATABASE_URL unset: a developer's machine; CI sets it) the file
// says so instead of failing with "no test suite found"; the PGlite case is killMidWrite.pglite.test.ts.
describe.skipIf(servers.length > 0)('server killed mid-write on PostgreSQL', () => {
  it.skip('needs a PostgreSQL server: set TEST_DATABASE_URL (.ci/run does)', () => {});
});

/** PostgreSQL (TEST_DATABASE_URL): the server killed mid-write, see killMidWrite.ts. */
describe.each(servers)(
  'server killed mid-write on PostgreSQL',
  (db) => {
    afterAll(() => db.drop());

    it('leaves no torn record, keeps every acknowledged write, and starts again on the same database', async () => {
      const url = await db.create();
      if (!url) throw new Error('no database URL');
      const summary = await killMidWriteScenario(pgEngine(url, () => db.drop()));
      console.log(summary);
      expect(summary).toContain('all whole');
    }, 150_000);
  },
);
