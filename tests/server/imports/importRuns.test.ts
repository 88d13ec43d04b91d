import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersWithProfiles } from '../identity/helpers.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const IMPORTS = '/api/import/imports';
const RUN = `${IMPORTS}/run`;

describe.each(testDatabases())('import runs: POST /api/import/imports/run, GET /api/import/imports (seed 000 §6) on $name', (db) => {
  let s: TestServer;
  let importer: Headers;
  let reader: Headers;
  let noImport: Headers;
  let run: Rec;
  const post = (payload: unknown, headers: Headers = s.master) => s.inject({ method: 'POST', url: RUN, headers, payload: payload as Rec });
  const ROWS = [
    { 'Company name': 'Acme imports', Kind: 'C' },
    { 'Company name': 'Bad kind', Kind: 'NOT_A_TYPE' },
    { 'Company name': '', Kind: '' },
    { 'Company name': 'Beta imports', Kind: '' },
  ];

  beforeAll(async () => {
    s = await startTestServer(db);
    const mapping = await s.inject({ method: 'POST', url: '/api/import/mappings', headers: s.master, payload: { name: 'CRM', entityName: 'Person', columns: [{ source: 'Company name', target: 'name' }, { source: 'Kind', target: 'type', defaultValue: 'C' }] } });
    expect(mapping.statusCode, mapping.body).toBe(201);
    const res = await post({ entityName: 'Person', fileName: 'crm.csv', mappingRegistration: (mapping.json() as Rec).registration, rows: ROWS });
    expect(res.statusCode, res.body).toBe(201);
    run = res.json() as Rec;
    const users = await usersWithProfiles(
      s.app,
      s.master as { authorization: string },
      { IMPORTER: ['write /api/import/imports', 'read /api/import/imports', 'write /api/person/persons'], READER: ['read /api/import/imports'], NO_IMPORT: ['write /api/person/persons'] },
      { 'importer@master': 'IMPORTER', 'reader@master': 'READER', 'noimport@master': 'NO_IMPORT' },
    );
    ({ 'importer@master': importer, 'reader@master': reader, 'noimport@master': noImport } = users);
  }, 120_000);
  afterAll(() => s?.close());

  it('creates each row as a create would, keeps the refused ones with their reason, and counts both', async () => {
    expect(run).toMatchObject({ entityName: 'Person', fileName: 'crm.csv', status: 'WARNING', total: 4, created: 2, failed: 2, username: 'admin@master' });
    expect(String(run.registration)).toMatch(/^IMP\d{8}$/);
    const errors = run.errors as Rec[];
    expect(errors.map((e) => e.line)).toEqual([2, 3]);
    expect(errors[0]).toMatchObject({ code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) });
    expect(Date.parse(String(run.endDate))).toBeGreaterThanOrEqual(Date.parse(String(run.startDate)));
    // the rows really are there: the mapping renamed the columns and its default filled the empty type
    const persons = (await s.inject({ method: 'GET', url: '/api/person/persons?search=imports', headers: s.master })).json() as Rec[];
    expect(persons.map((p) => [p.name, p.type]).sort()).toEqual([['Acme imports', 'C'], ['Beta imports', 'C']]);
  });

  it('lists and reads the runs with the generic list routes (paging, search), for the caller’s tenant only', async () => {
    const list = await s.inject({ method: 'GET', url: `${IMPORTS}?search=crm&range=0-9`, headers: reader });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as Rec[]).map((r) => r.registration)).toEqual([run.registration]);
    expect(list.headers['pagination-limit']).toBeDefined();
    const one = await s.inject({ method: 'GET', url: `${IMPORTS}/${String(run.registration)}`, headers: reader });
    expect(one.json()).toMatchObject({ failed: 2, created: 2 });
    expect((await s.inject({ method: 'GET', url: IMPORTS, headers: s.test })).json()).toEqual([]);
    const elsewhere = await s.inject({ method: 'GET', url: `${IMPORTS}/${String(run.registration)}`, headers: s.test });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('needs write /api/import/imports to run, read to list, and the write permission of the entity imported', async () => {
    const body = { entityName: 'Person', fileName: 'one.json', rows: [{ name: 'By importer', type: 'C' }] };
    const ok = await post(body, importer);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ status: 'SUCCESS', created: 1, failed: 0, errors: [] });
    const noRun = await post(body, noImport);
    expect(noRun.statusCode).toBe(403);
    expect(noRun.json()).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission "write /api/import/imports" is required' });
    const noEntity = await post({ ...body, entityName: 'Contract' }, importer);
    expect(noEntity.json()).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission "write /api/financing/contracts" is required' });
    expect((await s.inject({ method: 'GET', url: IMPORTS, headers: noImport })).statusCode).toBe(403);
    expect((await s.inject({ method: 'GET', url: IMPORTS })).statusCode).toBe(401);
  });

  it('refuses forged runs through the generic routes, and bad input with catalogued errors', async () => {
    const forged = await s.inject({ method: 'POST', url: IMPORTS, headers: s.master, payload: { name: 'forged', created: 1000 } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'IMMUTABLE_ENTITY' });
    const cases: [unknown, string][] = [
      [{ entityName: 'Person', fileName: 'x.csv', rows: [] }, 'EMPTY_BODY_ARRAY'],
      [{ entityName: 'Person', fileName: 'x.csv', rows: 'a' }, 'INVALID_ARRAY_FIELD'],
      [{ entityName: 'Person', fileName: 'x.csv', rows: [1] }, 'INVALID_FIELD_IN_BODY'],
      [{ entityName: 'Person', rows: [{}] }, 'INVALID_FIELD_IN_BODY'],
      [{ entityName: 'Nope', fileName: 'x.csv', rows: [{}] }, 'UNSUPPORTED_ENTITY'],
      [{ entityName: 'ImportRun', fileName: 'x.csv', rows: [{}] }, 'UNSUPPORTED_ENTITY'],
      [{ entityName: 'AccessLog', fileName: 'x.csv', rows: [{}] }, 'UNSUPPORTED_ENTITY'],
      [{ entityName: 'Person', fileName: 'x.csv', mappingRegistration: 'MAP-NONE', rows: [{}] }, 'ENTITY_REGISTRATION_NOT_FOUND'],
    ];
    for (const [payload, code] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ code });
    }
  });
});
