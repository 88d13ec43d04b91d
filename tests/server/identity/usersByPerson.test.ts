import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { signIn, startTestServer, type Headers, type TestServer } from '../support/testServer.ts';
import { createUser, USER_PASSWORD } from './helpers.ts';

type Rec = Record<string, unknown>;

describe.each(testDatabases())('GET /api/core/users?person={registration} (seed 002 §7) on $name', (db) => {
  let s: TestServer;
  let nobody: Headers;
  let person = '';
  const get = (url: string, headers?: Headers) => s.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  const usernames = async (url: string, headers: Headers) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Rec[]).map((u) => u.username).sort();
  };

  beforeAll(async () => {
    s = await startTestServer(db);
    const created = await s.inject({ method: 'POST', url: '/api/person/persons', headers: s.master, payload: { type: 'I', firstName: 'Ada', lastName: 'Lovelace' } });
    expect(created.statusCode, created.body).toBe(201);
    person = String((created.json() as Rec).registration);
    const admin = s.master as { authorization: string };
    await createUser(s.app, admin, 'ada@master', { personRegistration: person });
    await createUser(s.app, admin, 'ada.second@master', { personRegistration: person });
    await createUser(s.app, admin, 'other@master', { personRegistration: 'PER-SOMEONE-ELSE' });
    const put = await s.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: s.master, payload: { NOTHING: [] } });
    expect(put.statusCode, put.body).toBe(200);
    await createUser(s.app, admin, 'nobody@master', { profiles: ['NOTHING'] });
    nobody = await signIn(s.app, 'nobody@master', USER_PASSWORD);
    // the same person registration in another tenant
    await createUser(s.app, s.test as { authorization: string }, 'ada@test', { personRegistration: person });
  }, 120_000);
  afterAll(() => s?.close());

  it("answers the users linked to the person, as the personRegistration filter does", async () => {
    const url = `/api/core/users?person=${encodeURIComponent(person)}`;
    expect(await usernames(url, s.master)).toEqual(['ada.second@master', 'ada@master']);
    expect(await usernames(`/api/core/users?personRegistration=${encodeURIComponent(person)}`, s.master)).toEqual(['ada.second@master', 'ada@master']);
    expect(await usernames(`${url}&search=second`, s.master)).toEqual(['ada.second@master']);
    expect(await usernames('/api/core/users?person=NOPE', s.master)).toEqual([]);
    const paged = await get(`${url}&range=0-0`, s.master);
    expect(paged.headers['pagination-total']).toBe('2');
  });

  it("never answers another tenant's users", async () => {
    expect(await usernames(`/api/core/users?person=${encodeURIComponent(person)}`, s.test)).toEqual(['ada@test']);
  });

  it('refuses without a session or the read permission, and a query naming no field', async () => {
    expect((await get(`/api/core/users?person=${person}`)).statusCode).toBe(401);
    const refused = await get(`/api/core/users?person=${person}`, nobody);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
    const unknown = await get(`/api/core/users?persons=${person}`, s.master);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_QUERY' });
  });
});
