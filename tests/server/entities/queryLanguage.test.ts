import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDateKeyword } from '../../../engine/query/dateKeywords.ts';
import { MAX_OFFSET } from '../../../engine/query/parseRange.ts';
import { COUNT_CAP, DEFERRED_JOIN_OFFSET } from '../../../server/entities/listRecords.ts';
import { forceStatus } from '../support/forceStatus.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const CONTRACTS = '/api/financing/contracts';

describe.each(testDatabases())('the list query language on $name', (db) => {
  let s: TestServer;
  let h: Headers;
  const reg: Record<string, string> = {};

  async function post(url: string, body: Rec): Promise<Rec> {
    const res = await s.inject({ method: 'POST', url, headers: h, payload: body });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return res.json();
  }
  const get = (url: string) => s.inject({ method: 'GET', url, headers: h });
  /** Names of the contracts a query answers, in answer order. */
  async function names(query: string): Promise<string[]> {
    const res = await get(`${CONTRACTS}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Rec[]).map((r) => String(r.name));
  }
  const sorted = async (query: string) => (await names(query)).sort();

  beforeAll(async () => {
    s = await startTestServer(db);
    h = s.master;
    const person = async (key: string, body: Rec) => (reg[key] = String((await post('/api/person/persons', body)).registration));
    await person('client', { type: 'C', name: 'Acme Corp' });
    await person('partner', { type: 'C', name: 'Partner Motors' });
    await person('sales', { type: 'I', firstName: 'Javier', lastName: 'Garcia' });
    await person('orga', { type: 'O', name: 'Demo Bank' });
    await person('other', { type: 'C', name: 'Beta Client' });
    reg.truck = String((await post('/api/asset/assets', { name: 'Truck 40t' })).registration);
    const today = resolveDateKeyword('today') as string;
    // a client creates drafts only: the others are moved as a transition would
    const contract = async (key: string, { status, ...body }: Rec) => {
      reg[key] = String((await post(CONTRACTS, body)).registration);
      if (status !== 'DRAFT') await forceStatus(s.app, 'master', 'Contract', reg[key], String(status));
    };
    await contract('c1', {
      name: 'Alpha Leasing', status: 'ACTIVE', startDate: '2024-01-15', duration: 36, rate: 0.05, orgaRegistration: reg.orga,
      persons: [{ role: 'CLIENT', personRegistration: reg.client }, { role: 'PARTNER', personRegistration: reg.partner }, { role: 'SALES', personRegistration: reg.sales }],
      assets: [{ assetRegistration: reg.truck, unitPrice: 1000, isFinanced: true }],
    });
    await contract('c2', { name: 'Beta Credit 100% (promo)', status: 'DRAFT', startDate: '2024-02-20', duration: 48, rate: 0.07, persons: [{ role: 'CLIENT', personRegistration: reg.other }] });
    // a contract out of its draft has a client (engine/finance/contractRules.ts)
    const client = [{ role: 'CLIENT', personRegistration: reg.client }];
    await contract('c3', { name: 'alphabet soup', status: 'CLOSED', startDate: '2023-12-31', duration: 12, rate: null, persons: client });
    await contract('c4', { name: 'Gamma', status: 'ACTIVE', duration: 60, rate: 0.1, assets: [{ unitPrice: 50, isFinanced: false }], persons: client });
    await contract('c5', { name: 'Today deal', status: 'DRAFT', startDate: today, duration: 24, rate: 0.06 });
    await post('/api/financing/fundings', { name: 'Funding of alpha', contractRegistration: reg.c1 });
  }, 120_000);
  afterAll(() => s?.close());

  it('filters by equality, any of, not and none of', async () => {
    expect(await sorted('status=ACTIVE')).toEqual(['Alpha Leasing', 'Gamma']);
    expect(await sorted('status=ACTIVE,CLOSED')).toEqual(['Alpha Leasing', 'Gamma', 'alphabet soup']);
    expect(await sorted('status=!DRAFT')).toEqual(['Alpha Leasing', 'Gamma', 'alphabet soup']);
    expect(await sorted('status=!ACTIVE,DRAFT')).toEqual(['alphabet soup']);
    expect(await sorted(`registration=${reg.c2}`)).toEqual(['Beta Credit 100% (promo)']);
  });

  it('matches /text/i anywhere, ^ from the start, escaped text literally, and real patterns', async () => {
    expect(await sorted('name=/alpha/i')).toEqual(['Alpha Leasing', 'alphabet soup']);
    expect(await sorted('name=/^alpha l/i')).toEqual(['Alpha Leasing']);
    expect(await sorted('name=/ha/i')).toEqual(['Alpha Leasing', 'alphabet soup']);
    expect(await sorted(`name=${encodeURIComponent('/100%/i')}`)).toEqual(['Beta Credit 100% (promo)']);
    expect(await sorted(`name=${encodeURIComponent('/\\(promo\\)/i')}`)).toEqual(['Beta Credit 100% (promo)']);
    expect(await sorted(`name=${encodeURIComponent('/_/i')}`)).toEqual([]);
    expect(await sorted(`name=${encodeURIComponent('/^(beta|gamma)/i')}`)).toEqual(['Beta Credit 100% (promo)', 'Gamma']);
    expect(await sorted(`name=${encodeURIComponent('/l.a/i')}`)).toEqual(['Alpha Leasing']);
  });

  it('searches the default search fields', async () => {
    expect(await sorted('search=ALPHA')).toEqual(['Alpha Leasing', 'alphabet soup']);
    expect(await sorted(`search=${reg.c4}`)).toEqual(['Gamma']);
  });

  it('compares numbers with ranges, and null', async () => {
    expect(await sorted('duration=30~50')).toEqual(['Alpha Leasing', 'Beta Credit 100% (promo)']);
    expect(await sorted('duration=48')).toEqual(['Beta Credit 100% (promo)']);
    expect(await sorted('rate=0.07~')).toEqual(['Beta Credit 100% (promo)', 'Gamma']);
    expect(await sorted('rate=~0.06')).toEqual(['Alpha Leasing', 'Today deal']);
    expect(await sorted('rate=null')).toEqual(['alphabet soup']);
    expect(await sorted('startDate=!null&rate=!null')).toEqual(['Alpha Leasing', 'Beta Credit 100% (promo)', 'Today deal']);
  });

  it('compares dates as YYYYMMDD, ranges and keywords', async () => {
    expect(await sorted('startDate=20240101~20240228')).toEqual(['Alpha Leasing', 'Beta Credit 100% (promo)']);
    expect(await sorted('startDate=20240115')).toEqual(['Alpha Leasing']);
    expect(await sorted('startDate=~20231231')).toEqual(['alphabet soup']);
    expect(await sorted('startDate=today')).toEqual(['Today deal']);
    expect(await sorted('startDate=firstdayofmonth~lastdayofmonth')).toEqual(['Today deal']);
    expect(await sorted('_insertDate=today')).toHaveLength(5);
    expect(await sorted('_insertDate=~yesterday')).toEqual([]);
  });

  it('filters inside arrays (any element), booleans included', async () => {
    expect(await sorted('persons.role=PARTNER')).toEqual(['Alpha Leasing']);
    expect(await sorted(`persons.personRegistration=${reg.other}`)).toEqual(['Beta Credit 100% (promo)']);
    expect(await sorted('assets.isFinanced=true')).toEqual(['Alpha Leasing']);
    expect(await sorted('assets.isFinanced=false')).toEqual(['Gamma']);
    expect(await sorted('assets.unitPrice=100~')).toEqual(['Alpha Leasing']);
  });

  it('filters top-level booleans', async () => {
    await post('/api/core/notes', { name: 'pinned note', pinned: true });
    await post('/api/core/notes', { name: 'plain note', pinned: false });
    const res = await get('/api/core/notes?pinned=true');
    expect((res.json() as Rec[]).map((r) => r.name)).toEqual(['pinned note']);
    expect((await get('/api/core/notes?pinned=yes')).json().code).toBe('INVALID_FIELD_IN_QUERY');
  });

  it('sorts by a comma list, - for descending, nulls last, registration last', async () => {
    expect(await names('sort=duration')).toEqual(['alphabet soup', 'Today deal', 'Alpha Leasing', 'Beta Credit 100% (promo)', 'Gamma']);
    expect(await names('sort=-rate')).toEqual(['Gamma', 'Beta Credit 100% (promo)', 'Today deal', 'Alpha Leasing', 'alphabet soup']);
    expect(await names('sort=status,-duration')).toEqual(['Gamma', 'Alpha Leasing', 'alphabet soup', 'Beta Credit 100% (promo)', 'Today deal']);
    expect(await names('')).toEqual(['Today deal', 'Gamma', 'alphabet soup', 'Beta Credit 100% (promo)', 'Alpha Leasing']);
  });

  it('projects fields in and out', async () => {
    const kept = (await get(`${CONTRACTS}?projection=registration,name&status=ACTIVE`)).json() as Rec[];
    expect(Object.keys(kept[0]).sort()).toEqual(['name', 'registration']);
    const only = (await get(`${CONTRACTS}?projection=-_id,registration`)).json() as Rec[];
    expect(Object.keys(only[0])).toEqual(['registration']);
    const one = (await get(`${CONTRACTS}/${reg.c1}?projection=persons.role`)).json();
    expect(one).toEqual({ persons: [{ role: 'CLIENT' }, { role: 'PARTNER' }, { role: 'SALES' }] });
  });

  it('includes names resolved from registrations in the same tenant', async () => {
    const [c1] = (await get(`${CONTRACTS}?registration=${reg.c1}&include=personsNames,assetsNames,organizationName,partnerName,salesName`)).json() as Rec[];
    expect(c1.persons).toEqual([
      expect.objectContaining({ role: 'CLIENT', name: 'Acme Corp', person: expect.objectContaining({ registration: reg.client, name: 'Acme Corp' }) }),
      expect.objectContaining({ role: 'PARTNER', name: 'Partner Motors' }),
      expect.objectContaining({ role: 'SALES', name: 'Javier Garcia' }),
    ]);
    expect((c1.assets as Rec[])[0].asset).toMatchObject({ registration: reg.truck, name: 'Truck 40t' });
    expect(c1).toMatchObject({ organization: { registration: reg.orga, name: 'Demo Bank' }, partnerName: 'Partner Motors', salesName: 'Javier Garcia' });
    const one = (await get(`${CONTRACTS}/${reg.c1}?include=persons,fundings`)).json();
    expect(one.persons[0].name).toBe('Acme Corp');
    expect(one.fundings.map((f: Rec) => f.name)).toEqual(['Funding of alpha']);
    const unknown = await get(`${CONTRACTS}?include=nope`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_FIELD_IN_QUERY');
  });

  it('does not store what an include joined when the record is posted back', async () => {
    const read = (await get(`${CONTRACTS}/${reg.c1}?include=personsNames,organizationName`)).json();
    const saved = await s.inject({ method: 'POST', url: `${CONTRACTS}/${reg.c1}`, headers: h, payload: read });
    expect(saved.statusCode, saved.body).toBe(200);
    const raw = (await get(`${CONTRACTS}/${reg.c1}`)).json();
    expect(raw.organization).toBeUndefined();
    expect(raw.persons[0].person).toBeUndefined();
    expect(raw._version).toBe(read._version);
  });

  it('answers {entities, breakdown} with counts per value, the field own filter left out', async () => {
    const res = await get(`${CONTRACTS}?breakdown=status&status=ACTIVE&range=0-0`);
    const body = res.json();
    expect(body.entities).toHaveLength(1);
    expect(body.breakdown).toEqual([
      { value: 'ACTIVE', count: 2 },
      { value: 'DRAFT', count: 2 },
      { value: 'CLOSED', count: 1 },
    ]);
    expect(res.headers['pagination-total']).toBe('2');
    const roles = (await get(`${CONTRACTS}?breakdown=persons.role`)).json().breakdown;
    expect(roles).toEqual(expect.arrayContaining([{ value: 'CLIENT', count: 4 }, { value: 'PARTNER', count: 1 }]));
  });

  it('pages with range, after (keyset) and count modes', async () => {
    const first = await get(`${CONTRACTS}?range=0-1`);
    expect(first.headers).toMatchObject({ 'pagination-offset': '0', 'pagination-limit': '2', 'pagination-size': '2', 'pagination-continues': 'true', 'pagination-total': '5' });
    const page = first.json() as Rec[];
    const next = await get(`${CONTRACTS}?range=0-1&after=${page[1].registration}`);
    expect((next.json() as Rec[]).map((r) => r.name)).toEqual(['alphabet soup', 'Beta Credit 100% (promo)']);
    expect((await get(`${CONTRACTS}?range=2-3`)).json()).toEqual(next.json());
    const uncounted = await get(`${CONTRACTS}?range=0-1&count=false`);
    expect(uncounted.headers['pagination-total']).toBeUndefined();
    expect(uncounted.headers['pagination-continues']).toBe('true');
    const past = await get(`${CONTRACTS}?range=50-59`);
    expect(past.json()).toEqual([]);
    expect(past.headers['pagination-total']).toBe('5');
  });

  it('reports counts above the cap as a lower bound, exact on request', async () => {
    const rows = COUNT_CAP + 25;
    await s.app.tabula.db.withTenant('master', (q) =>
      q.query(`INSERT INTO e_notes (registration, name, data) SELECT 'BULK' || lpad(i::text, 8, '0'), 'bulk ' || i, '{}'::jsonb FROM generate_series(1, ${rows}) i`),
    );
    const capped = await get('/api/core/notes?name=/bulk/i&range=0-9');
    expect(capped.headers['pagination-total']).toBe(`${COUNT_CAP}+`);
    const exact = await get('/api/core/notes?name=/bulk/i&range=0-9&count=exact');
    expect(exact.headers['pagination-total']).toBe(String(rows));
    const deep = await get(`/api/core/notes?range=${MAX_OFFSET}-${MAX_OFFSET + 9}`);
    expect(deep.statusCode).toBe(200);
    // Deep pages find their registrations first, then the rows: the same rows, in the same order.
    const regs = async (query: string) => ((await get(`/api/core/notes?name=/bulk/i&${query}`)).json() as Rec[]).map((r) => r.registration);
    const bulk = (i: number) => `BULK${String(i).padStart(8, '0')}`;
    const at = DEFERRED_JOIN_OFFSET + 5;
    expect(await regs(`range=${at}-${at + 2}&sort=registration`)).toEqual([bulk(at + 1), bulk(at + 2), bulk(at + 3)]);
    expect(await regs(`range=${at}-${at + 2}`)).toEqual([bulk(rows - at), bulk(rows - at - 1), bulk(rows - at - 2)]);
    expect(await regs(`range=${at}-${at + 2}&sort=-name`)).toEqual(await regs(`range=${at - 3}-${at + 2}&sort=-name`).then((r) => r.slice(3)));
  });

  it('ignores the parameters that are never filters', async () => {
    expect(await sorted('status=ACTIVE&page=3&filter=zzz&jwt=x&token=&editMode=1&clearCache=true&selectedIds=a,b')).toEqual(['Alpha Leasing', 'Gamma']);
  });

  it.each([
    ['an unknown field', 'nope=1', 'INVALID_FIELD_IN_QUERY'],
    ['an unknown sort field', 'sort=-nope', 'INVALID_FIELD_IN_QUERY'],
    ['a bad range', 'range=10-2', 'INVALID_FIELD_IN_QUERY'],
    ['a malformed range', 'range=all', 'INVALID_FIELD_IN_QUERY'],
    ['a deep offset', `range=${MAX_OFFSET + 1}-${MAX_OFFSET + 20}`, 'INVALID_FIELD_IN_QUERY'],
    ['a bad date', 'startDate=20241340', 'INVALID_DATE_FIELD'],
    ['a bad date range', 'startDate=yesterday~someday', 'INVALID_DATE_FIELD'],
    ['a bad number', 'duration=abc', 'INVALID_NUMBER_FIELD'],
    ['a bad number range', 'duration=1~x', 'INVALID_NUMBER_FIELD'],
    ['a broken regex', `name=${encodeURIComponent('/a(b/i')}`, 'INVALID_FIELD_IN_QUERY'],
    ['a bad count', 'count=often', 'INVALID_FIELD_IN_QUERY'],
  ])('answers %s with a catalogued 400', async (_what, query, code) => {
    const res = await get(`${CONTRACTS}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code });
  });
});
