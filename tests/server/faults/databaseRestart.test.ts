/**
 * A PostgreSQL restart, played by a TCP proxy between the app and the server (the real cluster is
 * shared and never restarted): open connections are cut, new ones refused, then answered "starting
 * up", then accepted but never answered. Requests must answer 503 DATABASE_UNAVAILABLE within a
 * bound, the process must live on (an idle pooled client's error must not crash it), and once the
 * proxy forwards again the same app serves requests.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { signIn, type Headers } from '../support/testServer.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTcpProxy, type TcpProxy } from './tcpProxy.ts';

const PASSWORD = 'Database-Restart-Passw0rd';
const PERSONS = '/api/person/persons';
const CONNECT_TIMEOUT_MS = 1000;
const STATEMENT_TIMEOUT_MS = 1000;

describe.each(testDatabases().filter((d) => d.name === 'pg'))('PostgreSQL restart behind a proxy', (db) => {
  let app: FastifyInstance;
  let proxy: TcpProxy;
  let h: Headers;
  let person = '';

  beforeAll(async () => {
    const url = await db.create();
    if (!url) throw new Error('no database URL');
    const u = new URL(url);
    proxy = await startTcpProxy({ host: u.hostname, port: Number(u.port || 5432) });
    app = await build({
      databaseUrl: proxy.url(url),
      adminPassword: PASSWORD,
      demoData: false,
      logger: false,
      database: { connectTimeoutMs: CONNECT_TIMEOUT_MS, statementTimeoutMs: STATEMENT_TIMEOUT_MS },
    });
    h = await signIn(app, 'admin@master', PASSWORD);
    const created = await app.inject({
      method: 'POST',
      url: PERSONS,
      headers: h,
      payload: { type: 'C', name: 'Before the restart' },
    });
    expect(created.statusCode, created.body).toBe(201);
    person = String(created.json().registration);
  }, 120_000);
  afterAll(async () => {
    await proxy?.setMode('forward');
    await app?.close();
    await proxy?.close();
    await db.drop();
  });

  /** A request that must be answered within `ms`: answers the response and how long it took. */
  async function timed(
    method: 'GET' | 'POST',
    url: string,
    ms: number,
    payload?: Record<string, unknown>,
  ): Promise<{ res: LightMyRequestResponse; ms: number }> {
    const t0 = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const res = await Promise.race([
      app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) }),
      new Promise<never>(
        (_, reject) =>
          (timer = setTimeout(() => reject(new Error(`${method} ${url} hung for more than ${ms} ms`)), ms)),
      ),
    ]).finally(() => clearTimeout(timer));
    return { res, ms: performance.now() - t0 };
  }

  const requests = () =>
    [
      ['GET', `${PERSONS}?range=0-19`],
      ['GET', `${PERSONS}/${person}`],
      ['POST', PERSONS, { type: 'C', name: 'During the outage' }],
    ] as const;

  async function expectUnavailable(bound: number): Promise<number[]> {
    const took: number[] = [];
    for (const [method, url, payload] of requests()) {
      const { res, ms } = await timed(method, url, bound, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(503);
      expect(res.json()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      took.push(Math.round(ms));
    }
    return took;
  }

  async function expectServed(): Promise<void> {
    for (const [method, url, payload] of requests()) {
      const { res } = await timed(method, url, 10_000, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(method === 'POST' ? 201 : 200);
    }
  }

  it('answers 503 while the server is down or starting, never hangs, and recovers without a restart of the app', async () => {
    await expectServed();
    // the restart: every connection dropped (idle pooled ones too), new ones refused
    proxy.cut();
    await proxy.setMode('refuse');
    await new Promise((r) => setTimeout(r, 200)); // the idle clients' errors reach the pool
    const refused = await expectUnavailable(3000);
    // the server accepts connections again but is still starting up
    await proxy.setMode('startingUp');
    const starting = await expectUnavailable(3000);
    // a host that accepts connections and never answers: the connection timeout ends the wait
    await proxy.setMode('blackhole');
    const silent = await expectUnavailable(CONNECT_TIMEOUT_MS + 3000);
    // back: the same app serves again, at once
    await proxy.setMode('forward');
    await expectServed();
    console.log(
      `503 answers in ms: refused ${refused.join(', ')}; starting up ${starting.join(', ')}; silent host ${silent.join(', ')}`,
    );
  }, 60_000);

  it('ends a statement whose connection goes silent mid-transaction (503 after the statement timeout plus a margin)', async () => {
    await expectServed(); // pooled connections are open and idle
    await proxy.setMode('blackhole'); // they go silent, and so does any new one
    const silent = await expectUnavailable(STATEMENT_TIMEOUT_MS + 10_000);
    await proxy.setMode('forward');
    proxy.cut(); // what was paused is dropped; the pool opens new connections
    await expectServed();
    console.log(`503 answers in ms on silent open connections: ${silent.join(', ')}`);
  }, 60_000);
});
