import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { killMidWriteScenario, pgEngine } from './killMidWrite.ts';

/** PostgreSQL (TEST_DATABASE_URL): the server killed mid-write, see killMidWrite.ts. */
describe.each(testDatabases().filter((d) => d.name === 'pg'))(
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
