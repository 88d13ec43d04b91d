import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { ADMIN_PASSWORD, startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

const PERSONS = '/api/person/persons';

describe.each(testDatabases())('catalogued errors on $name', (db) => {
  let s: TestServer;
  let h: Headers;
  let registration: string;
  beforeAll(async () => {
    s = await startTestServer(db);
    h = s.master;
    registration = (await s.inject({ method: 'POST', url: PERSONS, headers: h, payload: { name: 'Kept' } })).json().registration;
  }, 120_000);
  afterAll(() => s?.close());

  const raw = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: string | undefined, contentType?: string) =>
    s.inject({ method, url, headers: { ...h, ...(contentType ? { 'content-type': contentType } : {}) }, ...(payload === undefined ? {} : { payload }) });

  it('answers a wrong password with 401 INVALID_CREDENTIALS and no Authorization header', async () => {
    const res = await s.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: 'wrong-one' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(res.headers.authorization).toBeUndefined();
  });

  it('carries the Authorization header on every answer to a signed-in request, and drops it at logout (seed 000 §4.3)', async () => {
    const login = await s.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: ADMIN_PASSWORD } });
    expect(login.headers.authorization).toMatch(/^Bearer \S+$/);
    const headers = { authorization: String(login.headers.authorization) };
    for (const url of [PERSONS, `${PERSONS}/${registration}`, `${PERSONS}/NOPE`, `${PERSONS}?nope=1`]) {
      expect((await s.inject({ method: 'GET', url, headers })).headers.authorization).toMatch(/^Bearer /);
    }
    const logout = await s.inject({ method: 'GET', url: '/api/core/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers.authorization).toBeUndefined();
  });

  it('refuses unauthenticated and forged requests with 401', async () => {
    const anonymous = await s.inject({ method: 'GET', url: PERSONS });
    expect(anonymous.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(anonymous.headers.authorization).toBeUndefined();
    const forged = await s.inject({ method: 'GET', url: PERSONS, headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('SESSION_EXPIRED');
  });

  it('answers an unknown route with a JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/person/nopes'], ['DELETE', PERSONS]] as const) {
      const res = await s.inject({ method, url, headers: h });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND' });
    }
  });

  it.each([
    ['malformed JSON', '{"name": ', 'application/json', 400, 'INVALID_JSON_FIELD'],
    ['an empty JSON body', '', 'application/json', 400, 'MISSING_BODY_PAYLOAD'],
    ['no body at all', undefined, undefined, 400, 'MISSING_BODY_PAYLOAD'],
    ['an array body', '[{"name": "x"}]', 'application/json', 400, 'INVALID_FIELD_IN_BODY'],
    ['a JSON string body', '"hello"', 'application/json', 400, 'INVALID_FIELD_IN_BODY'],
    ['a JSON null body', 'null', 'application/json', 400, 'MISSING_BODY_PAYLOAD'],
    ['a text body', 'name=x', 'text/plain', 400, 'INVALID_FIELD_IN_BODY'],
    ['a form body', 'name=x', 'application/x-www-form-urlencoded', 400, 'INVALID_FIELD_IN_HEADERS'],
    ['a prototype-poisoning body', '{"__proto__": {"isAdmin": true}}', 'application/json', 400, 'INVALID_JSON_FIELD'],
    ['a body above 5 MB', JSON.stringify({ name: 'x', notes: 'y'.repeat(6 * 1024 * 1024) }), 'application/json', 413, 'PAYLOAD_TOO_LARGE'],
  ])('answers %s with a catalogued error and changes nothing', async (_what, payload, type, status, code) => {
    for (const [method, url] of [['POST', PERSONS], ['POST', `${PERSONS}/${registration}`], ['PATCH', `${PERSONS}/${registration}`]] as const) {
      const res = await raw(method, url, payload, type);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(res.json()).toMatchObject({ status, code, message: expect.any(String) });
    }
    const kept = (await s.inject({ method: 'GET', url: `${PERSONS}/${registration}`, headers: h })).json();
    expect(kept).toMatchObject({ name: 'Kept', _version: 1 });
    expect((await s.inject({ method: 'GET', url: `${PERSONS}?range=0-0`, headers: h })).headers['pagination-total']).toBe('1');
  });

  it.each([
    ['an unknown filter field', 'nope=1', 'INVALID_FIELD_IN_QUERY'],
    ['a bad range', 'range=5-1', 'INVALID_FIELD_IN_QUERY'],
    ['a bad date', 'birthDate=2024-02-30', 'INVALID_DATE_FIELD'],
    ['a bad date keyword', 'birthDate=someday', 'INVALID_DATE_FIELD'],
    ['an unknown include', 'include=everything', 'INVALID_FIELD_IN_QUERY'],
    ['an unknown breakdown field', 'breakdown=nope', 'INVALID_FIELD_IN_QUERY'],
    ['an unsafe field name', `${encodeURIComponent("name') OR 1=1 --")}=x`, 'INVALID_FIELD_IN_QUERY'],
  ])('answers %s in a query with a catalogued 400', async (_what, query, code) => {
    const res = await s.inject({ method: 'GET', url: `${PERSONS}?${query}`, headers: h });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code });
  });

  it('answers an unknown key with 404 ENTITY_REGISTRATION_NOT_FOUND', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await s.inject({ method, url: `${PERSONS}/AUT99999999`, headers: h, ...(method === 'POST' ? { payload: { name: 'x' } } : {}) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND', message: 'Person "AUT99999999" not found', args: ['Person', 'AUT99999999'] });
    }
  });

  it('never answers 500 to odd input', async () => {
    const odd = ['%', '%00', '\u0000', "'", '\\', '/(/i', '//i', '/^/i', '~', ',', '!', '!!', '1~2~3', 'null~', 'x'.repeat(5000)];
    const urls = odd.flatMap((v) => {
      const e = encodeURIComponent(v);
      return [`${PERSONS}?name=${e}`, `${PERSONS}?birthDate=${e}`, `${PERSONS}?search=${e}`, `${PERSONS}?sort=${e}`, `${PERSONS}?range=${e}`, `${PERSONS}/${e}`, `${PERSONS}?projection=${e}`];
    });
    for (const url of urls) {
      const res = await s.inject({ method: 'GET', url, headers: h });
      expect(res.statusCode, `${url.slice(0, 80)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
    for (const body of [{ name: '\u0000' }, { name: 12 }, { addresses: [null] }, { roles: 'x' }, { 'a.b': 1, '': 2 }, { type: 'C', name: 'ok', nested: { deep: [[[[[[1]]]]]] } }]) {
      const res = await s.inject({ method: 'POST', url: PERSONS, headers: h, payload: body });
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});
