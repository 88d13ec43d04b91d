import { afterAll, beforeAll, describe, it } from 'vitest';
import { isolationMatrix } from '../isolation/isolationMatrix.ts';
import { pgbouncerMissing, startPgbouncer, type Pgbouncer } from '../support/pgbouncer.ts';
import { pooledDatabase } from '../support/testDatabases.ts';

/** This file's PgBouncer port (the pooler tests' range: 55450-55459). */
const PORT = 55450;
const missing = pgbouncerMissing();

if (missing) {
  describe('tenant isolation matrix through PgBouncer (transaction mode)', () => {
    it.skip(`skipped: ${missing}`, () => undefined);
  });
} else {
  let bouncer: Pgbouncer | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  describe('tenant isolation matrix through PgBouncer (transaction mode)', () => {
    // started before the matrix's own beforeAll (registered first), stopped after its afterAll
    beforeAll(async () => {
      bouncer = await startPgbouncer(serverUrl, PORT);
    });
    afterAll(async () => {
      await bouncer?.stop();
    });
    isolationMatrix(
      pooledDatabase(serverUrl, (database) => {
        if (!bouncer) throw new Error('pgbouncer is not started');
        return bouncer.url(database);
      }),
    );
  });
}
