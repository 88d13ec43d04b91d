import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { setPassword } from '../../../server/auth/credentials.ts';
import { READ_AFTER_COOKIE } from '../../../server/plugins/readYourWrites.ts';
import { startStreamingPair, standbyMissing, type StreamingPair } from '../support/streamingStandby.ts';
import { onServer } from '../support/testDatabases.ts';
import { ADMIN_PASSWORD, signIn, type Headers } from '../support/testServer.ts';

/** This file's PostgreSQL ports (the replica tests' range: 55460-55469). */
const PRIMARY_PORT = 55460;
const STANDBY_PORT = 55461;
const MAX_LAG_MS = 3000;
const READER = 'reader@master';
const READER_PASSWORD = 'Reader-Passw0rd-42';
const missing = standbyMissing();

/**
 * DATABASE_READ_URL: a server on a primary with a streaming standby as its read replica. Replay on
 * the standby is paused to tell who answers: a row the standby has not replayed is seen by a read
 * only if the primary answered it.
 */
describe.skipIf(!!missing)(`read replica (a streaming standby)${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let pair: StreamingPair;
  let app: FastifyInstance;
  let writer: Headers;
  let reader: Headers;
  const marker = () => `replica${randomBytes(4).toString('hex')}`;
  const standby = (sql: string) => onServer(pair.standbyUrl('tabula'), (c) => c.query(sql));
  const names = async (headers: Headers, search: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/person/persons?search=${search}&range=0-9`, headers });
    expect([200, 206]).toContain(res.statusCode);
    return (res.json() as { name?: string }[]).map((p) => p.name);
  };
  const create = async (name: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/person/persons', headers: writer, payload: { type: 'C', name } });
    expect(res.statusCode).toBe(201);
    return res;
  };

  beforeAll(async () => {
    pair = startStreamingPair(PRIMARY_PORT, STANDBY_PORT, 'tabula');
    app = await build({
      databaseUrl: pair.primaryUrl('tabula'),
      database: { readUrl: pair.standbyUrl('tabula'), readMaxLagMs: MAX_LAG_MS },
      adminPassword: ADMIN_PASSWORD,
      demoData: false,
      logger: false,
    });
    const { store, registry } = app.tabula;
    await app.tabula.db.withTenant('master', async (q) => {
      await setPassword(q, READER, READER_PASSWORD);
      await store.create(q, registry.get('User'), { registration: READER, username: READER, lastName: 'Reader', profiles: ['ADMIN'], isAdmin: true }, { username: 'system' });
    });
    writer = await signIn(app, 'admin@master', ADMIN_PASSWORD);
    reader = await signIn(app, READER, READER_PASSWORD);
  }, 180_000);

  afterAll(async () => {
    await standby('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await app?.close();
    pair?.stop();
  });

  it('a list read is answered by the standby; the writer reads its own write from the primary', async () => {
    // the replica is used once a probe (every second) found it caught up
    await new Promise((r) => setTimeout(r, 2500));
    await standby('SELECT pg_wal_replay_pause()');
    try {
      const name = marker();
      const created = await create(name);
      const cookie = String(created.headers['set-cookie']);
      expect(cookie).toMatch(new RegExp(`^${READ_AFTER_COOKIE}=[0-9A-F]+/[0-9A-F]+; Path=/api; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
      // the writer, remembered by this instance: the primary
      expect(await names(writer, name)).toEqual([name]);
      // another user: the standby, which has not replayed the write
      expect(await names(reader, name)).toEqual([]);
      // the dashboard reads from the standby too, and writes nothing there
      expect((await app.inject({ method: 'GET', url: '/api/core/dashboard', headers: reader })).statusCode).toBe(200);
      // a request carrying the write's cookie (another instance's user) is sent to the primary
      expect(await names({ ...reader, cookie: cookie.split(';')[0] }, name)).toEqual([name]);
      await standby('SELECT pg_wal_replay_resume()');
      await expect.poll(() => names(reader, name), { timeout: 5000 }).toEqual([name]);
    } finally {
      await standby('SELECT pg_wal_replay_resume()');
    }
  });

  it(`a standby lagging more than the bound (${MAX_LAG_MS} ms) is skipped`, async () => {
    await standby('SELECT pg_wal_replay_pause()');
    try {
      const name = marker();
      const at = Date.now();
      await create(name);
      expect(await names(reader, name)).toEqual([]);
      // replay is still paused: the row can only come from the primary
      await expect.poll(() => names(reader, name), { timeout: MAX_LAG_MS + 5000, interval: 250 }).toEqual([name]);
      expect(Date.now() - at).toBeGreaterThanOrEqual(MAX_LAG_MS - 1000);
      expect((await standby(`SELECT pg_is_wal_replay_paused() AS paused`)).rows[0]).toEqual({ paused: true });
    } finally {
      await standby('SELECT pg_wal_replay_resume()');
    }
  });

  it('a stopped standby does not break reads: the primary answers them', async () => {
    const name = marker();
    await create(name);
    pair.stopStandby();
    const res = await app.inject({ method: 'GET', url: '/api/person/persons?range=0-4', headers: reader });
    expect([200, 206]).toContain(res.statusCode);
    expect(await names(reader, name)).toEqual([name]);
    const later = marker();
    await create(later);
    expect(await names(reader, later)).toEqual([later]);
  });
});
