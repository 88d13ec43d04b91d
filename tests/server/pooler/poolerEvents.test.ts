import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { NOTIFICATIONS_CHANNEL } from '../../../server/notifications/notificationEventsMigration.ts';
import { pgbouncerMissing, startPgbouncer, type Pgbouncer } from '../support/pgbouncer.ts';
import { onServer, pooledDatabase, type TestDatabase } from '../support/testDatabases.ts';
import { ADMIN_PASSWORD, signIn } from '../support/testServer.ts';

/** This file's PgBouncer port (the pooler tests' range: 55450-55459). */
const PORT = 55452;
const missing = pgbouncerMissing();

/**
 * Two server instances on one database through PgBouncer in transaction mode (PG_POOLER=transaction,
 * LISTEN on DATABASE_LISTEN_URL): an event committed through one reaches the other, transactions
 * run in UTC whatever the database's default, and sign-ins of one are valid on the other.
 */
describe.skipIf(!!missing)(`two instances behind PgBouncer${missing ? ` (skipped: ${missing})` : ''}`, () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  let bouncer: Pgbouncer;
  let db: TestDatabase;
  let directUrl: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    bouncer = await startPgbouncer(serverUrl, PORT);
    db = pooledDatabase(serverUrl, (database) => bouncer.url(database));
    const url = (await db.create({ migrated: true })) as string;
    directUrl = db.databaseOptions?.().listenUrl as string;
    // a database whose sessions default to another zone: the server must still run in UTC
    await onServer(directUrl, (c) => c.query(`ALTER DATABASE "${new URL(directUrl).pathname.slice(1)}" SET TimeZone = 'Pacific/Auckland'`));
    for (let i = 0; i < 2; i++) {
      apps.push(await build({ databaseUrl: url, database: db.databaseOptions?.(), adminPassword: ADMIN_PASSWORD, demoData: false, logger: false }));
    }
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
    await bouncer?.stop();
  });

  it('runs its statements through the pooler and its LISTEN on the direct connection', async () => {
    await apps[0].tabula.db.withTenant('master', (q) => q.query('SELECT 1'));
    const database = new URL(directUrl).pathname.slice(1);
    const pools = await onServer(bouncer.url('pgbouncer'), (c) => c.query<{ database: string; cl_active: string; cl_idle: string }>('SHOW CLIENTS'));
    // both instances' pools are PgBouncer's clients of the test database
    expect(pools.rows.filter((r) => r.database === database).length).toBeGreaterThanOrEqual(2);
    const listening = await onServer(directUrl, (c) => c.query(`SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'`, [database]));
    expect(listening.rowCount).toBeGreaterThanOrEqual(1);
  });

  it('every transaction runs in UTC, also without the startup option PgBouncer refuses', async () => {
    const zone = await apps[0].tabula.db.withTenant('master', (q) => q.query<{ z: string }>('SELECT current_setting($1) AS z', ['TimeZone']), { eachStatement: true });
    expect(zone.rows[0].z).toBe('UTC');
    const admin = await apps[1].tabula.db.admin((q) => q.query<{ z: string }>(`SELECT current_setting('TimeZone') AS z`));
    expect(admin.rows[0].z).toBe('UTC');
    // the direct connection (no SET LOCAL) sees the database's default: the check above can fail
    expect(await onServer(directUrl, async (c) => (await c.query<{ z: string }>(`SELECT current_setting('TimeZone') AS z`)).rows[0].z)).toBe('Pacific/Auckland');
  });

  it('a notification created through one instance reaches the listeners of the other', async () => {
    const received: string[] = [];
    const unlisten = await apps[1].tabula.db.listen(NOTIFICATIONS_CHANNEL, (payload) => received.push(payload));
    try {
      const headers = await signIn(apps[0], 'admin@master', ADMIN_PASSWORD);
      const sent = await apps[0].inject({ method: 'POST', url: '/api/notification/notifications', headers, payload: { message: 'through the pooler' } });
      expect(sent.statusCode).toBe(201);
      await expect.poll(() => received.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(received.join()).toContain('master');
      // and a notification sent outside a transaction (pg_notify through the pooler)
      await apps[0].tabula.db.notify(NOTIFICATIONS_CHANNEL, 'plain');
      await expect.poll(() => received.includes('plain'), { timeout: 5000 }).toBe(true);
    } finally {
      await unlisten();
    }
  });

  it('a session opened on one instance is valid on the other', async () => {
    const headers = await signIn(apps[0], 'admin@master', ADMIN_PASSWORD);
    const res = await apps[1].inject({ method: 'GET', url: '/api/person/persons?range=0-4', headers });
    expect([200, 206]).toContain(res.statusCode);
  });
});
