import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database the server suite runs on: PGlite in memory always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestDatabase {
  name: 'pglite' | 'pg';
  /** Creates a fresh database (PostgreSQL: `tabula_t_<random>`) and answers its URL; undefined = PGlite. */
  create(): Promise<string | undefined>;
  /** Drops what `create` made. */
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function serverDatabase(base: string): TestDatabase {
  let created: string | undefined;
  const admin = async <T>(fn: (c: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'pg',
    async create() {
      created = `tabula_t_${randomBytes(6).toString('hex')}`;
      await admin((c) => c.query(`CREATE DATABASE ${created}`));
      return withDatabase(base, created);
    },
    async drop() {
      if (!created) return;
      const name = created;
      created = undefined;
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * The databases of this run, for `describe.each`: each test file gets its own fresh PostgreSQL
 * database, so files run in parallel without seeing each other's rows.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', create: async () => undefined, drop: async () => undefined }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push(serverDatabase(url));
  return list;
}
