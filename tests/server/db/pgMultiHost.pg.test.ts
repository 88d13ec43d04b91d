/**
 * Issue 42 (failover), on the PostgreSQL server of the run: a DATABASE_URL naming several servers
 * (server/db/pgHosts.ts, pgHostClient.ts). The servers are TCP proxies (tests/server/faults/
 * tcpProxy.ts) in front of the one real server, so each can be refused or cut alone; the real
 * standby and its promotion are tests/ha/failover.test.ts. Also the read retry of pg.ts: a read
 * whose connection is lost runs again once on a new connection, a write answers 503.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/Database.ts';
import { openPg } from '../../../server/db/pg.ts';
import { freePort } from '../faults/serverProcess.ts';
import { startTcpProxy, type TcpProxy } from '../faults/tcpProxy.ts';
import { onServer, testDatabases } from '../support/testDatabases.ts';

const servers = testDatabases().filter((d) => d.name === 'pg');

describe.skipIf(servers.length > 0)('several PostgreSQL servers in DATABASE_URL', () => {
  it.skip('needs a PostgreSQL server: set TEST_DATABASE_URL (.ci/run does)', () => {});
});

const OPTIONS = { connectTimeoutMs: 1000, statementTimeoutMs: 5000 };

describe.each(servers)('several PostgreSQL servers in DATABASE_URL', (server) => {
  let url = '';
  let proxies: TcpProxy[] = [];
  let opened: Database[] = [];

  /** `url` naming `hosts` (host:port) instead of its server, with `query` added. */
  const multi = (hosts: string[], query = '') => {
    const u = new URL(url);
    return `postgres://${u.username}:${u.password}@${hosts.join(',')}${u.pathname}${query}`;
  };
  const open = async (u: string, max = 4) => {
    const db = await openPg(u, max, OPTIONS);
    opened.push(db);
    return db;
  };
  const serverOf = (db: Database) =>
    db.admin(async (q) => (await q.query<{ n: number }>('SELECT 1 AS n')).rows[0].n);

  beforeAll(async () => {
    url = (await server.create({ migrated: true })) ?? '';
    const u = new URL(url);
    proxies = await Promise.all(
      [0, 1].map(() => startTcpProxy({ host: u.hostname, port: Number(u.port || 5432) })),
    );
  }, 120_000);
  afterEach(async () => {
    await Promise.all(opened.map((db) => db.close()));
    opened = [];
    await Promise.all(proxies.map((p) => p.setMode('forward')));
  });
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()));
    await server.drop();
  });

  it('opens on the first server that answers, in the order of the URL', async () => {
    const closed = await freePort();
    const [, b] = proxies;
    const before = b.connections;
    const db = await open(
      multi([`127.0.0.1:${closed}`, `127.0.0.1:${b.port}`], '?target_session_attrs=read-write'),
    );
    expect(await serverOf(db)).toBe(1);
    expect(b.connections).toBeGreaterThan(before);
  });

  it('follows the servers when the one in use goes: reads retry once, writes in flight answer 503', async () => {
    const [a, b] = proxies;
    const db = await open(
      multi([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`], '?target_session_attrs=primary'),
    );
    expect(await serverOf(db)).toBe(1);
    const onB = b.connections;
    // a write whose connection is cut mid-transaction: 503, nothing retried
    let writes = 0;
    const write = db.withTenant('master', async (q) => {
      writes++;
      await q.query('SELECT 1');
      a.cut();
      await a.setMode('refuse');
      await q.query('SELECT 2');
    });
    await expect(write).rejects.toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(writes).toBe(1);
    // a read on a pooled connection of the gone server: lost, run again on the next server
    await a.setMode('forward');
    const idle = await db.withTenant(
      'master',
      async (q) => (await q.query<{ n: number }>('SELECT 3 AS n')).rows[0].n,
      { eachStatement: true },
    );
    expect(idle).toBe(3);
    a.cut();
    await a.setMode('refuse');
    let reads = 0;
    const read = await db.withTenant(
      'master',
      async (q) => {
        reads++;
        await q.query('SELECT 1');
        if (reads === 1) a.cut();
        return (await q.query<{ n: number }>('SELECT 4 AS n')).rows[0].n;
      },
      { eachStatement: true },
    );
    expect(read).toBe(4);
    expect(reads).toBe(2);
    expect(b.connections).toBeGreaterThan(onB);
    // the LISTEN connection follows too: a notification sent through the pool arrives
    const got = new Promise<string>((resolve) => void db.listen('h42f_failover', resolve));
    await new Promise((r) => setTimeout(r, 200));
    await db.notify('h42f_failover', 'after the switch');
    expect(await got).toBe('after the switch');
  });

  it('retries a read once only, and not when it could not connect at all', async () => {
    const [a, b] = proxies;
    const db = await open(multi([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
    let reads = 0;
    const read = db.withTenant(
      'master',
      async (q) => {
        reads++;
        await q.query('SELECT 1');
        a.cut();
        b.cut();
        await q.query('SELECT 2');
      },
      { eachStatement: true },
    );
    await expect(read).rejects.toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(reads).toBe(2);
    await a.setMode('refuse');
    await b.setMode('refuse');
    a.cut();
    b.cut();
    await new Promise((r) => setTimeout(r, 100));
    reads = 0;
    const none = db.withTenant('master', async (q) => (reads++, q.query('SELECT 1')), {
      eachStatement: true,
    });
    await expect(none).rejects.toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(reads).toBe(0);
  });

  it('skips a server that is not of the wanted kind (target_session_attrs)', async () => {
    const [a] = proxies;
    const database = new URL(url).pathname.slice(1);
    await onServer(url, (c) => c.query(`ALTER DATABASE ${database} SET default_transaction_read_only = on`));
    try {
      const hosts = [`127.0.0.1:${a.port}`, `127.0.0.1:${a.port}`];
      // read-only: no server accepts writes, so no connection opens (503 once in the app)
      await expect(
        openPg(multi(hosts, '?target_session_attrs=read-write'), 2, OPTIONS),
      ).rejects.toMatchObject({ code: '08000' });
      await expect(openPg(multi(hosts, '?target_session_attrs=standby'), 2, OPTIONS)).rejects.toMatchObject({
        code: '08000',
      });
      for (const attrs of ['primary', 'read-only', 'any'])
        expect(await serverOf(await open(multi(hosts, `?target_session_attrs=${attrs}`), 2))).toBe(1);
    } finally {
      await onServer(url, async (c) => {
        await c.query('SET default_transaction_read_only = off');
        await c.query(`ALTER DATABASE ${database} RESET default_transaction_read_only`);
      });
    }
  });
});
