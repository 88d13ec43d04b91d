import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseOptions } from '../../../server/db/Database.ts';

/** A database the server suite runs on: PGlite in memory always, PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestDatabase {
  name: 'pglite' | 'pg' | 'pgbouncer';
  /**
   * Creates a fresh database (PostgreSQL: `tabula_t_<random>`) and answers its URL; undefined = PGlite.
   * `migrated`: a copy of the run's template database (migrated, admin@master with the suite's
   * password: tests/server/support/pgTemplate.ts) when the global setup made one, else empty.
   */
  create(options?: { migrated?: boolean }): Promise<string | undefined>;
  /** Drops what `create` made. */
  drop(): Promise<void>;
  /** Database options the server needs on it, once created (the pooler's: pooledDatabase). */
  databaseOptions?(): DatabaseOptions;
}

/** Environment variable naming this run's PostgreSQL template database (set by the global setup). */
export const PG_TEMPLATE_ENV = 'TABULA_TEST_PG_TEMPLATE';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs `fn` on a connection of its own to `url`. */
export async function onServer<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function serverDatabase(base: string): TestDatabase {
  let created: string | undefined;
  const admin = (fn: (c: pg.Client) => Promise<unknown>) => onServer(base, fn);
  return {
    name: 'pg',
    async create(options) {
      created = `tabula_t_${randomBytes(6).toString('hex')}`;
      const template = options?.migrated ? process.env[PG_TEMPLATE_ENV] : undefined;
      await admin((c) => c.query(`CREATE DATABASE ${created}${template ? ` TEMPLATE ${template}` : ''}`));
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

/**
 * A fresh database of the server of `serverUrl` reached through a pooler in transaction mode
 * (`poolerUrl(database)`, e.g. tests/server/support/pgbouncer.ts): the server runs with
 * PG_POOLER=transaction and listens on a direct connection (DATABASE_LISTEN_URL).
 */
export function pooledDatabase(serverUrl: string, poolerUrl: (database: string) => string): TestDatabase {
  const direct = serverDatabase(serverUrl);
  let url: string | undefined;
  return {
    name: 'pgbouncer',
    async create(options) {
      url = await direct.create(options);
      return url && poolerUrl(new URL(url).pathname.slice(1));
    },
    drop: () => direct.drop(),
    databaseOptions: () => ({ pooler: 'transaction', listenUrl: url }),
  };
}
