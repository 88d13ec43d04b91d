import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { loadSecretBox } from '../../../server/auth/secretBox.ts';
import type { Database } from '../../../server/db/Database.ts';
import { deliverPush } from '../../../server/notifications/pushDelivery.ts';
import { vapidKeys, vapidSettingKey, type VapidKeys } from '../../../server/notifications/vapidKeys.ts';
import { sendPush, type PushSubscriptionJson } from '../../../server/notifications/webPush.ts';
import { ADMIN_PASSWORD } from '../support/testServer.ts';
import { testDatabases } from '../support/testDatabases.ts';

/** http_ece (web-push's own dependency, no types): the browser's side of RFC 8188 / RFC 8291. */
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer };

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on this machine: it records what it receives and answers `status`. */
async function pushService() {
  const received: Received[] = [];
  const service = { status: 201, received, endpoint: '', server: undefined as unknown as Server };
  service.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = service.status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
  service.endpoint = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
  return service;
}

/** A browser's subscription: its P-256 key pair and auth secret stay here, the push service gets the public parts. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  const p256dh = ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription: PushSubscriptionJson = { endpoint, keys: { p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') } };
  return { subscription, read: (body: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString()) as unknown };
}

/** Checks the VAPID Authorization header (RFC 8292) and answers the public key it names. */
async function vapidOf(headers: IncomingHttpHeaders, endpoint: string): Promise<string> {
  const m = /^vapid t=([^,\s]+), k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization));
  expect(m).not.toBeNull();
  const [, jwt, k] = m!;
  const pub = Buffer.from(k, 'base64url');
  expect(pub).toHaveLength(65);
  expect(pub[0]).toBe(4);
  const key = await importJWK({ kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') }, 'ES256');
  const { payload, protectedHeader } = await jwtVerify(jwt, key, { audience: new URL(endpoint).origin, algorithms: ['ES256'] });
  expect(protectedHeader.alg).toBe('ES256');
  expect(payload.sub).toMatch(/^mailto:/);
  expect(payload.exp! - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
  return k;
}

const storedRow = async (db: Database, tenant: string) =>
  db.admin(async (q) => (await q.query<{ value: string }>('SELECT value FROM system_settings WHERE key = $1', [vapidSettingKey(tenant)])).rows[0]?.value);

const subscribe = (db: Database, tenant: string, username: string, sub: PushSubscriptionJson) =>
  db.withTenant(tenant, (q) =>
    q.query('INSERT INTO push_subscriptions (username, token) VALUES ($1, $2) ON CONFLICT (tenant, username) DO UPDATE SET token = EXCLUDED.token', [username, JSON.stringify(sub)]),
  );
const tokensOf = async (db: Database, tenant: string, username: string) =>
  (await db.withTenant(tenant, (q) => q.query('SELECT token FROM push_subscriptions WHERE username = $1', [username]))).rows.length;

describe.each(testDatabases())('web push through the web-push library ($name)', (database) => {
  let app: FastifyInstance;
  let db: Database;
  let service: Awaited<ReturnType<typeof pushService>>;

  beforeAll(async () => {
    app = await build({ databaseUrl: await database.create({ migrated: true }), adminPassword: ADMIN_PASSWORD, logger: false, demoData: false });
    db = app.tabula.db;
    service = await pushService();
  });
  afterAll(async () => {
    service?.server.close();
    await app?.close();
    await database.drop();
  });

  it('sends an encrypted message a browser decrypts, with a VAPID header for the push service origin', async () => {
    const keys = await vapidKeys(db, 'master');
    const browser = browserSubscription(`${service.endpoint}/push/direct`);
    const message = { title: 'Tabula', body: 'Contract CTR00000001 approved', url: '/contracts/1', tag: 'success' };
    service.status = 201;
    const before = service.received.length;
    expect(await sendPush(browser.subscription, message, keys)).toBe('sent');
    const push = service.received[before];
    expect(push.url).toBe('/push/direct');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['content-type']).toBe('application/octet-stream');
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers.urgency).toBe('normal');
    expect(await vapidOf(push.headers, browser.subscription.endpoint)).toBe(keys.publicKey);
    expect(browser.read(push.body)).toEqual(message);
    // the body is not the message in clear
    expect(push.body.includes(Buffer.from('CTR00000001'))).toBe(false);
  });

  it("answers 'gone' for 404 and 410, 'failed' for other refusals and no answer", async () => {
    const keys = await vapidKeys(db, 'master');
    const browser = browserSubscription(`${service.endpoint}/push/status`);
    for (const [status, result] of [[410, 'gone'], [404, 'gone'], [500, 'failed'], [403, 'failed'], [200, 'sent']] as const) {
      service.status = status;
      expect(await sendPush(browser.subscription, { body: String(status) }, keys)).toBe(result);
    }
    // nobody listens there
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await sendPush(browserSubscription(`http://127.0.0.1:${port}/push`).subscription, { body: 'x' }, keys)).toBe('failed');
    // keys the library cannot encrypt for
    const broken = { endpoint: `${service.endpoint}/push/broken`, keys: { p256dh: 'AAAA', auth: 'AAAA' } };
    expect(await sendPush(broken, { body: 'x' }, keys)).toBe('failed');
  });

  it("delivers with the tenant's key, forgets a gone subscription and keeps a failing one", async () => {
    const browser = browserSubscription(`${service.endpoint}/push/tenant-test`);
    await subscribe(db, 'test', 'clerk@test', browser.subscription);
    service.status = 201;
    const before = service.received.length;
    expect(await deliverPush(db, 'test', { message: 'Ready', username: 'clerk@test', action: { url: '/batches' } })).toBe('sent');
    const push = service.received[before];
    expect(await vapidOf(push.headers, browser.subscription.endpoint)).toBe((await vapidKeys(db, 'test')).publicKey);
    expect(browser.read(push.body)).toEqual({ title: 'Tabula', body: 'Ready', url: '/batches', tag: 'success' });

    const logged: string[] = [];
    service.status = 500;
    expect(await deliverPush(db, 'test', { message: 'Again', username: 'clerk@test' }, (msg) => logged.push(msg))).toBe('failed');
    expect(logged).toEqual(['web push to clerk@test failed']);
    expect(await tokensOf(db, 'test', 'clerk@test')).toBe(1);

    service.status = 410;
    expect(await deliverPush(db, 'test', { message: 'Gone', username: 'clerk@test' })).toBe('gone');
    expect(await tokensOf(db, 'test', 'clerk@test')).toBe(0);
    expect(await deliverPush(db, 'test', { message: 'Nobody', username: 'clerk@test' })).toBe('none');
  });

  it('keeps one key pair per tenant, the same for every read', async () => {
    const master = await vapidKeys(db, 'master');
    const test = await vapidKeys(db, 'test');
    for (const keys of [master, test]) {
      expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    }
    expect(test.publicKey).not.toBe(master.publicKey);
    expect(test.privateKey).not.toBe(master.privateKey);
    expect(await vapidKeys(db, 'master')).toEqual(master);
    // another server of the installation (a cache of its own) reads the same pairs
    const other = { admin: (fn) => db.admin(fn), withTenant: (tenant, fn, options) => db.withTenant(tenant, fn, options) } as Pick<Database, 'admin' | 'withTenant'>;
    expect(await vapidKeys(other as Database, 'master')).toEqual(master);
    expect(await vapidKeys(other as Database, 'test')).toEqual(test);
  });

  it('stores the private key sealed, never in clear', async () => {
    for (const tenant of ['master', 'test']) {
      const keys = await vapidKeys(db, tenant);
      const row = await storedRow(db, tenant);
      expect(row).toBeDefined();
      expect(row).not.toContain(keys.privateKey);
      expect(row).not.toContain(Buffer.from(keys.privateKey, 'base64url').toString('base64'));
      expect(row).not.toContain(Buffer.from(keys.privateKey, 'base64url').toString('hex'));
      const stored = JSON.parse(row!) as VapidKeys;
      expect(stored.publicKey).toBe(keys.publicKey);
      expect(stored.privateKey).toMatch(/^v1\./);
      // the installation's secret box opens it
      expect((await loadSecretBox(db)).open(stored.privateKey)).toBe(keys.privateKey);
    }
  });

  it('lets TABULA_VAPID_PUBLIC_KEY and TABULA_VAPID_PRIVATE_KEY replace every tenant pair', async () => {
    const env = { TABULA_VAPID_PUBLIC_KEY: (await vapidKeys(db, 'test')).publicKey, TABULA_VAPID_PRIVATE_KEY: (await vapidKeys(db, 'test')).privateKey };
    expect(await vapidKeys(db, 'master', env)).toEqual(await vapidKeys(db, 'test'));
    expect(await vapidKeys(db, 'env-only', env)).toEqual(await vapidKeys(db, 'test'));
    expect(await storedRow(db, 'env-only')).toBeUndefined();
  });

  it('gives the installation-wide pair of an older version to the tenants that have subscriptions, and seals it', async () => {
    // a pair as the older version made it (createECDH): here one whose private scalar has 31 bytes
    let ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    while (ecdh.getPrivateKey().length === 32) {
      ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
    }
    const legacy = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
    await db.admin((q) => q.query(`INSERT INTO system_settings (key, value) VALUES ('vapid-keys', $1)`, [JSON.stringify(legacy)]));
    try {
      const browser = browserSubscription(`${service.endpoint}/push/legacy`);
      await subscribe(db, 'legacy-a', 'old@legacy-a', browser.subscription);
      const adopted = await vapidKeys(db, 'legacy-a');
      expect(adopted.publicKey).toBe(legacy.publicKey);
      expect(Buffer.from(adopted.privateKey, 'base64url')).toHaveLength(32);
      // the browser's subscription, made with the old pair, still gets its pushes
      service.status = 201;
      const before = service.received.length;
      expect(await deliverPush(db, 'legacy-a', { message: 'Still here', username: 'old@legacy-a' })).toBe('sent');
      expect(await vapidOf(service.received[before].headers, browser.subscription.endpoint)).toBe(legacy.publicKey);
      expect(browser.read(service.received[before].body)).toMatchObject({ body: 'Still here' });
      // a tenant without subscriptions gets a pair of its own
      expect((await vapidKeys(db, 'legacy-b')).publicKey).not.toBe(legacy.publicKey);
      // no private key in clear is left
      const rows = await db.admin(async (q) => (await q.query<{ key: string; value: string }>(`SELECT key, value FROM system_settings WHERE key LIKE 'vapid-keys%'`)).rows);
      expect(rows.map((r) => r.key)).toEqual(expect.arrayContaining(['vapid-keys', 'vapid-keys:legacy-a', 'vapid-keys:legacy-b']));
      for (const row of rows) {
        expect(row.value).not.toContain(legacy.privateKey);
        expect(row.value).not.toContain(adopted.privateKey);
      }
    } finally {
      await db.admin((q) => q.query(`DELETE FROM system_settings WHERE key = 'vapid-keys'`));
    }
  });
});
