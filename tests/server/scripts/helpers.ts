import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { build } from '../../../server/app.ts';
import { onServer, withDatabase } from '../support/testDatabases.ts';

export const ADMIN_PASSWORD = 'Scripts-test-Passw0rd';
export type Headers = { authorization: string };

/** The backends a test file runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS: ('pglite' | 'pg')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

async function admin(sql: string): Promise<void> {
  await onServer(String(process.env.TEST_DATABASE_URL), (c) => c.query(sql));
}

/** A fresh PostgreSQL database for one test file (made from TEST_DATABASE_URL), and its drop. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tabula_scripts_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  return { url: withDatabase(String(process.env.TEST_DATABASE_URL), name), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A server on the backend (the database URL for pg), seeded on first start. */
export function buildApp(databaseUrl?: string): Promise<FastifyInstance> {
  return build({ adminPassword: ADMIN_PASSWORD, logger: false, demoData: false, databaseUrl });
}

/** Signs in and answers the Authorization header to send. */
export async function signIn(app: FastifyInstance, username = 'admin@master', password = ADMIN_PASSWORD): Promise<Headers> {
  const res = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username, password } });
  if (res.statusCode !== 200 || !res.headers.authorization) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return { authorization: String(res.headers.authorization) };
}

/** One server per backend for a test file: `setup()` in beforeAll, `teardown()` in afterAll. */
export function serverFor(backend: 'pglite' | 'pg') {
  const state: { app?: FastifyInstance; headers?: Headers; drop?: () => Promise<void> } = {};
  return {
    async setup(): Promise<void> {
      let url: string | undefined;
      if (backend === 'pg') {
        const db = await freshDatabase();
        url = db.url;
        state.drop = db.drop;
      }
      state.app = await buildApp(url);
      state.headers = await signIn(state.app);
    },
    async teardown(): Promise<void> {
      await state.app?.close();
      await state.drop?.();
    },
    get app(): FastifyInstance {
      if (!state.app) throw new Error('setup() first');
      return state.app;
    },
    /** An injected request as the admin of master. */
    call(method: InjectOptions['method'], url: string, payload?: unknown, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
      return this.app.inject({ method, url, headers: { ...state.headers, ...extra }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
    },
  };
}
