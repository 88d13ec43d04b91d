import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { build } from '../../../server/app.ts';
import type { ServerOptions } from '../../../server/config.ts';
import { setPassword } from '../../../server/auth/credentials.ts';
import { ADMIN_PASSWORD } from './adminPassword.ts';
import { pgliteTemplate } from './pgliteTemplate.ts';
import type { TestDatabase } from './testDatabases.ts';

export { ADMIN_PASSWORD };
/** A signed-in administrator of tenant `test`, for the isolation tests. */
export const TEST_USER = 'tester@test';
export const TEST_PASSWORD = 'Tester-Passw0rd-42';

export type Headers = Record<string, string>;

/** One server of a test file: the app, the database it runs on, and signed-in headers per tenant. */
export interface TestServer {
  app: FastifyInstance;
  db: TestDatabase;
  /** admin@master */
  master: Headers;
  /** tester@test */
  test: Headers;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function signIn(app: FastifyInstance, username: string, password: string): Promise<Headers> {
  const res = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username, password } });
  if (res.statusCode !== 200 || !res.headers.authorization) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return { authorization: String(res.headers.authorization) };
}

/**
 * Builds the server on a fresh database (no demo data) and signs in as admin@master and tester@test;
 * `options` adds server options (a mail server...).
 */
export async function startTestServer(db: TestDatabase, options: ServerOptions = {}): Promise<TestServer> {
  // both engines start from the run's migrated template (tests/globalSetup.ts)
  const databaseUrl = await db.create({ migrated: true });
  const pgliteSnapshot = databaseUrl || options.dataDir ? undefined : pgliteTemplate();
  const database = { ...options.database, ...db.databaseOptions?.() };
  const app = await build({ ...options, database, databaseUrl, pgliteSnapshot, adminPassword: ADMIN_PASSWORD, demoData: false, logger: false });
  const { store, registry } = app.tabula;
  await app.tabula.db.withTenant('test', async (q) => {
    await setPassword(q, TEST_USER, TEST_PASSWORD);
    const user = { registration: TEST_USER, username: TEST_USER, lastName: 'Tester', profiles: ['ADMIN'], isAdmin: true };
    await store.create(q, registry.get('User'), user, { username: 'system' });
  });
  const master = await signIn(app, 'admin@master', ADMIN_PASSWORD);
  const test = await signIn(app, TEST_USER, TEST_PASSWORD);
  return {
    app,
    db,
    master,
    test,
    inject: (opts) => app.inject(opts),
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
