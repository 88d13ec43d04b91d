import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, buildApp, createUser, login, signIn, USER_PASSWORD, type Headers } from './helpers.ts';

let app: FastifyInstance;
let admin: Headers;
let secret = '';
const USER = 'totty@master';
const now = () => Math.floor(Date.now() / 1000);
const code = (offsetSteps = 0) => generate({ secret, epoch: now() + offsetSteps * 30 });

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
  await createUser(app, admin, USER);
});
afterAll(() => app.close());

const finish = (totpToken: string, c: string) => app.inject({ method: 'POST', url: '/api/core/auth/totp', payload: { totpToken, code: c } });

describe('TOTP enrolment (RFC 6238)', () => {
  let user: Headers;

  it('needs a session to enroll', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/core/auth/totp/enroll' });
    expect(res.statusCode).toBe(401);
  });

  it('answers a secret and an otpauth URL, and refuses activation with a wrong or malformed code', async () => {
    user = await signIn(app, USER, USER_PASSWORD);
    const activateEarly = await app.inject({ method: 'POST', url: '/api/core/auth/totp/activate', headers: user, payload: { code: '123456' } });
    expect(activateEarly.json().code).toBe('TOTP_NOT_ENROLLED');
    const res = await app.inject({ method: 'POST', url: '/api/core/auth/totp/enroll', headers: user });
    expect(res.statusCode).toBe(200);
    secret = res.json().secret;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(res.json().otpauthUrl).toMatch(/^otpauth:\/\/totp\/Tabula:totty%40master\?secret=[A-Z2-7]+/);
    const wrong = await app.inject({ method: 'POST', url: '/api/core/auth/totp/activate', headers: user, payload: { code: await code(-5) } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('TOTP_CODE_INVALID');
    const malformed = await app.inject({ method: 'POST', url: '/api/core/auth/totp/activate', headers: user, payload: { code: '12ab' } });
    expect(malformed.statusCode).toBe(400);
  });

  it('activates with a valid code and records hasActivatedMfa', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/core/auth/totp/activate', headers: user, payload: { code: await code(-1) } });
    expect(res.statusCode).toBe(200);
    const record = await app.inject({ method: 'GET', url: `/api/core/users/${USER}`, headers: admin });
    expect(record.json().hasActivatedMfa).toBe(true);
    const again = await app.inject({ method: 'POST', url: '/api/core/auth/totp/enroll', headers: user });
    expect(again.statusCode).toBe(409);
  });
});

describe('sign-in with TOTP', () => {
  const passwordStep = async () => {
    const res = await login(app, USER, USER_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers.authorization).toBeUndefined();
    expect(res.json()).toMatchObject({ mfaRequired: true, mfaUserMethods: ['TOTP'] });
    return String(res.json().totpToken);
  };

  it('answers mfaRequired without Authorization, then the code finishes the sign-in', async () => {
    const token = await passwordStep();
    const notASession = await app.inject({ method: 'GET', url: '/api/core/users/current', headers: { authorization: `Bearer ${token}` } });
    expect(notASession.statusCode).toBe(401);
    const res = await finish(token, await code(0));
    expect(res.statusCode).toBe(200);
    expect(res.headers.authorization).toMatch(/^Bearer /);
    expect(res.json().username).toBe(USER);
  });

  it('refuses a code used once already, and an older one', async () => {
    const token = await passwordStep();
    const reused = await finish(token, await code(0));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('TOTP_CODE_REUSED');
    expect((await finish(token, await code(-1))).json().code).toBe('TOTP_CODE_REUSED');
  });

  it('accepts one step of clock drift ahead, but not two', async () => {
    const token = await passwordStep();
    expect((await finish(token, await code(2))).json().code).toBe('TOTP_CODE_INVALID');
    expect((await finish(token, await code(1))).statusCode).toBe(200);
  });

  it('refuses a tampered or foreign totpToken with a 401', async () => {
    const token = await passwordStep();
    const res = await finish(`${token.slice(0, -3)}abc`, '000000');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOTP_TOKEN_INVALID');
    const session = await signIn(app);
    expect((await finish(session.authorization.slice(7), '000000')).json().code).toBe('TOTP_TOKEN_INVALID');
  });

  it('counts wrong codes towards the lock and logs the attempts', async () => {
    const token = await passwordStep();
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await finish(token, '000000')).json().code);
    expect(statuses.slice(0, 4)).toEqual(Array(4).fill('TOTP_CODE_INVALID'));
    expect(statuses[4]).toBe('USER_LOCKED');
    const logs = await accessLogs(app, admin, USER);
    expect(logs.filter((l) => l.name === 'LOGIN_TOTP').length).toBeGreaterThanOrEqual(5);
    const record = await app.inject({ method: 'GET', url: `/api/core/users/${USER}`, headers: admin });
    expect(record.json().isLocked).toBe(true);
  });

  it('an administrator resets the password (unlocking) and the TOTP', async () => {
    const pw = await app.inject({ method: 'POST', url: `/api/core/users/${USER}/password`, headers: admin, payload: { password: 'An0ther-Strong-pw' } });
    expect(pw.statusCode).toBe(200);
    const reset = await app.inject({ method: 'DELETE', url: `/api/core/users/${USER}/totp`, headers: admin });
    expect(reset.statusCode).toBe(204);
    const res = await login(app, USER, 'An0ther-Strong-pw');
    expect(res.statusCode).toBe(200);
    expect(res.headers.authorization).toBeDefined();
  });
});
