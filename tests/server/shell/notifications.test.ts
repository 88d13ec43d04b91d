import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { setPassword } from '../../../server/auth/credentials.ts';

/** http_ece (web-push's own dependency, no types): the browser's side of RFC 8188 / RFC 8291. */
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer };

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
    await store.create(q, registry.get('User'), { username: 'sales@master', registration: 'sales@master', lastName: 'Sales', profiles: ['SALES'] }, { username: 'admin@master' });
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
  it("gives the VAPID public key of the user's tenant, and stores then clears a token", async () => {
    const config = await app.inject({ method: 'GET', url: '/api/notification/client-configuration', headers: headers.sales });
    expect(config.json()).toMatchObject({ provider: 'webpush' });
    expect(Buffer.from(config.json().publicVapidKey as string, 'base64url')).toHaveLength(65);
    const again = await app.inject({ method: 'GET', url: '/api/notification/client-configuration', headers: headers.admin });
    expect(again.json().publicVapidKey).toBe(config.json().publicVapidKey);
    // another tenant has a pair of its own
    const other = await app.inject({ method: 'GET', url: '/api/notification/client-configuration', headers: await login('admin@test') });
    expect(Buffer.from(other.json().publicVapidKey as string, 'base64url')).toHaveLength(65);
    expect(other.json().publicVapidKey).not.toBe(config.json().publicVapidKey);
    const sub = await app.inject({ method: 'POST', url: '/api/notification/subscribe', headers: headers.sales, payload: { token: 'tok-1' } });
    expect(sub.json()).toEqual({ subscribed: true });
    const rows = await app.tabula.db.withTenant('master', (q) => q.query<{ token: string }>('SELECT token FROM push_subscriptions WHERE username = $1', ['sales@master']));
    expect(rows.rows[0].token).toBe('tok-1');
    await app.inject({ method: 'DELETE', url: '/api/notification/subscribe', headers: headers.sales });
    const after = await app.tabula.db.withTenant('master', (q) => q.query('SELECT token FROM push_subscriptions'));
    expect(after.rows).toEqual([]);
  });

  it('sends a notification for a subscribed user through the web push protocol, and forgets a gone subscription', async () => {
    // a push service on this machine: it records what it receives and answers `status`
    const received: { headers: IncomingHttpHeaders; url: string; body: Buffer }[] = [];
    let status = 201;
    const service = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, url: req.url ?? '', body: Buffer.concat(chunks) });
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/device-1`;
      const browser = createECDH('prime256v1');
      const browserPublic = browser.generateKeys();
      const auth = randomBytes(16);
      const token = JSON.stringify({ endpoint, keys: { p256dh: browserPublic.toString('base64url'), auth: auth.toString('base64url') } });
      await app.inject({ method: 'POST', url: '/api/notification/subscribe', headers: headers.sales, payload: { token } });
      expect((await send({ message: 'Contract CTR00000001 approved', username: 'sales@master' })).statusCode).toBe(201);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);

      const [push] = received;
      expect(push.url).toBe('/push/device-1');
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.ttl).toBeDefined();
      // VAPID: a JWT for the push service's origin, signed with the key of the user's tenant
      const publicVapidKey = (await app.inject({ method: 'GET', url: '/api/notification/client-configuration', headers: headers.sales })).json().publicVapidKey as string;
      const m = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
      expect(m?.[2]).toBe(publicVapidKey);
      const pub = Buffer.from(publicVapidKey, 'base64url');
      const key = await importJWK({ kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') }, 'ES256');
      const { payload: claims } = await jwtVerify(m![1], key, { audience: new URL(endpoint).origin });
      expect(claims.aud).toBe(new URL(endpoint).origin);
      // the browser's side of RFC 8291: only the subscription's keys can read the message
      const plain = ece.decrypt(push.body, { version: 'aes128gcm', privateKey: browser, authSecret: auth.toString('base64url') });
      expect(JSON.parse(plain.toString())).toMatchObject({ title: 'Tabula', body: 'Contract CTR00000001 approved' });

      // the push service no longer knows the subscription: it is forgotten
      status = 410;
      await send({ message: 'Second', username: 'sales@master' });
      const tokens = async () => (await app.tabula.db.withTenant('master', (q) => q.query('SELECT token FROM push_subscriptions WHERE username = $1', ['sales@master']))).rows.length;
      await expect.poll(tokens, { timeout: 10_000 }).toBe(0);
      expect(received).toHaveLength(2);
    } finally {
      service.close();
    }
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
