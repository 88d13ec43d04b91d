import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import type { EntityInfo } from '../../../engine/registry/types.ts';
import { AUDIT_COLLECTIONS } from '../../../server/entities/auditCollections.ts';
import { completeBody, sampleRecord } from '../support/sampleRecord.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;

/** Every entity collection path of seed 000 §7 (temporary-collection is the scratch area, tested apart). */
const SEED_PATHS = `system/access-logs; accounting/(accounting-catalog-items, bookings, inventories, postings, posting-events);
financing/(agreements, amendments, amendment-catalog-items, contracts, contract-elements, contract-lots, credit-lines, deals,
financing-services, funds, fundings, products, product-catalog-items, product-element-catalog-items, product-tables);
asset/(assets, asset-catalog-items, asset-service-catalog-items, asset-lots, collaterals, depreciation-schedules, inspections,
locations, maintenances); core/(audits, counters, currencies, documents, dtxns, feature-flags, flows, histories, indexes, indices,
key-values, locales, metrics, notes, tasks, taxes, tenants, users); bank/(bank-accounts, bank-operations, bank-transactions,
bank-statements); script/(batches, lists, scripts, logs); billing/(camts, cashflows, invoices, payment-files, payment-file-lines,
sepas); case/(cases, claims, rules); person/(campaigns, persons, person-amendments, prospects); support/(committees, projects,
budgets, questions, tickets, time-entries, votings, votes); communication/communications; external/external-data;
private-equity/(assets, operations, transactions); report/reports; scoring/scores; system/(system-logs, system-events)`;

function seedPaths(): string[] {
  return SEED_PATHS.replace(/\s+/g, ' ')
    .split(';')
    .flatMap((group) => {
      const m = /^\s*([a-z-]+)\/(?:\((.*)\)|([a-z-]+))\s*$/.exec(group);
      if (!m) throw new Error(`bad group ${group}`);
      const names = m[2] ? m[2].split(',') : [m[3]];
      return names.map((n) => `/api/${m[1]}/${n.trim()}`);
    });
}

const registry = createDefaultRegistry();
const entities = registry.all().filter((i) => !i.dyno);
/** Collections a dedicated plugin serves instead of the generic routes (checked apart below). */
const DEDICATED: Record<string, string> = { Tenant: 'the identity plugin, from the global tenants table' };
const generic = entities.filter((i) => !DEDICATED[i.name]);

it('serves every collection path of seed 000 §7 from the registry', () => {
  const served = new Set(entities.map((i) => i.apiPath));
  expect(seedPaths().length).toBeGreaterThan(85);
  expect(seedPaths().filter((p) => !served.has(p))).toEqual([]);
});

/** A text field the test may change (name, else the first writable text field), or undefined. */
function editableField(info: EntityInfo): string | undefined {
  const props = info.schema.properties ?? {};
  if (props.name && !props.name.readOnly) return 'name';
  return Object.entries(props).find(([k, p]) => !k.startsWith('_') && k !== 'registration' && k !== 'status' && !p.readOnly && ([] as string[]).concat(p.type ?? []).includes('string'))?.[0];
}

describe.each(testDatabases())('every collection on $name', (db) => {
  let s: TestServer;
  let h: Headers;
  beforeAll(async () => {
    s = await startTestServer(db);
    h = s.master;
  }, 120_000);
  afterAll(() => s?.close());

  /**
   * Creates a sample record, filling conditional requirements the server names. The audit
   * collections refuse client writes: their records are written the way the server does, by the store.
   */
  async function create(info: EntityInfo, seed: string): Promise<Rec> {
    let body = sampleRecord(info, seed);
    if (AUDIT_COLLECTIONS.has(info.name)) {
      return s.app.tabula.db.withTenant('master', (q) => s.app.tabula.store.create(q, info, body, { username: 'admin@master' }));
    }
    for (let attempt = 0; attempt < 6; attempt++) {
      const res = await s.inject({ method: 'POST', url: info.apiPath, headers: h, payload: body });
      if (res.statusCode === 201) return res.json();
      const err = res.json();
      if (res.statusCode !== 400 || err.code !== 'MISSING_FIELD_IN_BODY') throw new Error(`${info.name} create: ${res.body}`);
      body = completeBody(info, body, err.errors?.[0]?.path ?? '', seed);
    }
    throw new Error(`${info.name}: no valid sample body`);
  }

  it.each(generic.map((i) => [i.name, i] as const))('%s: create, get, list with paging headers, update, delete', async (_name, info) => {
    const a = await create(info, 'a1');
    const b = await create(info, 'b2');
    expect(a.registration).toEqual(expect.any(String));
    expect(a._version).toBe(1);
    expect(a._insertUser).toBe('admin@master');

    const got = await s.inject({ method: 'GET', url: `${info.apiPath}/${encodeURIComponent(String(a.registration))}`, headers: h });
    expect(got.statusCode).toBe(200);
    expect(got.json()._id).toBe(a._id);
    // scripts are revalidated by clients on a hash of their content (scripts-hooks.ts); other records by version
    if (info.name === 'Script') expect(got.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    else expect(got.headers.etag).toBe('"1"');

    const registrations = `${a.registration},${b.registration}`;
    const page1 = await s.inject({ method: 'GET', url: `${info.apiPath}?registration=${encodeURIComponent(registrations)}&range=0-0`, headers: h });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toHaveLength(1);
    expect(page1.headers).toMatchObject({
      'pagination-offset': '0',
      'pagination-limit': '1',
      'pagination-size': '1',
      'pagination-continues': 'true',
      'pagination-total': '2',
    });
    expect(page1.headers.authorization).toMatch(/^Bearer /);
    const page2 = await s.inject({ method: 'GET', url: `${info.apiPath}?registration=${encodeURIComponent(registrations)}&range=1-1`, headers: h });
    expect(page2.headers).toMatchObject({ 'pagination-offset': '1', 'pagination-continues': 'false', 'pagination-total': '2' });
    expect(page2.json()[0].registration).not.toBe(page1.json()[0].registration);

    const url = `${info.apiPath}/${encodeURIComponent(String(a.registration))}`;
    const field = editableField(info);
    if (AUDIT_COLLECTIONS.has(info.name)) {
      for (const [method, target] of [['POST', info.apiPath], ['POST', url], ['PATCH', url], ['PUT', url], ['DELETE', url]] as const) {
        const refused = await s.inject({ method, url: target, headers: h, ...(method === 'DELETE' ? {} : { payload: { name: 'changed' } }) });
        expect(refused.statusCode, `${method} ${target}`).toBe(403);
        expect(refused.json().code).toBe('IMMUTABLE_ENTITY');
      }
      return;
    }
    expect(field).toBeDefined();
    const posted = await s.inject({ method: 'POST', url, headers: h, payload: { [field as string]: 'changed-by-POST' } });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({ [field as string]: 'changed-by-POST', _version: 2 });
    const patched = await s.inject({ method: 'PATCH', url, headers: h, payload: { [field as string]: 'changed-by-PATCH', _version: 2 } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()._version).toBe(3);

    expect((await s.inject({ method: 'DELETE', url, headers: h })).statusCode).toBe(204);
    const gone = await s.inject({ method: 'GET', url, headers: h });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('ENTITY_REGISTRATION_NOT_FOUND');
  });

  it.each(Object.keys(DEDICATED))('%s: the dedicated collection answers its list', async (name) => {
    const res = await s.inject({ method: 'GET', url: registry.get(name).apiPath, headers: h });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it('keeps scratch documents in /api/core/temporary-collection, per tenant, until they expire', async () => {
    const url = '/api/core/temporary-collection';
    const created = await s.inject({ method: 'POST', url: `${url}?ttl=3600`, headers: h, payload: { draft: { rows: [1, 2] } } });
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({ draft: { rows: [1, 2] }, _id: expect.any(String), _insertUser: 'admin@master' });
    expect(Date.parse(doc._expirationDate) - Date.parse(doc._insertDate)).toBe(3600_000);
    expect((await s.inject({ method: 'GET', url: `${url}/${doc._id}`, headers: h })).json().draft).toEqual({ rows: [1, 2] });
    const list = await s.inject({ method: 'GET', url: `${url}?range=0-9`, headers: h });
    expect(list.headers['pagination-limit']).toBe('1');
    expect((await s.inject({ method: 'GET', url: `${url}/${doc._id}`, headers: s.test })).statusCode).toBe(404);
    expect((await s.inject({ method: 'POST', url: `${url}?ttl=-1`, headers: h, payload: {} })).json().code).toBe('INVALID_POSITIVE_NUMBER_FIELD');
    expect((await s.inject({ method: 'DELETE', url: `${url}/${doc._id}`, headers: h })).statusCode).toBe(204);
    expect((await s.inject({ method: 'GET', url: `${url}/${doc._id}`, headers: h })).statusCode).toBe(404);
    expect((await s.inject({ method: 'GET', url: `${url}/not-a-uuid`, headers: h })).statusCode).toBe(404);
  });
});
