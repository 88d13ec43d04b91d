import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, USER_PASSWORD } from '../identity/helpers.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { signIn, startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const TEXT = Buffer.from('Signed framework agreement').toString('base64');

describe.each(testDatabases())('documents of the tenant record (/tenant, seed 001 §7 documents) on $name', (db) => {
  let s: TestServer;
  let nobody: Headers;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: Rec) =>
    s.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    s = await startTestServer(db);
    const put = await call('PUT', '/api/core/profiles-permissions', s.master, { NOTHING: [] });
    expect(put.statusCode, put.body).toBe(200);
    await createUser(s.app, s.master as { authorization: string }, 'nobody@master', { profiles: ['NOTHING'] });
    nobody = await signIn(s.app, 'nobody@master', USER_PASSWORD);
  }, 120_000);
  afterAll(() => s?.close());

  it("stores, lists, reads and deletes documents of the caller's own tenant", async () => {
    const created = await call('POST', '/api/core/tenants/master/documents', s.master, { fileName: 'framework.txt', contentBase64: TEXT, type: 'CONTRACT' });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json() as Rec;
    expect(doc).toMatchObject({ entityName: 'Tenant', entityRegistration: 'master', type: 'CONTRACT', name: 'framework.txt' });
    const listed = await call('GET', '/api/core/tenants/master/documents', s.master);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Rec[]).map((d) => d._id)).toEqual([doc._id]);
    const content = await call('GET', `/api/core/tenants/master/documents/${String(doc._id)}/content`, s.master);
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe('Signed framework agreement');
    expect((await call('DELETE', `/api/core/tenants/master/documents/${String(doc._id)}`, s.master)).statusCode).toBe(204);
    expect((await call('GET', '/api/core/tenants/master/documents', s.master)).json()).toEqual([]);
  });

  it("keeps each tenant's documents to itself: another tenant's name is 404", async () => {
    const own = await call('POST', '/api/core/tenants/test/documents', s.test, { fileName: 'kbis.txt', contentBase64: TEXT, type: 'KBIS' });
    expect(own.statusCode, own.body).toBe(201);
    for (const [headers, other] of [[s.master, 'test'], [s.test, 'master']] as const) {
      const res = await call('GET', `/api/core/tenants/${other}/documents`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND', message: `Tenant "${other}" not found` });
    }
    const write = await call('POST', '/api/core/tenants/test/documents', s.master, { fileName: 'x.txt', contentBase64: TEXT });
    expect(write.statusCode).toBe(404);
    expect((await call('GET', '/api/core/tenants/master/documents', s.master)).json()).toEqual([]);
  });

  it('needs a session and the tenants permission, and refuses an upload without content', async () => {
    expect((await call('GET', '/api/core/tenants/master/documents')).statusCode).toBe(401);
    const refused = await call('GET', '/api/core/tenants/master/documents', nobody);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission "read /api/core/tenants" is required' });
    const empty = await call('POST', '/api/core/tenants/master/documents', s.master, { fileName: 'x.txt' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'MISSING_FILE_IN_REQUEST' });
  });
});
