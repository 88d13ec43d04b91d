/**
 * A slow database: a second connection holds a lock on the persons table, so the app's statements
 * on it wait. The statement timeout (PG_STATEMENT_TIMEOUT_MS, here 300 ms) must end each wait with
 * 503 QUERY_TIMEOUT in about that time, leave no statement of the app waiting in the server, and
 * leave the pool usable once the lock is gone. PostgreSQL only: PGlite cannot interrupt a statement.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { signIn, type Headers } from '../support/testServer.ts';
import { testDatabases } from '../support/testDatabases.ts';

const PASSWORD = 'Statement-Timeout-Passw0rd';
const PERSONS = '/api/person/persons';
const TIMEOUT_MS = 300;
/** The answer may come this much later than the timeout (request handling, a loaded machine). */
const MARGIN_MS = 2000;

describe('PG_STATEMENT_TIMEOUT_MS', () => {
  it('is read from the environment; unset, the server keeps its 15 s default', () => {
    expect(readConfig({ PG_STATEMENT_TIMEOUT_MS: '300', PG_CONNECT_TIMEOUT_MS: '2500' }).database).toEqual({
      statementTimeoutMs: 300,
      connectTimeoutMs: 2500,
    });
    expect(readConfig({ PG_STATEMENT_TIMEOUT_MS: 'soon' }).database).toEqual({
      statementTimeoutMs: undefined,
      connectTimeoutMs: undefined,
    });
  });
});

describe.each(testDatabases().filter((d) => d.name === 'pg'))(
  'statement timeout on a locked table (PostgreSQL)',
  (db) => {
    let app: FastifyInstance;
    let h: Headers;
    let url = '';
    let person = '';
    const locker = { client: undefined as pg.Client | undefined };

    beforeAll(async () => {
      url = (await db.create()) ?? '';
      app = await build({
        databaseUrl: url,
        adminPassword: PASSWORD,
        demoData: false,
        logger: false,
        database: { statementTimeoutMs: TIMEOUT_MS },
      });
      h = await signIn(app, 'admin@master', PASSWORD);
      const created = await app.inject({
        method: 'POST',
        url: PERSONS,
        headers: h,
        payload: { type: 'C', name: 'Locked out' },
      });
      expect(created.statusCode, created.body).toBe(201);
      person = String(created.json().registration);
    }, 120_000);
    afterAll(async () => {
      await locker.client?.end().catch(() => undefined);
      await app?.close();
      await db.drop();
    });

    it('answers 503 QUERY_TIMEOUT within the timeout plus a margin, leaves nothing waiting, and serves again once the lock is gone', async () => {
      const table = app.tabula.registry.get('Person').table;
      const client = new pg.Client({ connectionString: url });
      locker.client = client;
      await client.connect();
      await client.query('BEGIN');
      await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);

      const took: number[] = [];
      for (const [method, path, payload] of [
        ['GET', `${PERSONS}?range=0-19`, undefined],
        ['GET', `${PERSONS}/${person}`, undefined],
        ['POST', PERSONS, { type: 'C', name: 'Waits for the lock' }],
        ['PATCH', `${PERSONS}/${person}`, { name: 'Renamed while locked' }],
      ] as const) {
        const t0 = performance.now();
        const res = await app.inject({ method, url: path, headers: h, ...(payload ? { payload } : {}) });
        const ms = performance.now() - t0;
        expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(503);
        expect(res.json()).toMatchObject({ status: 503, code: 'QUERY_TIMEOUT' });
        expect(ms, `${method} ${path} answered after ${Math.round(ms)} ms`).toBeLessThan(
          TIMEOUT_MS + MARGIN_MS,
        );
        took.push(Math.round(ms));
      }
      // the statements ended in the server too: none of the app's connections still waits for the lock
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
      );
      expect(rows[0].n).toBe(0);

      await client.query('ROLLBACK');
      const after = await app.inject({
        method: 'PATCH',
        url: `${PERSONS}/${person}`,
        headers: h,
        payload: { name: 'Renamed after the lock' },
      });
      expect(after.statusCode, after.body).toBe(200);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: PERSONS,
            headers: h,
            payload: { type: 'C', name: 'After the lock' },
          })
        ).statusCode,
      ).toBe(201);
      console.log(`503 QUERY_TIMEOUT after ${took.join(', ')} ms (statement timeout ${TIMEOUT_MS} ms)`);
    }, 30_000);
  },
);
