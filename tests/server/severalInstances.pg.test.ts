/**
 * Two app instances on one PostgreSQL database, as behind a load balancer: what a user does
 * through one reaches the clients of the other (docs/scaling.md, Several app instances).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../server/app.ts';
import { ADMIN_PASSWORD, signIn, type Headers } from './support/testServer.ts';
import { testDatabases, type TestDatabase } from './support/testDatabases.ts';
import { openEvents, type EventsClient } from './scripts/sseClient.ts';

const servers = testDatabases().filter((d) => d.name === 'pg');
/** The ports of the two instances (this test's own range). */
const PORTS = [8181, 8182];
const LAYOUT = '/api/script/ui-scripts/contract-layout';

describe.skipIf(servers.length > 0)('several app instances on one database', () => {
  it.skip('needs a PostgreSQL server: set TEST_DATABASE_URL (.ci/run does)', () => {});
});

describe.each(servers)('several app instances on one PostgreSQL database', (db: TestDatabase) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let session: Headers;
  let streamOnB: EventsClient;
  beforeAll(async () => {
    const url = await db.create({ migrated: true });
    const start = async (port: number) => {
      const app = await build({ databaseUrl: url, adminPassword: ADMIN_PASSWORD, demoData: false, logger: false });
      await app.listen({ port, host: '127.0.0.1' });
      return app;
    };
    a = await start(PORTS[0]);
    b = await start(PORTS[1]);
    session = await signIn(a, 'admin@master', ADMIN_PASSWORD);
    streamOnB = await openEvents(b, session.authorization);
  }, 120_000);
  afterAll(async () => {
    streamOnB?.close();
    await a?.close();
    await b?.close();
    await db.drop();
  });

  it('takes a session signed in on A on B', async () => {
    expect(streamOnB.status).toBe(200);
    const current = await b.inject({ method: 'GET', url: '/api/core/users/current', headers: session });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json()).toMatchObject({ username: 'admin@master' });
  });

  it('pushes a layout script saved through A to a client of B, and B answers the new code at once', async () => {
    const before = (await b.inject({ method: 'GET', url: LAYOUT, headers: session })).json<{ content: string | null }>();
    const content = `export function execute() { return { left: [], saved: ${Date.now()} }; }`;
    expect(before.content).not.toBe(content);
    const saved = await a.inject({ method: 'PATCH', url: '/api/script/scripts/contract-layout', headers: session, payload: { content } });
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await streamOnB.next((e) => e.name === 'contract-layout', 10_000);
    expect(event).toMatchObject({ tenant: 'master', kind: 'script', type: 'layout', action: 'UPDATE' });
    // the client reloads on the event: B's very next answer is the new version
    const after = await b.inject({ method: 'GET', url: LAYOUT, headers: session });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ name: 'contract-layout', content });
  });

  it('announces a notification written through A on the event stream of B', async () => {
    const sent = await a.inject({ method: 'POST', url: '/api/notification/notifications', headers: session, payload: { message: 'Written on A', username: 'admin@master' } });
    expect(sent.statusCode, sent.body).toBe(201);
    await streamOnB.until('notification', 1, 10_000);
    const listed = await b.inject({ method: 'GET', url: '/api/notification/notifications', headers: session });
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('Written on A');
  });

  it('refuses on B a session signed out on A', async () => {
    const other = await signIn(b, 'admin@master', ADMIN_PASSWORD);
    expect((await a.inject({ method: 'GET', url: '/api/core/auth/logout', headers: session })).statusCode).toBe(200);
    let status = 0;
    for (let i = 0; i < 50 && status !== 401; i++) {
      status = (await b.inject({ method: 'GET', url: '/api/core/users/current', headers: session })).statusCode;
      if (status !== 401) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(401);
    // another session of the same user is not touched
    expect((await b.inject({ method: 'GET', url: '/api/core/users/current', headers: other })).statusCode).toBe(200);
  });
});
