import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lecturaSettingKey } from '../../../server/catalog/lectura/lecturaSettings.ts';
import { usersWithProfiles } from '../identity/helpers.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';
import { FAKE_API_KEY, startFakeLectura, type FakeLectura } from './fakeLectura.ts';

const BASE = '/api/external/lectura';
const SETTINGS = `${BASE}/settings`;
const TIMEOUT_MS = 300;

describe.each(testDatabases())('outside equipment catalogue (lectura) on $name', (db) => {
  let s: TestServer;
  let fake: FakeLectura;
  let reader: Headers;
  let nobody: Headers;

  beforeAll(async () => {
    fake = await startFakeLectura();
    s = await startTestServer(db, { catalogTimeoutMs: TIMEOUT_MS });
    const users = await usersWithProfiles(s.app, s.master as { authorization: string }, { CATALOGUE: ['read /api/asset/asset-catalog-items'], NOTHING: [] }, { 'reader@master': 'CATALOGUE', 'nobody@master': 'NOTHING' });
    ({ 'reader@master': reader, 'nobody@master': nobody } = users);
    const put = await configure('master', `${fake.url}/ok/`);
    expect(put.statusCode, put.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await fake?.close();
  });

  const configure = (tenant: 'master' | 'test', baseUrl: string, headers: Headers = s[tenant]) =>
    s.inject({ method: 'PUT', url: SETTINGS, headers, payload: { baseUrl, apiKey: FAKE_API_KEY } });
  const get = (url: string, headers: Headers = s.master) => s.inject({ method: 'GET', url, headers });

  it('stores the settings per tenant with the API key sealed, and never answers the key', async () => {
    expect((await get(SETTINGS)).json()).toEqual({ baseUrl: `${fake.url}/ok`, apiKeySet: true });
    expect((await get(SETTINGS, s.test)).json()).toEqual({ baseUrl: null, apiKeySet: false });
    const stored = await s.app.tabula.db.admin((q) => q.query<{ value: string }>('SELECT value FROM system_settings WHERE key = $1', [lecturaSettingKey('master')]));
    expect(stored.rows[0].value).toContain(`${fake.url}/ok`);
    expect(stored.rows[0].value).not.toContain(FAKE_API_KEY);
  });

  it('answers the lists as the service gives them, or as select options with ?list=true', async () => {
    const roots = await get(`${BASE}/root-categories?list=true`);
    expect(roots.statusCode, roots.body).toBe(200);
    expect(roots.json()).toEqual([{ value: '1', label: 'Earthmoving' }, { value: '2', label: 'Lifting' }]);
    expect((await get(`${BASE}/root-categories`)).json()).toHaveLength(3);
    expect((await get(`${BASE}/categories/1/sub-categories?list=true`)).json()).toEqual([{ value: '11', label: 'Excavators' }]);
    expect((await get(`${BASE}/categories/11/manufacturers?list=true`)).json()).toEqual([{ value: 'cat', label: 'Caterpillar' }, { value: 'volvo', label: 'Volvo' }]);
    expect((await get(`${BASE}/categories/11/manufacturers/cat/models?list=true`)).json()).toEqual([{ value: '320', label: '320 GC' }]);
    expect((await get(`${BASE}/search/volvo?list`)).json()).toEqual([{ value: 'ec220', label: 'EC220E' }]);
    expect((await get(`${BASE}/search/excavator%20320`)).json()).toEqual([]);
    const last = fake.requests.at(-1);
    expect(last).toEqual({ url: '/ok/search/excavator%20320', authorization: `Bearer ${FAKE_API_KEY}` });
  });

  it('answers one model or manufacturer', async () => {
    expect((await get(`${BASE}/models/320`)).json()).toMatchObject({ id: '320', name: '320 GC', price: 152000 });
    expect((await get(`${BASE}/manufacturers/cat`)).json()).toEqual({ id: 'cat', name: 'Caterpillar', country: 'US' });
  });

  it('answers the regressor curves, and an empty list without a model or manufacturer name', async () => {
    const curves = await get(`${BASE}/v2/regressor?modelName=320%20GC&manufacturerName=Caterpillar&year=2021&usage=3500`);
    expect(curves.statusCode, curves.body).toBe(200);
    expect(curves.json()).toEqual([{ modelName: '320 GC', manufacturerName: 'Caterpillar', year: 2021, usage: 3500, values: [100, 80, 65] }]);
    const before = fake.requests.length;
    expect((await get(`${BASE}/v2/regressor?modelName=320%20GC`)).json()).toEqual([]);
    expect((await get(`${BASE}/v2/regressor?manufacturerName=Caterpillar&modelName=`)).json()).toEqual([]);
    expect(fake.requests.length).toBe(before);
  });

  it('serves the asset catalogue provider "lectura": models as catalogue items', async () => {
    const res = await get('/api/asset/catalog/items?provider=lectura&search=caterpillar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ code: '320', name: 'Caterpillar 320 GC', type: 'Excavators', catalogName: 'LECTURA', unitPrice: 152000, taxCode: null, supplierRegistration: null, currency: 'EUR' }]);
    expect((await get('/api/asset/catalog/items?provider=lectura&search=e&limit=1')).json()).toHaveLength(1);
    expect((await get('/api/asset/catalog/items?provider=lectura')).json()).toEqual([]);
  });

  it('answers MISSING_CONFIG to a tenant without settings: one tenant never uses another one\'s', async () => {
    for (const url of [`${BASE}/root-categories`, '/api/asset/catalog/items?provider=lectura&search=volvo']) {
      const res = await get(url, s.test);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ status: 409, code: 'MISSING_CONFIG', message: 'Configuration "lectura" is missing' });
    }
  });

  it('answers 502 CATALOG_UNAVAILABLE when the service fails, times out, answers no JSON or refuses the key', async () => {
    const cases: [string, string][] = [
      ['broken', 'the service answered HTTP 500'],
      ['slow', `no answer after ${TIMEOUT_MS / 1000} s`],
      ['text', 'the service answered something other than JSON'],
    ];
    for (const [mode, reason] of cases) {
      expect((await configure('test', `${fake.url}/${mode}`)).statusCode).toBe(200);
      const started = Date.now();
      for (const url of [`${BASE}/root-categories?list=true`, '/api/asset/catalog/items?provider=lectura&search=volvo']) {
        const res = await get(url, s.test);
        expect(res.statusCode, `${mode} ${url}`).toBe(502);
        expect(res.json()).toMatchObject({ status: 502, code: 'CATALOG_UNAVAILABLE', message: `The catalogue "lectura" cannot be reached: ${reason}` });
      }
      expect(Date.now() - started).toBeLessThan(1_900);
    }
    const wrongKey = await s.inject({ method: 'PUT', url: SETTINGS, headers: s.test, payload: { baseUrl: `${fake.url}/ok`, apiKey: 'wrong' } });
    expect(wrongKey.statusCode).toBe(200);
    expect((await get(`${BASE}/models/320`, s.test)).json()).toMatchObject({ code: 'CATALOG_UNAVAILABLE', message: 'The catalogue "lectura" cannot be reached: the service answered HTTP 401' });
    expect((await get(`${BASE}/manufacturers/listed`)).json()).toMatchObject({ code: 'CATALOG_UNAVAILABLE', message: 'The catalogue "lectura" cannot be reached: unexpected answer (an object was expected)' });
    expect((await s.inject({ method: 'DELETE', url: SETTINGS, headers: s.test })).statusCode).toBe(204);
    expect((await get(`${BASE}/root-categories`, s.test)).json()).toMatchObject({ code: 'MISSING_CONFIG' });
  });

  it('refuses bad input with catalogued errors', async () => {
    expect((await get(`${BASE}/categories/a%2F..%2Fb/sub-categories`)).json()).toMatchObject({ status: 400 });
    const before = fake.requests.length;
    for (const dots of ['..', '%2E%2E', '.']) {
      const res = await get(`${BASE}/search/${dots}`);
      expect([400, 404], dots).toContain(res.statusCode);
      expect(res.json(), dots).toHaveProperty('code');
    }
    expect(fake.requests.length, 'no dot segment reaches the service').toBe(before);
    expect((await get(`${BASE}/v2/regressor?modelName=a&manufacturerName=b&year=21`)).statusCode).toBe(400);
    for (const baseUrl of ['not a url', 'ftp://example.com', 'https://user:pw@example.com', 'https://example.com/?key=1']) {
      const res = await configure('master', baseUrl);
      expect(res.statusCode, baseUrl).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_FIELD_IN_BODY' });
    }
    const missing = await s.inject({ method: 'PUT', url: SETTINGS, headers: s.master, payload: { baseUrl: fake.url } });
    expect(missing.statusCode).toBe(400);
    expect((await get(SETTINGS)).json()).toEqual({ baseUrl: `${fake.url}/ok`, apiKeySet: true });
  });

  it('checks permissions on the server: readers of catalogue items read, administrators configure', async () => {
    expect((await get(`${BASE}/root-categories?list=true`, reader)).statusCode).toBe(200);
    const refused = await get(`${BASE}/root-categories?list=true`, nobody);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
    for (const headers of [reader, nobody]) {
      expect((await get(SETTINGS, headers)).statusCode).toBe(403);
      expect((await configure('master', 'https://elsewhere.example', headers)).statusCode).toBe(403);
    }
    expect((await s.inject({ method: 'GET', url: `${BASE}/root-categories` })).statusCode).toBe(401);
    expect((await s.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
  });
});
