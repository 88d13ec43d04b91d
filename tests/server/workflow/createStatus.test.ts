import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealWorkflow } from '../../../server/defaults/workflows/deal.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const INVOICES = '/api/billing/invoices';
const PRODUCTS = '/api/financing/products';
const DEALS = '/api/financing/deals';
const SCRIPTS = '/api/script/scripts';
const PROHIBITED = { status: 403, code: 'STATUS_PATCH_PROHIBITED', message: 'Status modification prohibited, workflow must be used' };

/** A product workflow of the tenant (none is shipped): products start ACTIVE. */
const productWorkflow = {
  entityName: 'Product',
  initialStatus: 'ACTIVE',
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE', 'ARCHIVED'],
  transitions: [{ code: 'retire', from: ['ACTIVE'], to: 'INACTIVE' }],
};

describe.each(testDatabases())('a client create starts in the workflow initial status on $name (seed 002 §4)', (db) => {
  let s: TestServer;
  let h: Headers;
  const post = (url: string, payload: unknown) => s.inject({ method: 'POST', url, headers: h, payload: payload as Rec });
  const total = async (url: string) => Number((await s.inject({ method: 'GET', url: `${url}?range=0-0`, headers: h })).headers['pagination-total']);
  /** Writes a Script of the tenant: changes it when it exists, creates it otherwise. */
  async function saveScript(name: string, fields: Rec): Promise<void> {
    const patched = await s.inject({ method: 'PATCH', url: `${SCRIPTS}/${name}`, headers: h, payload: fields });
    const res = patched.statusCode === 404 ? await post(SCRIPTS, { name, type: 'workflow', ...fields }) : patched;
    expect(res.statusCode, res.body).toBeLessThan(300);
  }

  beforeAll(async () => {
    s = await startTestServer(db);
    h = s.test;
  }, 120_000);
  afterAll(() => s?.close());

  it.each([
    ['no status', {}],
    ['a null status', { status: null }],
    ['a blank status', { status: '' }],
  ])('gives a create with %s the initial status', async (_what, body) => {
    const res = await post(INVOICES, { name: 'Initial', ...body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'DRAFT', _version: 1 });
  });

  it('accepts a create naming the initial status', async () => {
    const res = await post(INVOICES, { name: 'Named draft', status: 'DRAFT' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ status: 'DRAFT', _version: 1 });
    const stored = await s.inject({ method: 'GET', url: `${INVOICES}/${created.registration}`, headers: h });
    expect(stored.json().status).toBe('DRAFT');
  });

  it.each(['PAID', 'SENT', 'draft', 'NOT_A_STATUS'])('refuses a create naming %s with 403 STATUS_PATCH_PROHIBITED, storing nothing', async (status) => {
    const [invoices, histories] = [await total(INVOICES), await total('/api/core/histories')];
    const res = await post(INVOICES, { name: `Forged ${status}`, status, amountInclTax: 10 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(PROHIBITED);
    expect(await total(INVOICES)).toBe(invoices);
    expect(await total('/api/core/histories')).toBe(histories);
    expect((await s.inject({ method: 'GET', url: `${INVOICES}?name=${encodeURIComponent(`Forged ${status}`)}`, headers: h })).json()).toEqual([]);
  });

  it('applies the rule to the replay of an offline create (temporary registration)', async () => {
    const before = await total(INVOICES);
    const forged = await post(INVOICES, { registration: 'TMP00001701', name: 'Offline', status: 'SENT' });
    expect(forged.json()).toEqual(PROHIBITED);
    expect(await total(INVOICES)).toBe(before);
    const created = await post(INVOICES, { registration: 'TMP00001701', name: 'Offline' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'DRAFT', _temporaryRegistration: 'TMP00001701' });
    const replayed = await post(INVOICES, { registration: 'TMP00001701', name: 'Offline', status: 'SENT' });
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toMatchObject({ registration: created.json().registration, status: 'DRAFT' });
    expect(await total(INVOICES)).toBe(before + 1);
  });

  it('keeps the status a create gives to an entity without a workflow, one record or an array', async () => {
    const one = await post(PRODUCTS, { name: 'Retired product', status: 'INACTIVE' });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().status).toBe('INACTIVE');
    const pasted = await post(PRODUCTS, [{ name: 'Archived product', status: 'ARCHIVED' }, { name: 'No status' }]);
    expect(pasted.statusCode, pasted.body).toBe(201);
    expect((pasted.json() as Rec[]).map((p) => p.status ?? null)).toEqual(['ARCHIVED', null]);
  });

  it("applies a tenant's workflow to array creates: a forbidden status in one record refuses the whole array", async () => {
    await saveScript('product-workflow', { content: JSON.stringify(productWorkflow), enabled: true });
    const before = await total(PRODUCTS);
    const refused = await post(PRODUCTS, [{ name: 'Fine' }, { name: 'Also fine', status: 'ACTIVE' }, { name: 'Forged', status: 'ARCHIVED' }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ ...PROHIBITED, errors: [{ path: '2', code: 'STATUS_PATCH_PROHIBITED' }] });
    expect(await total(PRODUCTS)).toBe(before);
    const created = await post(PRODUCTS, [{ name: 'Fine' }, { name: 'Also fine', status: 'ACTIVE' }]);
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as Rec[]).map((p) => p.status)).toEqual(['ACTIVE', 'ACTIVE']);
    expect(await total(PRODUCTS)).toBe(before + 2);
  });

  it('keeps the given status while the tenant disables the workflow, and refuses it again once enabled', async () => {
    await saveScript('deal-workflow', { content: JSON.stringify(dealWorkflow), enabled: false });
    const kept = await post(DEALS, { name: 'Imported won deal', status: 'WON' });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().status).toBe('WON');
    await saveScript('deal-workflow', { enabled: true });
    const before = await total(DEALS);
    expect((await post(DEALS, { name: 'Forged won deal', status: 'WON' })).json()).toEqual(PROHIBITED);
    expect(await total(DEALS)).toBe(before);
    expect((await post(DEALS, { name: 'New deal' })).json().status).toBe('OPEN');
  });

  it("leaves the server's own writes alone: they set the status their data needs", async () => {
    const { db: database, store, registry } = s.app.tabula;
    const paid = await database.withTenant('test', (q) => store.create(q, registry.get('Invoice'), { name: 'Billed', status: 'PAID' }, { username: 'system' }));
    expect(paid.status).toBe('PAID');
  });
});
