import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../server/app.ts';
import { SessionRevocations } from '../../../server/auth/revocations.ts';
import type { Database } from '../../../server/db/Database.ts';
import { migrate } from '../../../server/db/migrations.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { ADMIN_PASSWORD, createUser, login, signIn, USER_PASSWORD, type Headers } from './helpers.ts';

const NEW_PASSWORD = 'An0ther-str0ng-one';

/** The claims of the token in an Authorization header. */
function claimsOf(headers: Headers): Record<string, unknown> {
  return JSON.parse(Buffer.from(headers.authorization.slice(7).split('.')[1], 'base64url').toString());
}

function answerHeaders(res: LightMyRequestResponse): Headers {
  expect(res.headers.authorization).toMatch(/^Bearer /);
  return { authorization: String(res.headers.authorization) };
}

/** Polls until `check` holds (another instance hears of a revocation through the database). */
async function eventually(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(testDatabases())('session revocation ($name)', (database) => {
  let app: FastifyInstance;
  let url: string | undefined;
  let admin: Headers;
  const others: FastifyInstance[] = [];

  const current = (headers: Headers, on = app) => on.inject({ method: 'GET', url: '/api/core/users/current', headers });
  const logout = (headers: Headers, on = app) => on.inject({ method: 'GET', url: '/api/core/auth/logout', headers });
  const expectValid = async (headers: Headers, on = app) => expect((await current(headers, on)).statusCode).toBe(200);
  const expectRevoked = async (headers: Headers, on = app) => {
    const res = await current(headers, on);
    expect(res.statusCode).toBe(401);
    // the code the client already treats as 'Session has expired' (app/api/http.ts): it shows the login page
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Session has expired' });
    expect(res.headers.authorization).toBeUndefined();
  };
  const buildOn = (databaseUrl: string | undefined) => build({ databaseUrl, adminPassword: ADMIN_PASSWORD, logger: false, demoData: false });

  beforeAll(async () => {
    url = await database.create();
    app = await buildOn(url);
    admin = await signIn(app);
    for (const name of ['bob', 'carol', 'dave', 'erin', 'frank', 'gina']) await createUser(app, admin, `${name}@master`);
    await createUser(app, admin, 'root2@master', { profiles: ['ADMIN'], isAdmin: true });
  });
  afterAll(async () => {
    for (const other of others) await other.close();
    await app?.close();
    await database.drop();
  });

  it('gives every session an id that its renewals keep, and a new one to every sign-in', async () => {
    const s1 = await signIn(app, 'bob@master', USER_PASSWORD);
    const s2 = await signIn(app, 'bob@master', USER_PASSWORD);
    expect(claimsOf(s1).ses).toEqual(expect.any(String));
    expect(claimsOf(s1).ses).not.toBe(claimsOf(s2).ses);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 55 * 60_000); // 5 minutes left: the next answer renews the token
      const renewed = answerHeaders(await current(s1));
      expect(renewed.authorization).not.toBe(s1.authorization);
      expect(claimsOf(renewed)).toMatchObject({ ses: claimsOf(s1).ses, sat: claimsOf(s1).sat });
      expect(Number(claimsOf(renewed).exp)).toBeGreaterThan(Number(claimsOf(s1).exp));
    } finally {
      vi.useRealTimers();
    }
  });

  it('logout revokes the session: the old token and its renewed successor get 401, a second session stays valid', async () => {
    const first = await signIn(app, 'bob@master', USER_PASSWORD);
    const second = await signIn(app, 'bob@master', USER_PASSWORD);
    await expectValid(first); // verified once: the claims are cached, the revocation must still win
    let renewed: Headers;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 55 * 60_000);
      renewed = answerHeaders(await current(first));
      expect(renewed.authorization).not.toBe(first.authorization);
      const out = await logout(renewed);
      expect(out.statusCode).toBe(200);
      expect(out.headers.authorization).toBeUndefined();
      await expectRevoked(first);
      await expectRevoked(renewed);
      await expectValid(second);
    } finally {
      vi.useRealTimers();
    }
    await expectRevoked(first);
    await expectRevoked(renewed);
    await expectValid(second);
    // a revoked token no longer signs in either (token login), and a logout with it changes nothing
    const tokenLogin = await app.inject({ method: 'POST', url: '/api/core/auth/token/login', payload: { token: first.authorization.slice(7) } });
    expect(tokenLogin.statusCode).toBe(401);
    expect(tokenLogin.json().code).toBe('LOGIN_TOKEN_INVALID');
    expect((await logout(first)).statusCode).toBe(200);
    await expectValid(second);
    await expectValid(admin);
  });

  it('logout also ends the tokens derived from the session (context switch)', async () => {
    const mine = await signIn(app);
    const switched = await app.inject({ method: 'GET', url: '/api/core/user-switch-context?contextName=test', headers: mine });
    expect(switched.statusCode).toBe(200);
    const impersonating = answerHeaders(switched);
    expect(claimsOf(impersonating)).toMatchObject({ tenant: 'test', home: 'master', ses: claimsOf(mine).ses });
    await expectValid(impersonating);
    expect((await logout(impersonating)).statusCode).toBe(200);
    await expectRevoked(impersonating);
    await expectRevoked(mine);
    await expectValid(admin);
  });

  it('locking a user revokes all its sessions; an unrelated user is unaffected; unlocked, it signs in again', async () => {
    const c1 = await signIn(app, 'carol@master', USER_PASSWORD);
    const c2 = await signIn(app, 'carol@master', USER_PASSWORD);
    const dave = await signIn(app, 'dave@master', USER_PASSWORD);
    await expectValid(c1);
    const lock = await app.inject({ method: 'PATCH', url: '/api/core/users/carol@master', headers: admin, payload: { isLocked: true } });
    expect(lock.statusCode).toBe(200);
    await expectRevoked(c1);
    await expectRevoked(c2);
    await expectValid(dave);
    await expectValid(admin);
    expect((await login(app, 'carol@master', USER_PASSWORD)).json().code).toBe('USER_LOCKED');
    const unlock = await app.inject({ method: 'PATCH', url: '/api/core/users/carol@master', headers: admin, payload: { isLocked: false } });
    expect(unlock.statusCode).toBe(200);
    const again = await signIn(app, 'carol@master', USER_PASSWORD);
    await expectValid(again);
    await expectRevoked(c1);
  });

  it('an administrator setting a password revokes all sessions of the user (POST .../password and a password in PATCH)', async () => {
    const e1 = await signIn(app, 'erin@master', USER_PASSWORD);
    const e2 = await signIn(app, 'erin@master', USER_PASSWORD);
    const dave = await signIn(app, 'dave@master', USER_PASSWORD);
    const set = await app.inject({ method: 'POST', url: '/api/core/users/erin@master/password', headers: admin, payload: { password: NEW_PASSWORD } });
    expect(set.statusCode).toBe(200);
    await expectRevoked(e1);
    await expectRevoked(e2);
    await expectValid(dave);
    const e3 = await signIn(app, 'erin@master', NEW_PASSWORD);
    await expectValid(e3);
    const patch = await app.inject({ method: 'PATCH', url: '/api/core/users/erin@master', headers: admin, payload: { password: USER_PASSWORD } });
    expect(patch.statusCode).toBe(200);
    await expectRevoked(e3);
    await expectValid(await signIn(app, 'erin@master', USER_PASSWORD));
    await expectValid(dave);
  });

  it('an administrator setting its own password keeps the session it did it from and ends its others', async () => {
    const here = await signIn(app, 'root2@master', USER_PASSWORD);
    const elsewhere = await signIn(app, 'root2@master', USER_PASSWORD);
    const set = await app.inject({ method: 'POST', url: '/api/core/users/root2@master/password', headers: here, payload: { password: NEW_PASSWORD } });
    expect(set.statusCode).toBe(200);
    const continued = answerHeaders(set);
    expect(claimsOf(continued).ses).toBe(claimsOf(here).ses);
    await expectValid(continued);
    await expectRevoked(elsewhere);
    await expectRevoked(here); // the token sent: the answer's replaces it
    expect((await logout(continued)).statusCode).toBe(200);
    await expectRevoked(continued);
  });

  it('deleting a user revokes all its sessions', async () => {
    const f1 = await signIn(app, 'frank@master', USER_PASSWORD);
    const f2 = await signIn(app, 'frank@master', USER_PASSWORD);
    const dave = await signIn(app, 'dave@master', USER_PASSWORD);
    await expectValid(f1);
    const del = await app.inject({ method: 'DELETE', url: '/api/core/users/frank@master', headers: admin });
    expect(del.statusCode).toBeLessThan(300);
    await expectRevoked(f1);
    await expectRevoked(f2);
    await expectValid(dave);
  });

  it('a tampered token still gets the usual error', async () => {
    const gina = await signIn(app, 'gina@master', USER_PASSWORD);
    const [head, body, signature] = gina.authorization.slice(7).split('.');
    const badSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expectRevoked({ authorization: `Bearer ${head}.${body}.${badSignature}` });
    const forged = Buffer.from(JSON.stringify({ ...claimsOf(gina), sub: 'admin@master', adm: true })).toString('base64url');
    await expectRevoked({ authorization: `Bearer ${head}.${forged}.${signature}` });
    const unauthenticated = await app.inject({ method: 'GET', url: '/api/core/users/current' });
    expect(unauthenticated.json().code).toBe('UNAUTHENTICATED');
    await expectValid(gina);
  });

  // two instances share a database only on a PostgreSQL server (PGlite is in-process): defined for pg alone
  if (database.name === 'pg') it('fans revocations out to the other instances, and a new instance loads them at start', async () => {
    const other = await buildOn(url);
    others.push(other);
    const bob = await signIn(app, 'bob@master', USER_PASSWORD);
    const dave = await signIn(other, 'dave@master', USER_PASSWORD);
    await expectValid(bob, other);
    await expectValid(dave, app);
    expect((await logout(bob)).statusCode).toBe(200);
    await eventually(async () => (await current(bob, other)).statusCode === 401);
    await expectRevoked(bob, other);
    await app.inject({ method: 'PATCH', url: '/api/core/users/dave@master', headers: admin, payload: { isLocked: true } });
    await eventually(async () => (await current(dave, other)).statusCode === 401);
    await expectValid(admin, other);
    const late = await buildOn(url);
    others.push(late);
    await expectRevoked(bob, late);
    await expectRevoked(dave, late);
    await expectValid(admin, late);
    await app.inject({ method: 'PATCH', url: '/api/core/users/dave@master', headers: admin, payload: { isLocked: false } });
  });
});

describe('SessionRevocations (one PGlite database, several instances)', () => {
  let db: Database;
  const started: SessionRevocations[] = [];
  const instance = async () => {
    const r = new SessionRevocations(db, 3600);
    await r.start();
    started.push(r);
    return r;
  };
  const claims = (username: string, sessionId: string, sessionStart: number) => ({ username, tenant: 'master', isAdmin: false, sessionId, sessionStart, exp: Date.now() / 1000 + 3600 });

  beforeAll(async () => {
    db = await openPglite();
    await db.admin((q) => migrate(q));
  });
  afterAll(async () => {
    for (const r of started) await r.stop();
    await db.close();
  });

  it('applies a revocation here at once, on the other instances through the channel, and loads it on a later start', async () => {
    const a = await instance();
    const b = await instance();
    const before = Date.now() - 1000;
    const session = claims('x@master', 'session-1', before);
    const other = claims('x@master', 'session-2', before);
    const revoked = await db.withTenant('master', (q) => a.recordSession(q, session));
    expect(a.isRevoked(session)).toBe(false); // recorded, not yet announced (the transaction may still fail)
    await a.announce(revoked);
    expect(a.isRevoked(session)).toBe(true);
    expect(a.isRevoked(other)).toBe(false);
    await eventually(() => b.isRevoked(session));
    expect(b.isRevoked(other)).toBe(false);

    const user = await db.withTenant('master', (q) => a.recordUser(q, 'y@master'));
    await a.announce(user);
    await eventually(() => b.isRevoked(claims('y@master', 'any', before)));
    expect(a.isRevoked(claims('y@master', 'later', Date.now() + 1))).toBe(false);
    expect(a.isRevoked({ ...claims('y@master', 'elsewhere', before), tenant: 'test' })).toBe(false);
    // impersonating: the user is found by its home tenant
    expect(a.isRevoked({ ...claims('y@master', 'imp', before), tenant: 'test', home: 'master' })).toBe(true);

    const c = await instance();
    expect(c.isRevoked(session)).toBe(true);
    expect(c.isRevoked(claims('y@master', 'any', before))).toBe(true);
    expect(c.isRevoked(other)).toBe(false);
  });

  it('catches up with a revocation whose notification was lost, and forgets the expired ones', async () => {
    const a = await instance();
    await db.withTenant('master', (q) =>
      q.query(`INSERT INTO revoked_sessions (username, session_id, expires_at) VALUES ('z@master', 'lost', now() + interval '1 hour'), ('z@master', 'old', now() - interval '1 second')`),
    );
    expect(a.isRevoked(claims('z@master', 'lost', 0))).toBe(false);
    await a.sync();
    expect(a.isRevoked(claims('z@master', 'lost', 0))).toBe(true);
    expect(a.isRevoked(claims('z@master', 'old', 0))).toBe(false);
    const { rows } = await db.admin((q) => q.query(`SELECT session_id FROM revoked_sessions WHERE username = 'z@master'`));
    expect(rows).toEqual([{ session_id: 'lost' }]);
  });

  it('keeps tenants apart: a tenant transaction sees only its own revocations', async () => {
    await db.withTenant('test', (q) => q.query(`INSERT INTO revoked_sessions (username, session_id, expires_at) VALUES ('t@test', 's', now() + interval '1 hour')`));
    const { rows } = await db.withTenant('test', (q) => q.query<{ tenant: string }>('SELECT DISTINCT tenant FROM revoked_sessions'));
    expect(rows).toEqual([{ tenant: 'test' }]);
    await expect(db.withTenant('test', (q) => q.query(`INSERT INTO revoked_sessions (tenant, username, session_id, expires_at) VALUES ('master', 'u', 's', now())`))).rejects.toThrow();
  });
});
