import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../server/app.ts';
import { HEALTH_TIMEOUT_MS, instanceName, type Health } from '../../server/plugins/health.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';
import { testDatabases } from './support/testDatabases.ts';
import { startTcpProxy, type TcpProxy } from './faults/tcpProxy.ts';

const HEALTH = '/api/core/health';

describe.each(testDatabases())('GET /api/core/health on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  });
  afterAll(() => s?.close());

  it('answers 200 without a session, never cached, with the instance and its database', async () => {
    const res = await s.inject({ method: 'GET', url: HEALTH });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const health = res.json<Health>();
    expect(health).toMatchObject({ status: 'ok', instance: instanceName(), events: { listening: true } });
    expect(health.instance).toMatch(/^.+:\d+$/);
    expect(health.uptimeS).toBeGreaterThanOrEqual(0);
    expect(health.database).toMatchObject({ engine: db.name, reachable: true, replicationLagS: null });
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.database.latencyMs).toBeLessThan(HEALTH_TIMEOUT_MS);
    if (db.name === 'pglite') {
      expect(health.database.role).toBe('embedded');
      expect(health.database.pool).toBeUndefined();
    } else {
      expect(health.database.role).toBe('primary');
      const pool = health.database.pool!;
      expect(pool.total).toBeGreaterThanOrEqual(1);
      expect(pool.idle).toBeLessThanOrEqual(pool.total);
      expect(pool.waiting).toBe(0);
    }
  });

  it('names the cluster worker in the instance when there is one', () => {
    expect(instanceName({ TABULA_WORKER: '3' })).toBe(`${instanceName({})}/3`);
  });

  it('is a public route of the OpenAPI document', async () => {
    const doc = (await s.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{ paths: Record<string, { get: { security: unknown } }> }>();
    expect(doc.paths[HEALTH].get.security).toEqual([]);
  });
});

describe.skipIf(testDatabases().some((d) => d.name === 'pg'))('GET /api/core/health with its database cut', () => {
  it.skip('needs a PostgreSQL server: set TEST_DATABASE_URL (.ci/run does)', () => {});
});

describe.each(testDatabases().filter((d) => d.name === 'pg'))('GET /api/core/health with its PostgreSQL cut (a TCP proxy between)', (db) => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  beforeAll(async () => {
    const url = await db.create({ migrated: true });
    if (!url) throw new Error('no database URL');
    const u = new URL(url);
    proxy = await startTcpProxy({ host: u.hostname, port: Number(u.port || 5432) });
    app = await build({ databaseUrl: proxy.url(url), adminPassword: 'Health-test-Passw0rd', demoData: false, logger: false, database: { connectTimeoutMs: 1000 } });
  }, 120_000);
  afterAll(async () => {
    await proxy?.setMode('forward');
    await app?.close();
    await proxy?.close();
    await db.drop();
  });

  /** GET /api/core/health: its status, body and how long it took. */
  async function health(): Promise<{ status: number; body: Health; ms: number }> {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: HEALTH });
    return { status: res.statusCode, body: res.json<Health>(), ms: performance.now() - started };
  }

  /** Asks until `done` holds (at most `ms`), answering the last answer. */
  async function until(done: (h: Awaited<ReturnType<typeof health>>) => boolean, ms: number) {
    const deadline = Date.now() + ms;
    let last = await health();
    while (!done(last) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      last = await health();
    }
    return last;
  }

  it('answers 503 unavailable while the server refuses connections, within the bound', async () => {
    expect((await health()).status).toBe(200);
    await proxy.setMode('refuse');
    proxy.cut();
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.ms).toBeLessThan(HEALTH_TIMEOUT_MS + 1000);
    expect(down.body).toMatchObject({ status: 'unavailable', database: { engine: 'pg', reachable: false, role: null, latencyMs: null } });
    // the listening connection is gone too: notifications of other instances do not arrive meanwhile
    expect((await until((h) => !h.body.events.listening, 5000)).body.events.listening).toBe(false);
  });

  it('answers 503 within the bound when its connection goes silent (a frozen host)', async () => {
    await proxy.setMode('forward');
    // a pooled connection open, which then forwards nothing either way
    expect((await until((h) => h.status === 200, 10_000)).status).toBe(200);
    await proxy.setMode('blackhole');
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.ms).toBeGreaterThanOrEqual(HEALTH_TIMEOUT_MS - 50);
    expect(down.ms).toBeLessThan(HEALTH_TIMEOUT_MS + 1000);
  });

  it('answers 200 again once the server is back, listening again', async () => {
    await proxy.setMode('forward');
    proxy.cut();
    const up = await until((h) => h.status === 200 && h.body.events.listening, 15_000);
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ status: 'ok', database: { reachable: true, role: 'primary' }, events: { listening: true } });
  });
});
