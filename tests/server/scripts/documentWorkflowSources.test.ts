import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, USER_PASSWORD } from '../identity/helpers.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { signIn, startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

const ENTITIES = '/api/script/runs/document-entities-with-workflow';
const TYPES = '/api/script/runs/document-types-with-workflow';

/** A contract workflow of the test tenant whose signature generates the CONTRACT document. */
const CONTRACT_WORKFLOW = {
  entityName: 'Contract',
  initialStatus: 'DRAFT',
  statuses: [{ code: 'DRAFT', label: 'Draft' }, { code: 'SIGNED', label: 'Signed' }],
  transitions: [{ code: 'sign', label: 'Sign', from: ['DRAFT'], to: 'SIGNED', actions: [{ type: 'generateDocument', documentType: 'CONTRACT' }, { type: 'generateDocument', documentType: 'SEPA_MANDATE' }] }],
};

describe.each(testDatabases())('select sources of documents with a workflow (seed 002 §7) on $name', (db) => {
  let s: TestServer;
  let nobody: Headers;
  const get = (url: string, headers?: Headers) => s.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  const ok = async (url: string, headers: Headers = s.master) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown;
  };

  beforeAll(async () => {
    s = await startTestServer(db);
    // the test tenant's own contract workflow, in place of the shipped one
    const saved = await s.inject({ method: 'PATCH', url: '/api/script/scripts/contract-workflow', headers: s.test, payload: { content: JSON.stringify(CONTRACT_WORKFLOW) } });
    expect(saved.statusCode, saved.body).toBe(200);
    const put = await s.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: s.master, payload: { NOTHING: [] } });
    expect(put.statusCode, put.body).toBe(200);
    await createUser(s.app, s.master as { authorization: string }, 'nobody@master', { profiles: ['NOTHING'] });
    nobody = await signIn(s.app, 'nobody@master', USER_PASSWORD);
  }, 120_000);
  afterAll(() => s?.close());

  it('lists the entities whose workflow generates documents, labelled in the reader\'s locale', async () => {
    expect(await ok(ENTITIES)).toEqual([{ value: 'Invoice', label: 'Invoice' }]);
    expect(await ok(`${ENTITIES}?locale=fr`)).toEqual([{ value: 'Invoice', label: 'Facture' }]);
  });

  it('lists the document types an entity\'s workflow generates, labelled by its document type list', async () => {
    expect(await ok(`${TYPES}?entityNames=Invoice`)).toEqual([{ value: 'INVOICE', label: 'Invoice' }]);
    expect(await ok(`${TYPES}?entityNames=Contract`)).toEqual([]);
    expect(await ok(TYPES)).toEqual([]);
  });

  it("follows the tenant's own workflows, never another tenant's", async () => {
    expect(await ok(ENTITIES, s.test)).toEqual([
      { value: 'Contract', label: 'Contract' },
      { value: 'Invoice', label: 'Invoice' },
    ]);
    expect(await ok(`${TYPES}?entityNames=Contract,Invoice`, s.test)).toEqual([
      { value: 'CONTRACT', label: 'Contract' },
      { value: 'SEPA_MANDATE', label: 'SEPA mandate' },
      { value: 'INVOICE', label: 'Invoice' },
    ]);
    expect(await ok(`${TYPES}?entityNames=Contract`)).toEqual([]);
  });

  it('shows nothing of entities the caller may not read, and refuses bad input with a catalogued error', async () => {
    expect((await get(ENTITIES)).statusCode).toBe(401);
    expect(await ok(ENTITIES, nobody)).toEqual([]);
    const refused = await get(`${TYPES}?entityNames=Invoice`, nobody);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'SCRIPT_THREW' });
    expect(refused.json().message).toContain('Permission "read /api/billing/invoices" is required');
    const unknown = await get(`${TYPES}?entityNames=Nope`, s.master);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toContain('Unsupported entity "Nope"');
  });
});
