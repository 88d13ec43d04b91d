import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './support/testDatabases.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

type Rec = Record<string, unknown>;
const ITEMS = '/api/asset/asset-catalog-items';
const CATALOG = '/api/asset/catalog/items';

describe.each(testDatabases())('asset catalogue on $name', (db) => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer(db);
    const create = async (tenant: 'master' | 'test', item: Rec) => {
      const res = await s.inject({ method: 'POST', url: ITEMS, headers: s[tenant], payload: item });
      expect(res.statusCode, res.body).toBe(201);
    };
    const base = { type: 'EQUIPMENT', currency: 'EUR', status: 'ACTIVE' };
    await create('master', { ...base, name: 'Excavator 20t', code: 'EXC-20', catalogName: 'LECTURA', unitPrice: 120000, taxCode: 'FR20', supplierRegistration: 'SUP00000001' });
    await create('master', { ...base, name: 'Mini excavator', code: 'EXC-02', catalogName: 'ACB', unitPrice: 30000, taxCode: 'FR20' });
    await create('master', { ...base, name: 'Forklift', code: 'FLK-3', catalogName: 'LECTURA', unitPrice: 25000, taxCode: 'DE19' });
    await create('master', { ...base, name: 'Old excavator', code: 'EXC-OLD', catalogName: 'LECTURA', unitPrice: 1, status: 'INACTIVE' });
    await create('test', { ...base, name: 'Test tenant excavator', code: 'EXC-T', catalogName: 'LECTURA', unitPrice: 99 });
  }, 120_000);
  afterAll(() => s?.close());

  const search = async (query: string, tenant: 'master' | 'test' = 'master') => s.inject({ method: 'GET', url: `${CATALOG}${query}`, headers: s[tenant] });
  const names = (res: { json: () => unknown }) => (res.json() as Rec[]).map((i) => i.name);

  it('finds items by name or code, case-insensitively, active ones only, by name', async () => {
    const res = await search('?search=EXCAV');
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual(['Excavator 20t', 'Mini excavator']);
    expect(names(await search('?search=flk'))).toEqual(['Forklift']);
    expect(names(await search(''))).toEqual(['Excavator 20t', 'Forklift', 'Mini excavator']);
  });

  it('answers the item with its price, tax, supplier and currency', async () => {
    const [item] = (await search('?search=exc-20')).json() as Rec[];
    expect(item).toMatchObject({
      code: 'EXC-20', name: 'Excavator 20t', type: 'EQUIPMENT', catalogName: 'LECTURA', unitPrice: 120000, taxCode: 'FR20',
      supplierRegistration: 'SUP00000001', currency: 'EUR', entityName: 'AssetCatalogItem',
    });
    expect(typeof item.registration).toBe('string');
  });

  it('filters by catalogue name and caps the answer at the limit', async () => {
    expect(names(await search('?catalog=LECTURA&search=t'))).toEqual(['Excavator 20t', 'Forklift']);
    expect(names(await search('?catalog=ACB'))).toEqual(['Mini excavator']);
    expect(names(await search('?limit=1'))).toEqual(['Excavator 20t']);
    expect((await search('?limit=abc')).statusCode).toBe(400);
  });

  it('never answers items of another tenant', async () => {
    expect(names(await search('?search=excavator', 'test'))).toEqual(['Test tenant excavator']);
    expect(names(await search('?search=test tenant'))).toEqual([]);
  });

  it('refuses an unknown provider with a catalogued 400', async () => {
    const res = await search('?provider=nowhere');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_FIELD_IN_QUERY' });
    expect(res.json().message).toContain('nowhere');
  });

  it('answers 502 CATALOG_UNAVAILABLE when a provider fails, and serves a registered provider', async () => {
    s.app.assetCatalogs.register({
      name: 'broken',
      search: async () => {
        throw new Error('connection refused');
      },
    });
    s.app.assetCatalogs.register({
      name: 'static',
      search: async (_q, query) => [{ code: 'S1', name: `found ${query.search ?? ''}`, type: null, catalogName: query.catalog ?? null, unitPrice: 10, taxCode: null, supplierRegistration: null, currency: 'EUR' }],
    });
    const broken = await search('?provider=broken');
    expect(broken.statusCode).toBe(502);
    expect(broken.json()).toMatchObject({ code: 'CATALOG_UNAVAILABLE', message: 'The catalogue "broken" cannot be reached: connection refused' });
    const other = await search('?provider=static&search=x&catalog=AUTOVISTA');
    expect(other.json()).toEqual([{ code: 'S1', name: 'found x', type: null, catalogName: 'AUTOVISTA', unitPrice: 10, taxCode: null, supplierRegistration: null, currency: 'EUR' }]);
  });

  it('is for signed-in users only', async () => {
    const res = await s.inject({ method: 'GET', url: CATALOG });
    expect(res.statusCode).toBe(401);
  });
});
