import type { FastifyInstance, InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { SignInLimiter } from '../../../server/auth/signInLimiter.ts';
import { testDatabases, type TestDatabase } from '../support/testDatabases.ts';
import { ADMIN_PASSWORD, createUser, USER_PASSWORD, type Headers } from './helpers.ts';

const WINDOW = 60_000;

/** Sign-in rate limits (issue 19 item 6): per address and per username, 429 with Retry-After, TOTP included. */
describe.each(testDatabases())('sign-in rate limits on $name', (db: TestDatabase) => {
  let app: FastifyInstance;
  let admin: Headers;
  let clock = Date.now();

  const inject = (opts: InjectOptions & { ip?: string }) => app.inject({ remoteAddress: opts.ip ?? '10.0.0.1', ...opts });
  const login = (username: string, password: string, ip?: string) =>
    inject({ method: 'POST', url: '/api/core/auth/login', payload: { username, password }, ip });
  const totpStep = (totpToken: string, code: string, ip?: string) => inject({ method: 'POST', url: '/api/core/auth/totp', payload: { totpToken, code }, ip });

  beforeAll(async () => {
    const databaseUrl = await db.create();
    app = await build({
      databaseUrl,
      adminPassword: ADMIN_PASSWORD,
      logger: false,
      demoData: false,
      signInLimits: { ipAttempts: 40, attemptWindowMs: WINDOW, ipFailures: 12, userFailures: 3, failureWindowMs: WINDOW, now: () => clock },
    });
    const res = await login('admin@master', ADMIN_PASSWORD, '10.9.9.9');
    admin = { authorization: String(res.headers.authorization) };
    for (const name of ['rita', 'tom', 'una', 'victor']) await createUser(app, admin, `${name}@master`);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('refuses a username after 3 failures in the window with 429 TOO_MANY_REQUESTS and Retry-After, then lets it try again', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await login('ghost@master', 'Wrong-passw0rd', `10.1.0.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401]);
    clock += 10_000;
    const refused = await login('ghost@master', 'Wrong-passw0rd', '10.1.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many attempts: try again in 50 seconds', args: ['50'] });
    expect(refused.headers['retry-after']).toBe('50');
    // the same name in another case is the same user
    expect((await login('GHOST@master', 'x', '10.1.0.10')).statusCode).toBe(429);
    clock += 50_001;
    expect((await login('ghost@master', 'Wrong-passw0rd', '10.1.0.11')).statusCode).toBe(401);
  });

  it('refuses the right password too while the username is over its limit, and a success forgets its failures', async () => {
    expect((await login('rita@master', 'Wrong-passw0rd', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('rita@master', 'Wrong-passw0rd', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('rita@master', USER_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    // counted again from zero: two more failures do not reach the limit of 3
    expect((await login('rita@master', 'Wrong-passw0rd', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('rita@master', 'Wrong-passw0rd', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('rita@master', USER_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await login('rita@master', 'Wrong-passw0rd', '10.2.0.2');
    const refused = await login('rita@master', USER_PASSWORD, '10.2.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers.authorization).toBeUndefined();
    clock += WINDOW + 1;
    expect((await login('rita@master', USER_PASSWORD, '10.2.0.3')).statusCode).toBe(200);
  });

  it('refuses an address after 12 failures on any usernames, while other addresses still sign in', async () => {
    clock += WINDOW + 1;
    for (let i = 0; i < 12; i++) expect((await login(`guess${i}@master`, 'Wrong-passw0rd', '10.3.0.1')).statusCode).toBe(401);
    const refused = await login('tom@master', USER_PASSWORD, '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('tom@master', USER_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
    clock += WINDOW + 1;
    expect((await login('tom@master', USER_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });

  it('counts every request of an address (successes included) against the attempt limit', async () => {
    clock += WINDOW + 1;
    for (let i = 0; i < 40; i++) expect((await login('tom@master', USER_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    expect((await login('tom@master', USER_PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    // malformed usernames are refused by the rate limit too (nothing is checked once over it)
    expect((await login('not a name', 'x', '10.4.0.1')).statusCode).toBe(429);
    expect((await login('tom@master', USER_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });

  describe('TOTP', () => {
    let secret = '';
    const code = (offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
    const wrongCode = async () => {
      const valid = new Set(await Promise.all([-2, -1, 0, 1, 2].map((d) => code(d))));
      for (let n = 0; ; n++) if (!valid.has(String(n).padStart(6, '0'))) return String(n).padStart(6, '0');
    };
    const passwordStep = async (username: string, ip: string) => {
      const res = await login(username, USER_PASSWORD, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json().mfaRequired).toBe(true);
      return String(res.json().totpToken);
    };
    const enroll = async (username: string) => {
      clock += WINDOW + 1;
      const user = { authorization: String((await login(username, USER_PASSWORD, '10.5.0.1')).headers.authorization) };
      secret = (await inject({ method: 'POST', url: '/api/core/auth/totp/enroll', headers: user })).json().secret;
      const res = await inject({ method: 'POST', url: '/api/core/auth/totp/activate', headers: user, payload: { code: await code(-1) } });
      expect(res.statusCode).toBe(200);
      return user;
    };

    it('limits wrong sign-in codes per username, whatever the address, with Retry-After', async () => {
      await enroll('una@master');
      const token = await passwordStep('una@master', '10.5.0.2');
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await totpStep(token, await wrongCode(), `10.5.1.${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401]);
      const refused = await totpStep(token, await code(), '10.5.1.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
      expect(refused.headers['retry-after']).toBe('60');
      // the password step of that user is refused too: the failures are the user's
      expect((await login('una@master', USER_PASSWORD, '10.5.1.10')).statusCode).toBe(429);
    });

    it('counts bad step tokens against the address', async () => {
      clock += WINDOW + 1;
      for (let i = 0; i < 12; i++) expect((await totpStep(`not-a-token-${i}`, '123456', '10.6.0.1')).statusCode).toBe(401);
      const refused = await totpStep('not-a-token', '123456', '10.6.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
    });

    it('locks the user after 5 wrong codes even when the password is given again between them', async () => {
      // before: a right password reset the count, so wrong codes could be tried forever
      await enroll('victor@master');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        clock += WINDOW + 1; // keep under the rate limits: only the lock is tested here
        const token = await passwordStep('victor@master', '10.7.0.1');
        statuses.push((await totpStep(token, await wrongCode(), '10.7.0.1')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 403]);
      clock += WINDOW + 1;
      const locked = await login('victor@master', USER_PASSWORD, '10.7.0.1');
      expect(locked.statusCode).toBe(403);
      expect(locked.json().code).toBe('USER_LOCKED');
      const record = await inject({ method: 'GET', url: '/api/core/users/victor@master', headers: admin, ip: '10.9.9.9' });
      expect(record.json().isLocked).toBe(true);
    });

    it('limits wrong activation codes of a signed-in user', async () => {
      clock += WINDOW + 1;
      const user = { authorization: String((await login('tom@master', USER_PASSWORD, '10.8.0.1')).headers.authorization) };
      secret = (await inject({ method: 'POST', url: '/api/core/auth/totp/enroll', headers: user, ip: '10.8.0.1' })).json().secret;
      for (let i = 0; i < 3; i++) {
        const res = await inject({ method: 'POST', url: '/api/core/auth/totp/activate', headers: user, payload: { code: await wrongCode() }, ip: '10.8.0.1' });
        expect(res.statusCode).toBe(401);
      }
      const refused = await inject({ method: 'POST', url: '/api/core/auth/totp/activate', headers: user, payload: { code: await code() }, ip: '10.8.0.1' });
      expect(refused.statusCode).toBe(429);
    });
  });
});

describe('the limiter itself', () => {
  it('keeps sliding windows: the wait is until the oldest counted event leaves the window', () => {
    let now = 1_000_000;
    const limiter = new SignInLimiter({ ipAttempts: 100, ipFailures: 2, userFailures: 100, failureWindowMs: 10_000, now: () => now });
    const reply = { header: () => reply } as unknown as Parameters<SignInLimiter['admit']>[1];
    limiter.failed('1.2.3.4');
    now += 4_000;
    limiter.failed('1.2.3.4');
    expect(() => limiter.admit('1.2.3.4', reply)).toThrow('Too many attempts: try again in 6 seconds');
    now += 6_000;
    expect(() => limiter.admit('1.2.3.4', reply)).not.toThrow();
    expect(() => limiter.admit('5.6.7.8', reply)).not.toThrow();
  });

  it('uses the client address given by a trusted proxy', async () => {
    const app = await build({ adminPassword: ADMIN_PASSWORD, logger: false, demoData: false, trustProxy: true, signInLimits: { ipFailures: 2, userFailures: 100 } });
    try {
      const attempt = (client: string) =>
        app.inject({ method: 'POST', url: '/api/core/auth/login', headers: { 'x-forwarded-for': client }, payload: { username: 'nobody@master', password: 'x' } });
      expect((await attempt('192.0.2.1')).statusCode).toBe(401);
      expect((await attempt('192.0.2.1')).statusCode).toBe(401);
      expect((await attempt('192.0.2.1')).statusCode).toBe(429);
      expect((await attempt('192.0.2.2')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
