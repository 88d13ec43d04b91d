import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { setPassword } from '../../../server/auth/credentials.ts';

let app: FastifyInstance;
const PASSWORD = 'Notif-test-Passw0rd';
const headers: Record<string, { authorization: string }> = {};

async function login(username: string) {
  const res = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return { authorization: String(res.headers.authorization) };
}

beforeAll(async () => {
  app = await build({ adminPassword: PASSWORD, logger: false, demoData: false });
  const { db, store, registry } = app.tabula;
  await db.withTenant('master', async (q) => {
    await setPassword(q, 'sales@master', PASSWORD);
    await store.create(q, registry.get('User'), { username: 'sales@master', registration: 'sales@master', lastName: 'Sales', profiles: ['SALES'] }, { username: 'test' });
  });
  await db.withTenant('test', (q) => setPassword(q, 'admin@test', PASSWORD));
  headers.admin = await login('admin@master');
  headers.sales = await login('sales@master');
});
afterAll(() => app.close());

const send = (body: object, who = 'admin') =>
  app.inject({ method: 'POST', url: '/api/notification/notifications', headers: headers[who], payload: body });
const mine = async (who: string, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/notification/notifications${query}`, headers: headers[who] })).json() as { _id: string; message: string; read: boolean }[];

describe('in-app notifications', () => {
  it('targets a username, a profile or everybody', async () => {
    expect((await send({ message: 'for sales user', username: 'sales@master' })).statusCode).toBe(201);
    await send({ message: 'for SALES profile', profile: 'SALES' });
    await send({ message: 'for CLIENT profile', profile: 'CLIENT' });
    await send({ message: 'for everybody' });
    const sales = (await mine('sales')).map((n) => n.message);
    expect(sales).toEqual(expect.arrayContaining(['for sales user', 'for SALES profile', 'for everybody']));
    expect(sales).not.toContain('for CLIENT profile');
    const admin = (await mine('admin')).map((n) => n.message);
    expect(admin).toContain('for everybody');
    expect(admin).not.toContain('for sales user');
  });

  it('marks read per user and filters unread', async () => {
    const [first] = await mine('sales', '?unread=1');
    const res = await app.inject({ method: 'POST', url: `/api/notification/notifications/${first._id}/read`, headers: headers.sales });
    expect(res.json()).toEqual({ read: true });
    expect((await mine('sales', '?unread=1')).map((n) => n._id)).not.toContain(first._id);
    expect((await mine('sales')).find((n) => n._id === first._id)?.read).toBe(true);
  });

  it('only admins send; bad bodies and ids get catalogued errors', async () => {
    expect((await send({ message: 'x' }, 'sales')).json().code).toBe('PERMISSION_DENIED');
    expect((await send({ level: 'info' })).json().code).toBe('INVALID_FIELD_IN_BODY');
    expect((await send({ message: 'x', level: 'loud' })).statusCode).toBe(400);
    const bad = await app.inject({ method: 'POST', url: '/api/notification/notifications/not-a-uuid/read', headers: headers.sales });
    expect(bad.json().code).toBe('INVALID_FIELD_IN_PATH');
    const unknown = await app.inject({ method: 'POST', url: '/api/notification/notifications/00000000-0000-4000-8000-000000000000/read', headers: headers.sales });
    expect(unknown.statusCode).toBe(404);
  });

  it('never shows another tenant its notifications', async () => {
    const other = await login('admin@test');
    const res = await app.inject({ method: 'GET', url: '/api/notification/notifications', headers: other });
    expect(res.json()).toEqual([]);
  });
});

describe('web push registration', () => {
  it('says push is off without a VAPID key, and stores then clears a token', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/notification/client-configuration', headers: headers.sales });
    expect(config.json()).toEqual({ provider: 'none', publicVapidKey: null });
    const sub = await app.inject({ method: 'POST', url: '/api/notification/subscribe', headers: headers.sales, payload: { token: 'tok-1' } });
    expect(sub.json()).toEqual({ subscribed: true });
    const rows = await app.tabula.db.withTenant('master', (q) => q.query<{ token: string }>('SELECT token FROM push_subscriptions WHERE username = $1', ['sales@master']));
    expect(rows.rows[0].token).toBe('tok-1');
    await app.inject({ method: 'DELETE', url: '/api/notification/subscribe', headers: headers.sales });
    const after = await app.tabula.db.withTenant('master', (q) => q.query('SELECT token FROM push_subscriptions'));
    expect(after.rows).toEqual([]);
  });

  it('clears the token of the user who logs out', async () => {
    const session = await login('sales@master');
    await app.inject({ method: 'POST', url: '/api/notification/subscribe', headers: session, payload: { token: 'tok-2' } });
    const count = async () => (await app.tabula.db.withTenant('master', (q) => q.query('SELECT token FROM push_subscriptions WHERE username = $1', ['sales@master']))).rows.length;
    expect(await count()).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/api/core/auth/logout', headers: session })).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });
});
