import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDateKeyword } from '../../../engine/query/dateKeywords.ts';
import { usersWithProfiles } from '../identity/helpers.ts';
import { forceStatus } from '../support/forceStatus.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const PRODUCTS = '/api/financing/products';
const AGREEMENTS = '/api/financing/agreements';
const RUN = '/api/script/runs/products-catalog';
const day = (keyword: string) => resolveDateKeyword(keyword) as string;

describe.each(testDatabases())('products-catalog: GET /api/script/runs/products-catalog and /api/financing/agreements/products-catalog/{id} (seed 002 §7) on $name', (db) => {
  let s: TestServer;
  let productsOnly: Headers;
  let agreementsOnly: Headers;
  let agreement: Rec;
  const get = (url: string, headers?: Headers) => s.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  async function product(headers: Headers, tenant: string, body: Rec, status: string | null): Promise<void> {
    const res = await s.inject({ method: 'POST', url: PRODUCTS, headers, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    if (status) await forceStatus(s.app, tenant, 'Product', String((res.json() as Rec).registration), status);
  }

  beforeAll(async () => {
    s = await startTestServer(db);
    const bounds = { currency: 'EUR', minAmount: 5000, maxAmount: 80000, minDuration: 12, maxDuration: 60 };
    await product(s.master, 'master', { name: 'Car lease', code: 'LEASE', contractType: 'LEASE', rate: 0.049, startDate: day('today-30'), ...bounds }, 'ACTIVE');
    await product(s.master, 'master', { name: 'Business loan', code: 'LOAN', contractType: 'LOAN', currency: 'USD' }, 'ACTIVE');
    await product(s.master, 'master', { name: 'Old lease', code: 'LEASE', contractType: 'LEASE', endDate: day('today-1') }, 'ACTIVE');
    await product(s.master, 'master', { name: 'Draft rental', code: 'RENTAL', contractType: 'RENTAL' }, null);
    await product(s.test, 'test', { name: 'Other tenant lease', code: 'LEASE', contractType: 'LEASE' }, 'ACTIVE');
    const created = await s.inject({ method: 'POST', url: AGREEMENTS, headers: s.master, payload: { name: 'Dealer agreement', partnerRegistration: 'PER-DEALER', financialProducts: ['LEASE', 'RENTAL'] } });
    expect(created.statusCode, created.body).toBe(201);
    agreement = created.json() as Rec;
    const users = await usersWithProfiles(s.app, s.master as { authorization: string }, { PRODUCTS_ONLY: ['read /api/financing/products'], AGREEMENTS_ONLY: ['read /api/financing/agreements'] }, { 'products@master': 'PRODUCTS_ONLY', 'agreements@master': 'AGREEMENTS_ONLY' });
    ({ 'products@master': productsOnly, 'agreements@master': agreementsOnly } = users);
  }, 120_000);
  afterAll(() => s?.close());

  it("answers the tenant's products by name, with what the pickers need and whether each is active today", async () => {
    const res = await get(RUN, s.master);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as Rec[];
    expect(rows.map((r) => [r.name, r.active])).toEqual([['Business loan', true], ['Car lease', true], ['Draft rental', false], ['Old lease', false]]);
    expect(rows[1]).toMatchObject({ code: 'LEASE', type: 'LEASE', currency: 'EUR', rate: 0.049, minAmount: 5000, maxAmount: 80000, minDuration: 12, maxDuration: 60, startDate: day('today-30'), endDate: null });
    expect(String(rows[1].registration)).toMatch(/^PRD\d{8}$/);
    expect((await get(RUN, s.test)).json()).toMatchObject([{ name: 'Other tenant lease' }]);
  });

  it("answers an agreement's products: those whose code is one of its financial products", async () => {
    const byRegistration = await get(`${AGREEMENTS}/products-catalog/${String(agreement.registration)}`, s.master);
    expect(byRegistration.statusCode, byRegistration.body).toBe(200);
    expect((byRegistration.json() as Rec[]).map((r) => r.name)).toEqual(['Car lease', 'Draft rental', 'Old lease']);
    const byId = await get(`${AGREEMENTS}/products-catalog/${String(agreement._id)}`, s.master);
    expect((byId.json() as Rec[]).map((r) => r.name)).toEqual(['Car lease', 'Draft rental', 'Old lease']);
    const none = await s.inject({ method: 'POST', url: AGREEMENTS, headers: s.master, payload: { name: 'No products', partnerRegistration: 'PER-DEALER' } });
    expect((await get(`${AGREEMENTS}/products-catalog/${String((none.json() as Rec).registration)}`, s.master)).json()).toEqual([]);
  });

  it("answers 404 for an agreement the tenant does not have, another tenant's included", async () => {
    for (const [url, headers] of [[`${AGREEMENTS}/products-catalog/AGR-NOBODY`, s.master], [`${AGREEMENTS}/products-catalog/${String(agreement.registration)}`, s.test]] as const) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    }
  });

  it('needs a session and the read permission of products (and of agreements for an agreement)', async () => {
    expect((await get(RUN)).statusCode).toBe(401);
    expect((await get(RUN, productsOnly)).statusCode).toBe(200);
    const denied = await get(RUN, agreementsOnly);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission "read /api/financing/products" is required' });
    const url = `${AGREEMENTS}/products-catalog/${String(agreement.registration)}`;
    expect((await get(url, productsOnly)).json()).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission "read /api/financing/agreements" is required' });
    expect((await get(url, agreementsOnly)).json()).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission "read /api/financing/products" is required' });
  });
});
