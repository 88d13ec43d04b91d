import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARM_PATHS, warmUp } from '../../../server/warmUp.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { testDatabases } from '../support/testDatabases.ts';

describe.each(testDatabases())('the warm-up at boot on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  });
  afterAll(() => s?.close());

  const accessLogs = async () => {
    const res = await s.inject({ method: 'GET', url: '/api/system/access-logs?username=admin%40master&range=0-99', headers: s.master });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<unknown[]>().length;
  };
  const lastLogin = async () => {
    const res = await s.inject({ method: 'GET', url: '/api/core/users/admin@master', headers: s.master });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ lastLoginDate?: string }>().lastLoginDate;
  };

  it('reads every path of the first screens as the first tenant admin, without signing in', async () => {
    const logsBefore = await accessLogs();
    const loginBefore = await lastLogin();
    expect(await warmUp(s.app)).toBe(WARM_PATHS.length);
    expect(await accessLogs()).toBe(logsBefore);
    expect(await lastLogin()).toBe(loginBefore);
  });

  it('counts only the reads that answered 200', async () => {
    expect(await warmUp(s.app, ['/api/core/dashboard?locale=en-US', '/api/no-such-route', '/api/financing/contracts/NO-SUCH-KEY'])).toBe(1);
  });
});
