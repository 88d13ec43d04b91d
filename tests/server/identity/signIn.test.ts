import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, ADMIN_PASSWORD, buildApp, createUser, login, signIn, USER_PASSWORD, type Headers } from './helpers.ts';

let app: FastifyInstance;
let admin: Headers;

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
});
afterAll(() => app.close());

describe('password sign-in (seed 000 §4.3, §5.1)', () => {
  it('signs in with the tenant taken from the username suffix and answers the token in Authorization', async () => {
    const res = await login(app, 'admin@master', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.json()).toMatchObject({ username: 'admin@master', tenant: 'master', isAdmin: true });
    expect(JSON.parse(String(res.headers['x-user-contexts']))).toEqual(['master', 'support', 'test']);
  });

  it('refuses a username breaking the rules with a 400 and a wrong password with a 401', async () => {
    const bad = await login(app, 'admin@', 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_FIELD_IN_BODY');
    const wrong = await login(app, 'admin@master', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
    expect(wrong.headers.authorization).toBeUndefined();
  });

  it('answers an unknown tenant like a wrong password (401, never a 500) and logs it', async () => {
    const res = await login(app, 'someone@nowhere', 'whatever-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
    const logs = await accessLogs(app, admin, 'someone@nowhere');
    expect(logs[0]).toMatchObject({ name: 'LOGIN', status: 'UNKNOWN_TENANT', statusCode: 401 });
  });

  it('signs in users of another tenant by suffix, or for e-mail usernames by an explicit tenant or the one tenant that has them', async () => {
    await createUser(app, admin, 'jane@master');
    expect((await login(app, 'jane@master', USER_PASSWORD)).statusCode).toBe(200);
    await createUser(app, admin, 'jane.doe@example.com');
    expect((await login(app, 'jane.doe@example.com', USER_PASSWORD)).statusCode).toBe(200);
    expect((await login(app, 'jane.doe@example.com', USER_PASSWORD, 'support')).statusCode).toBe(401);
    expect((await login(app, 'nobody@example.com', USER_PASSWORD)).statusCode).toBe(401);
    expect((await login(app, 'jane.doe@example.com', USER_PASSWORD, 'master')).statusCode).toBe(200);
  });

  it('locks the user after 5 failed attempts: isLocked on the record, a clear 403, every attempt logged', async () => {
    await createUser(app, admin, 'locky@master');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(app, 'locky@master', 'Wrong-passw0rd')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 403]);
    const locked = await login(app, 'locky@master', USER_PASSWORD);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'USER_LOCKED' });
    const user = await app.inject({ method: 'GET', url: '/api/core/users/locky@master', headers: admin });
    expect(user.json().isLocked).toBe(true);
    const logs = await accessLogs(app, admin, 'locky@master');
    expect(logs.map((l) => l.status).sort()).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'LOCKED', 'LOCKED']);
    expect(JSON.stringify(logs)).not.toContain('Wrong-passw0rd');

    const unlock = await app.inject({ method: 'PATCH', url: '/api/core/users/locky@master', headers: admin, payload: { isLocked: false } });
    expect(unlock.statusCode).toBe(200);
    expect((await login(app, 'locky@master', USER_PASSWORD)).statusCode).toBe(200);
  });

  it('writes a successful sign-in to the access logs with the last login date', async () => {
    await login(app, 'jane@master', USER_PASSWORD);
    const logs = await accessLogs(app, admin, 'jane@master');
    expect(logs.some((l) => l.name === 'LOGIN' && l.status === 'SUCCESS' && l.tenant === 'master')).toBe(true);
    const user = await app.inject({ method: 'GET', url: '/api/core/users/jane@master', headers: admin });
    expect(Date.parse(user.json().lastLoginDate)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('session tokens', () => {
  const secret = () => app.tabula.db.admin(async (q) => (await q.query<{ value: string }>(`SELECT value FROM system_settings WHERE key = 'jwt-secret'`)).rows[0].value);

  it('refuses a tampered token and an expired one with 401 SESSION_EXPIRED', async () => {
    const [h, p, s] = admin.authorization.slice(7).split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'root@master' })).toString('base64url');
    const tampered = await app.inject({ method: 'GET', url: '/api/core/users/current', headers: { authorization: `Bearer ${h}.${forged}.${s}` } });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().code).toBe('SESSION_EXPIRED');
    const expired = await new SignJWT({ tenant: 'master', adm: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin@master')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(await secret()));
    const res = await app.inject({ method: 'GET', url: '/api/core/users/current', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Session has expired' });
  });

  it('renews a token whose remaining lifetime is at or below 600 s', async () => {
    const nearEnd = await new SignJWT({ tenant: 'master', adm: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin@master')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 300)
      .sign(new TextEncoder().encode(await secret()));
    const res = await app.inject({ method: 'GET', url: '/api/core/users/current', headers: { authorization: `Bearer ${nearEnd}` } });
    expect(res.statusCode).toBe(200);
    const renewed = String(res.headers.authorization).slice(7);
    expect(renewed).not.toBe(nearEnd);
    const exp = JSON.parse(Buffer.from(renewed.split('.')[1], 'base64url').toString()).exp;
    expect(exp - Date.now() / 1000).toBeGreaterThan(3000);
  });

  it('signs in with a session token (token login) and refuses a bad one with 401', async () => {
    const ok = await app.inject({ method: 'POST', url: '/api/core/auth/token/login', payload: { token: admin.authorization.slice(7) } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.authorization).toBeDefined();
    const bad = await app.inject({ method: 'POST', url: '/api/core/auth/token/login', payload: { token: 'not.a.token' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('LOGIN_TOKEN_INVALID');
    const missing = await app.inject({ method: 'POST', url: '/api/core/auth/token/login', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('logs out with an answer that carries no Authorization header', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/core/auth/logout', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers.authorization).toBeUndefined();
  });
});
