import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, freshDatabase, signIn } from './helpers.ts';
import { openEvents } from './sseClient.ts';

const save = (app: FastifyInstance, authorization: string, name: string, content: string) =>
  app.inject({ method: 'PATCH', url: `/api/script/scripts/${name}`, headers: { authorization }, payload: { content } });

describe('hot reload on one instance (PGlite, LISTEN/NOTIFY in-process)', () => {
  let app: FastifyInstance;
  let auth: string;
  beforeAll(async () => {
    app = await buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    auth = (await signIn(app)).authorization;
  });
  afterAll(() => app.close());

  it('pushes a saved script to the open clients of its tenant over SSE', async () => {
    const events = await openEvents(app, auth);
    expect(events.status).toBe(200);
    expect((await save(app, auth, 'person-layout-I', 'export function execute() { return { left: [] }; }')).statusCode).toBe(200);
    const event = await events.next((e) => e.name === 'person-layout-I');
    expect(event).toEqual({ tenant: 'master', kind: 'script', name: 'person-layout-I', type: 'layout', version: 2, action: 'UPDATE' });
    events.close();
  });

  it('pushes list changes, and nothing of another tenant', async () => {
    const events = await openEvents(app, auth);
    await app.tabula.db.withTenant('test', (q) => q.query(`UPDATE ${app.tabula.registry.get('List').table} SET version = version + 1 WHERE name = 'title'`));
    await app.inject({ method: 'PATCH', url: '/api/script/lists/role', headers: { authorization: auth }, payload: { sorted: true } });
    const event = await events.next((e) => e.kind === 'list');
    expect(event).toMatchObject({ tenant: 'master', name: 'role', action: 'UPDATE' });
    await expect(events.next((e) => e.name === 'title', 300)).rejects.toThrow('no matching event');
    events.close();
  });

  it('refuses the stream without a token', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/script/events`);
    expect(res.status).toBe(401);
  });

  it('leaves a stream open: closing the server ends it (afterAll would time out otherwise)', async () => {
    expect((await openEvents(app, auth)).status).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('hot reload across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await freshDatabase();
    drop = db.drop;
    one = await buildApp(db.url);
    two = await buildApp(db.url);
    await two.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop?.();
  });

  it('a save on one instance reaches a client of another instance', async () => {
    const events = await openEvents(two, (await signIn(two)).authorization);
    const auth = (await signIn(one)).authorization;
    expect((await save(one, auth, 'contract-layout', 'export function execute() { return { left: [] }; }')).statusCode).toBe(200);
    expect(await events.next((e) => e.name === 'contract-layout')).toMatchObject({ tenant: 'master', kind: 'script', type: 'layout', version: 2 });
    events.close();
  });
});
