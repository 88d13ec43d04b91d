import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersWithProfiles } from '../identity/helpers.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;

const EXTENSION = { Contract: { properties: { dealerCode: { type: ['string', 'null'], maxLength: 8, 'x-field': { type: 'text', label: 'Dealer code' } } } } };
const DYNO = [{ name: 'dynoParking', title: 'Parking', properties: { spots: { type: ['integer', 'null'], 'x-field': { type: 'integer', label: 'Spots' } } } }];

describe.each(testDatabases())('GET {apiPath}-schema of every entity on $name', (db) => {
  let s: TestServer;
  let reader: Headers;
  let nobody: Headers;
  const get = (url: string, headers?: Headers) => s.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  const saveConfig = async (name: string, content: unknown) => {
    const res = await s.inject({ method: 'PATCH', url: `/api/script/scripts/${name}`, headers: s.master, payload: { content: JSON.stringify(content) } });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    s = await startTestServer(db);
    await saveConfig('collection-extension', EXTENSION);
    await saveConfig('dyno-descriptors', DYNO);
    const users = await usersWithProfiles(s.app, s.master as { authorization: string }, { CONTRACT_READER: ['read /api/financing/contracts'], NOTHING: [] }, { 'reader@master': 'CONTRACT_READER', 'nobody@master': 'NOTHING' });
    ({ 'reader@master': reader, 'nobody@master': nobody } = users);
  }, 120_000);
  afterAll(() => s?.close());

  it('answers the contract schema with the tenant extension, shapes inlined (what the offline preload reads)', async () => {
    const res = await get('/api/financing/contracts-schema', s.master);
    expect(res.statusCode, res.body).toBe(200);
    const schema = res.json() as { type: string; properties: Record<string, Rec>; 'x-entity': Rec };
    expect(schema.type).toBe('object');
    expect(schema['x-entity']).toMatchObject({ name: 'Contract' });
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['registration', 'status', 'dealerCode']));
    expect(schema.properties.dealerCode).toMatchObject({ maxLength: 8, 'x-field': { label: 'Dealer code' } });
    expect(JSON.stringify(schema)).not.toContain('$ref');
  });

  it('shows another tenant the built-in entity only', async () => {
    const res = await get('/api/financing/contracts-schema', s.test);
    expect(res.statusCode).toBe(200);
    expect(Object.keys((res.json() as { properties: Rec }).properties)).not.toContain('dealerCode');
  });

  it('answers every registry entity', async () => {
    for (const info of s.app.tabula.registry.all().filter((i) => !i.dyno)) {
      const res = await get(`${info.apiPath}-schema`, s.test);
      expect(res.statusCode, `${info.name}: ${res.body}`).toBe(200);
    }
    expect((await get('/api/person/persons-schema', s.test)).json()).toMatchObject({ type: 'object', 'x-entity': { name: 'Person' } });
  });

  it("answers a dyno entity's schema in its own tenant only", async () => {
    const own = await get('/api/dyno/dynoParking-schema', s.master);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as { properties: Rec }).properties.spots).toMatchObject({ 'x-field': { type: 'integer' } });
    const other = await get('/api/dyno/dynoParking-schema', s.test);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 404 });
    expect((await get('/api/dyno/dynoParking', s.master)).statusCode).toBe(200);
  });

  it('needs a session and the read permission of the collection', async () => {
    expect((await get('/api/financing/contracts-schema')).statusCode).toBe(401);
    expect((await get('/api/financing/contracts-schema', reader)).statusCode).toBe(200);
    const refused = await get('/api/person/persons-schema', reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission "read /api/person/persons" is required' });
    expect((await get('/api/financing/contracts-schema', nobody)).statusCode).toBe(403);
    expect((await get('/api/dyno/dynoParking-schema', nobody)).statusCode).toBe(403);
  });
});
