import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { isTicketPath, withinTicketPath } from '../../../server/auth/tickets.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { ADMIN_PASSWORD, signIn, startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

const TICKETS = '/api/core/tickets';
const CURRENT = '/api/core/users/current';
const digest = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

describe('the path a ticket is bound to (issue 40 item 4)', () => {
  it('opens the path itself and what is below it, nothing beside or above it', () => {
    expect(withinTicketPath('/api/script/events', '/api/script/events?ticket=x')).toBe(true);
    expect(withinTicketPath('/api/core/users', '/api/core/users/current')).toBe(true);
    expect(withinTicketPath('/api/core/users/', '/api/core/users/current')).toBe(true);
    expect(withinTicketPath('/api/script/events', '/api/script/events2')).toBe(false);
    expect(withinTicketPath('/api/script/events', '/api/script')).toBe(false);
    expect(withinTicketPath('/api/core/users', '/api/core/users/../tenants')).toBe(false);
    expect(withinTicketPath('/api/core/users', '/api/core/users/%2E%2E/tenants')).toBe(false);
    expect(withinTicketPath(undefined, '/api/core/tenants')).toBe(true);
  });

  it('binds only to paths of the API, without query or dot segments', () => {
    expect(isTicketPath('/api/financing/contracts/C%201/documents/d1/content')).toBe(true);
    for (const bad of ['/home', 'api/core/users', '/api/core/users?x=1', '/api/core/users#x', '/api/../home', '/api/core/%2e%2e/x', '/api/a b', '/api/a\u0000b', '/api/é', '/api/a\\b', '//evil.example/api/x']) {
      expect(isTicketPath(bad), bad).toBe(false);
    }
  });
});

describe.each(testDatabases())('single-use tickets ($name)', (database) => {
  let s: TestServer;

  const ask = (headers: Headers, body: Record<string, unknown> = {}) => s.inject({ method: 'POST', url: TICKETS, headers, payload: body });
  const ticketOf = async (headers: Headers, path?: string) => {
    const res = await ask(headers, path === undefined ? {} : { path });
    expect(res.statusCode, res.body).toBe(200);
    return String(res.json().ticket);
  };
  /** A GET without any header: a URL opened in a new window, an EventSource. */
  const open = (url: string) => s.inject({ method: 'GET', url });
  const refused = { status: 401, code: 'TICKET_INVALID', message: 'This link is invalid, expired or already used: ask for a new one' };

  beforeAll(async () => {
    s = await startTestServer(database);
  });
  afterAll(() => s?.close());

  it('is a random 32-byte value valid 60 s that opens one GET as the session that asked it, whose answer carries no token', async () => {
    const before = Date.now();
    const res = await ask(s.master, { path: CURRENT });
    expect(res.statusCode, res.body).toBe(200);
    const { ticket, expiresAt } = res.json() as { ticket: string; expiresAt: string };
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(ticket, 'base64url')).toHaveLength(32);
    // the database's clock sets the expiry: a little slack for the distance between the two clocks
    expect(Date.parse(expiresAt) - before).toBeGreaterThan(55_000);
    expect(Date.parse(expiresAt) - before).toBeLessThan(65_000);
    // only its digest is stored
    const { rows } = await s.app.tabula.db.admin((q) => q.query<{ ticket_hash: string; path: string; claims: Record<string, unknown> }>('SELECT ticket_hash, path, claims FROM access_tickets WHERE ticket_hash = $1', [digest(ticket)]));
    expect(rows).toHaveLength(1);
    expect(rows[0].path).toBe(CURRENT);
    expect(JSON.stringify(rows[0])).not.toContain(ticket);
    expect(JSON.stringify(rows[0])).not.toContain(s.master.authorization.slice(7));

    const first = await open(`${CURRENT}?ticket=${ticket}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ username: 'admin@master', tenant: 'master' });
    expect(first.headers.authorization).toBeUndefined();
  });

  it('is single-use: the second GET with the same ticket gets 401 TICKET_INVALID', async () => {
    const ticket = await ticketOf(s.master, CURRENT);
    expect((await open(`${CURRENT}?ticket=${ticket}`)).statusCode).toBe(200);
    const again = await open(`${CURRENT}?ticket=${ticket}`);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject(refused);
    expect(again.headers.authorization).toBeUndefined();
  });

  it('of two GETs racing with one ticket, exactly one gets in', async () => {
    const ticket = await ticketOf(s.master, CURRENT);
    const answers = await Promise.all([open(`${CURRENT}?ticket=${ticket}`), open(`${CURRENT}?ticket=${ticket}`), open(`${CURRENT}?ticket=${ticket}`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('expires after 60 seconds', async () => {
    const expireIn = (ticket: string, interval: string) =>
      s.app.tabula.db.admin((q) => q.query(`UPDATE access_tickets SET expires_at = now() + interval '${interval}' WHERE ticket_hash = $1`, [digest(ticket)]));
    const nearlyOver = await ticketOf(s.master, CURRENT);
    await expireIn(nearlyOver, '2 seconds');
    expect((await open(`${CURRENT}?ticket=${nearlyOver}`)).statusCode).toBe(200);
    const over = await ticketOf(s.master, CURRENT);
    await expireIn(over, '-1 second');
    expect((await open(`${CURRENT}?ticket=${over}`)).json()).toMatchObject(refused);
    // expired tickets are purged when the next one is issued
    const stale = await ticketOf(s.master, CURRENT);
    await expireIn(stale, '-1 second');
    await ticketOf(s.master, CURRENT);
    const { rows } = await s.app.tabula.db.admin((q) => q.query('SELECT 1 FROM access_tickets WHERE ticket_hash = $1', [digest(stale)]));
    expect(rows).toEqual([]);
  });

  it('is bound to its path prefix, and spent by a use outside it', async () => {
    const stream = await ticketOf(s.master, '/api/script/events');
    expect((await open(`${CURRENT}?ticket=${stream}`)).json()).toMatchObject(refused);
    // refused, yet spent: a leaked ticket tried elsewhere is gone
    expect((await open(`/api/script/events?ticket=${stream}`)).json()).toMatchObject(refused);
    expect((await open(`/api/core/users/current?ticket=${await ticketOf(s.master, '/api/core/users')}`)).statusCode).toBe(200);
    expect((await open(`/api/core/userspace?ticket=${await ticketOf(s.master, '/api/core/users')}`)).json()).toMatchObject(refused);
    expect((await open(`/api/core/users/../tenants?ticket=${await ticketOf(s.master, '/api/core/users')}`)).json()).toMatchObject(refused);
    for (const path of ['/home', '/api/core/users?range=0-9', '/api/../home', 42, `/api/${'x'.repeat(1100)}`]) {
      const bad = await ask(s.master, { path });
      expect(bad.statusCode, String(path)).toBe(400);
      expect(bad.json().code).toBe('INVALID_FIELD_IN_BODY');
    }
    expect((await ask(s.master, { path: CURRENT, tenant: 'test' })).json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_BODY' });
  });

  it('without a path (or a body), opens any one GET', async () => {
    const asked = await s.inject({ method: 'POST', url: TICKETS, headers: s.master });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await open(`/api/core/users/admin@master?ticket=${String(asked.json().ticket)}`)).statusCode).toBe(200);
    expect((await open(`${CURRENT}?ticket=${await ticketOf(s.master)}`)).statusCode).toBe(200);
  });

  it("opens its own tenant's data only: a ticket of tenant test cannot read tenant master", async () => {
    const own = await open(`${CURRENT}?ticket=${await ticketOf(s.test, CURRENT)}`);
    expect(own.json()).toMatchObject({ username: 'tester@test', tenant: 'test' });
    const masterUser = '/api/core/users/admin@master';
    expect((await open(`${masterUser}?ticket=${await ticketOf(s.master, masterUser)}`)).statusCode).toBe(200);
    const other = await open(`${masterUser}?ticket=${await ticketOf(s.test, masterUser)}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('ENTITY_REGISTRATION_NOT_FOUND');
  });

  it('works on GET only; a POST is not authenticated by it, nor is a ticket asked with a ticket', async () => {
    const ticket = await ticketOf(s.master, '/api/core');
    const post = await s.inject({ method: 'POST', url: `${TICKETS}?ticket=${ticket}`, payload: { path: CURRENT } });
    expect(post.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    // not spent by the POST: the GET it was asked for still works
    expect((await open(`${CURRENT}?ticket=${ticket}`)).statusCode).toBe(200);
    expect((await s.inject({ method: 'POST', url: TICKETS, payload: {} })).statusCode).toBe(401);
  });

  it('does not reach the handler: it is not a list filter', async () => {
    const listed = await open(`/api/core/users?range=0-49&ticket=${await ticketOf(s.master, '/api/core/users')}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as { username: string }[]).map((u) => u.username)).toContain('admin@master');
  });

  it('no longer accepts the session token in the query of an API GET', async () => {
    const token = s.master.authorization.slice(7);
    for (const url of [`${CURRENT}?token=${token}`, `/api/script/events?token=${token}`, `/api/script/runs/hello-world?who=x&token=${token}`]) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe('UNAUTHENTICATED');
    }
  });

  it('opens nothing once its session is revoked (logout)', async () => {
    const mine = await signIn(s.app, 'admin@master', ADMIN_PASSWORD);
    const ticket = await ticketOf(mine, CURRENT);
    expect((await s.inject({ method: 'GET', url: '/api/core/auth/logout', headers: mine })).statusCode).toBe(200);
    expect((await open(`${CURRENT}?ticket=${ticket}`)).json()).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
  });

  it('opens the event stream, which stays open after the ticket is spent', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const ticket = await ticketOf(s.master, '/api/script/events');
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/script/events?ticket=${ticket}`, { signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('authorization')).toBeNull();
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain(': connected master');
    // the stream is still open (the spent ticket authenticated the connection once)
    const pending = await Promise.race([reader.read().then(() => 'data', () => 'aborted'), new Promise((r) => setTimeout(() => r('open'), 200))]);
    expect(pending).toBe('open');
    abort.abort();
    // its URL, replayed (what EventSource's own reconnection would do), is refused
    expect((await fetch(`http://127.0.0.1:${port}/api/script/events?ticket=${ticket}`)).status).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('tickets across instances over one PostgreSQL database', () => {
  const [, database] = testDatabases();
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const url = await database.create({ migrated: true });
    for (let i = 0; i < 2; i++) apps.push(await build({ databaseUrl: url, adminPassword: ADMIN_PASSWORD, logger: false, demoData: false }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('a ticket asked on one instance is spent on another, once', async () => {
    const [one, two] = apps;
    const headers = await signIn(one, 'admin@master', ADMIN_PASSWORD);
    const asked = await one.inject({ method: 'POST', url: TICKETS, headers, payload: { path: CURRENT } });
    const ticket = String(asked.json().ticket);
    expect((await two.inject({ method: 'GET', url: `${CURRENT}?ticket=${ticket}` })).json()).toMatchObject({ username: 'admin@master' });
    expect((await one.inject({ method: 'GET', url: `${CURRENT}?ticket=${ticket}` })).statusCode).toBe(401);
    expect((await two.inject({ method: 'GET', url: `${CURRENT}?ticket=${ticket}` })).statusCode).toBe(401);
  });
});
