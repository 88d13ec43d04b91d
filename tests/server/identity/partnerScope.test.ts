import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { signIn, startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const PASSWORD = 'Partner-Passw0rd-42';
const CONTRACTS = '/api/financing/contracts';
const DEALS = '/api/financing/deals';
const QUOTATIONS = '/api/financing/quotations';
const PERSONS = '/api/person/persons';
const PROSPECTS = '/api/person/prospects';

/**
 * The partner profile (docs/permissions.md): a dealer's user sees the rows of its dealer only, on
 * every path (list, count, get, search, aggregate, dashboard, export, writes, transitions), and
 * another dealer's record answers 404 as another tenant's does; on PGlite and PostgreSQL.
 */
describe.each(testDatabases())('partner scope ($name)', (db) => {
  let s: TestServer;
  let dealerA: string;
  let dealerB: string;
  const clients: string[] = [];
  const reg: Record<string, string> = {};
  let partnerA: Headers;
  let partnerB: Headers;
  let unlinked: Headers;

  const post = async (url: string, payload: Rec, headers: Headers = s.master) => {
    const res = await s.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return res.json() as Rec;
  };
  const get = (url: string, headers: Headers) => s.inject({ method: 'GET', url, headers });
  const names = async (url: string, headers: Headers) => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return { names: (res.json() as Rec[]).map((r) => r.name).sort(), total: res.headers['pagination-total'] };
  };
  const partnerUser = async (username: string, partnerRegistration: string | null) => {
    await post('/api/core/users', { username, lastName: username.split('@')[0], password: PASSWORD, profiles: ['PARTNER'], partnerRegistration });
    return signIn(s.app, username, PASSWORD);
  };

  beforeAll(async () => {
    s = await startTestServer(db);
    dealerA = String((await post(PERSONS, { type: 'C', name: 'Dealer A', roles: [{ role: 'PARTNER' }] })).registration);
    dealerB = String((await post(PERSONS, { type: 'C', name: 'Dealer B', roles: [{ role: 'PARTNER' }] })).registration);
    for (const name of ['Client A', 'Client B', 'Client direct']) clients.push(String((await post(PERSONS, { type: 'C', name })).registration));
    const persons = (client: string, dealer?: string) => [{ role: 'CLIENT', personRegistration: client }, ...(dealer ? [{ role: 'PARTNER', personRegistration: dealer }] : [])];
    reg.contractA = String((await post(CONTRACTS, { name: 'Contract A', duration: 36, rate: 0.05, persons: persons(clients[0], dealerA) })).registration);
    reg.contractB = String((await post(CONTRACTS, { name: 'Contract B', duration: 48, rate: 0.06, persons: persons(clients[1], dealerB) })).registration);
    reg.contractDirect = String((await post(CONTRACTS, { name: 'Contract direct', duration: 60, rate: 0.04, persons: persons(clients[2]) })).registration);
    reg.dealA = String((await post(DEALS, { name: 'Deal A', persons: persons(clients[0], dealerA) })).registration);
    reg.dealB = String((await post(DEALS, { name: 'Deal B', persons: persons(clients[1], dealerB) })).registration);
    reg.quotationA = String((await post(QUOTATIONS, { name: 'Quotation A', dealRegistration: reg.dealA })).registration);
    reg.quotationB = String((await post(QUOTATIONS, { name: 'Quotation B', dealRegistration: reg.dealB })).registration);
    partnerA = await partnerUser('dealer.a@master', dealerA);
    partnerB = await partnerUser('dealer.b@master', dealerB);
    unlinked = await partnerUser('dealer.none@master', null);
  }, 180_000);
  afterAll(() => s?.close());

  it('lists and counts only the rows of its partner; the staff still see every row', async () => {
    expect(await names(CONTRACTS, partnerA)).toEqual({ names: ['Contract A'], total: '1' });
    expect(await names(`${CONTRACTS}?count=exact`, partnerA)).toEqual({ names: ['Contract A'], total: '1' });
    // a status condition, which the tenant's row counters would answer
    const byStatus = await get(`${CONTRACTS}?status=in:DRAFT,ACTIVE,PENDING&range=0-0`, partnerA);
    expect(Number(byStatus.headers['pagination-total'])).toBeLessThanOrEqual(1);
    expect(await names(DEALS, partnerA)).toEqual({ names: ['Deal A'], total: '1' });
    expect(await names(QUOTATIONS, partnerA)).toEqual({ names: ['Quotation A'], total: '1' });
    expect(await names(CONTRACTS, partnerB)).toEqual({ names: ['Contract B'], total: '1' });
    expect((await names(CONTRACTS, s.master)).names).toEqual(['Contract A', 'Contract B', 'Contract direct']);
    expect((await names(PERSONS, s.master)).names).toHaveLength(5);
  });

  it('sees its own company and the clients of its rows, not the other persons', async () => {
    expect((await names(PERSONS, partnerA)).names).toEqual(['Client A', 'Dealer A']);
    // the search of an entity picker
    expect((await names(`${PERSONS}?search=Client`, partnerA)).names).toEqual(['Client A']);
    expect((await names(`${PERSONS}?search=Dealer`, partnerB)).names).toEqual(['Dealer B']);
  });

  it("answers 404 on another partner's record, as on another tenant's", async () => {
    for (const url of [`${CONTRACTS}/${reg.contractB}`, `${CONTRACTS}/${reg.contractDirect}`, `${DEALS}/${reg.dealB}`, `${QUOTATIONS}/${reg.quotationB}`, `${PERSONS}/${clients[1]}`, `${PERSONS}/${dealerB}`]) {
      const res = await get(url, partnerA);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Contract B');
      const otherTenant = await get(url, s.test);
      expect(otherTenant.statusCode, url).toBe(404);
      expect(res.json().code).toBe(otherTenant.json().code);
      expect(res.json().code).toBe('ENTITY_REGISTRATION_NOT_FOUND');
    }
    expect((await get(`${CONTRACTS}/${reg.contractA}`, partnerA)).statusCode).toBe(200);
    expect((await get(`${PERSONS}/${clients[0]}`, partnerA)).statusCode).toBe(200);
  });

  it("cannot change, delete or move another partner's deal", async () => {
    const patch = await s.inject({ method: 'PATCH', url: `${DEALS}/${reg.dealB}`, headers: partnerA, payload: { name: 'Taken' } });
    expect(patch.statusCode).toBe(404);
    expect((await s.inject({ method: 'DELETE', url: `${DEALS}/${reg.dealB}`, headers: partnerA })).statusCode).toBe(404);
    const transitions = await get(`${DEALS}/${reg.dealB}/transitions`, partnerA);
    expect([404, 200]).toContain(transitions.statusCode);
    if (transitions.statusCode === 200) expect(transitions.json()).toEqual([]);
    expect((await s.inject({ method: 'POST', url: `${DEALS}/${reg.dealB}/transitions/ANY`, headers: partnerA })).statusCode).toBe(404);
    const b = (await get(`${DEALS}/${reg.dealB}`, s.master)).json() as Rec;
    expect(b.name).toBe('Deal B');
    const own = await s.inject({ method: 'PATCH', url: `${DEALS}/${reg.dealA}`, headers: partnerA, payload: { name: 'Deal A renamed' } });
    expect(own.statusCode, own.body).toBe(200);
    await s.inject({ method: 'PATCH', url: `${DEALS}/${reg.dealA}`, headers: partnerA, payload: { name: 'Deal A' } });
  });

  it('writes rows of its own partner only: its deals name it, another partner is refused', async () => {
    const created = await s.inject({ method: 'POST', url: DEALS, headers: partnerA, payload: { name: 'Deal A2', persons: [{ role: 'CLIENT', personRegistration: clients[0] }] } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().persons).toContainEqual(expect.objectContaining({ role: 'PARTNER', personRegistration: dealerA }));
    expect((await names(DEALS, partnerB)).names).toEqual(['Deal B']);

    const forOther = await s.inject({ method: 'POST', url: DEALS, headers: partnerA, payload: { name: 'Deal for B', persons: [{ role: 'PARTNER', personRegistration: dealerB }] } });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toMatchObject({ status: 403, code: 'PERMISSION_DENIED' });
    const moved = await s.inject({ method: 'PATCH', url: `${DEALS}/${reg.dealA}`, headers: partnerA, payload: { persons: [{ role: 'PARTNER', personRegistration: dealerB }] } });
    expect(moved.statusCode).toBe(403);
    // a quotation of another partner's deal: the database's partner policy refuses the row
    const quotation = await s.inject({ method: 'POST', url: QUOTATIONS, headers: partnerA, payload: { name: 'Quotation on B', dealRegistration: reg.dealB } });
    expect(quotation.statusCode, quotation.body).toBe(403);
    expect(quotation.json().code).toBe('PERMISSION_DENIED');
    expect((await names(QUOTATIONS, s.master)).names).not.toContain('Quotation on B');

    const prospect = await s.inject({ method: 'POST', url: PROSPECTS, headers: partnerA, payload: { type: 'C', name: 'Prospect of A' } });
    expect(prospect.statusCode, prospect.body).toBe(201);
    expect((await names(PROSPECTS, partnerA)).names).toEqual(['Prospect of A']);
    expect((await names(PROSPECTS, partnerB)).names).toEqual([]);
  });

  it('aggregates, exports and counts its home figures over its own rows', async () => {
    const agg = await s.inject({ method: 'POST', url: `${CONTRACTS}/aggregate`, headers: partnerA, payload: { pipeline: [{ $group: { _id: null, n: { $count: {} }, rate: { $sum: '$rate' } } }] } });
    expect(agg.statusCode, agg.body).toBe(200);
    expect(agg.json()).toEqual([expect.objectContaining({ n: 1 })]);
    expect((agg.json() as Rec[])[0].rate).toBeCloseTo(0.05, 10);

    const columns = [{ headerLabel: 'Name', key: 'name' }];
    const exported = await s.inject({ method: 'POST', url: '/api/report/excel', headers: partnerA, payload: { entityName: 'Contract', columns, query: {} } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['x-export-rows']).toBe('1');

    const home = await get('/api/core/dashboard', partnerA);
    expect(home.statusCode, home.body).toBe(200);
    const byStatus = (home.json().contractsByStatus ?? []) as { count: number }[];
    expect(byStatus.reduce((n, r) => n + r.count, 0)).toBe(1);
  });

  it('sees the notes of its own records only, and attaches none to another partner\'s', async () => {
    await post('/api/core/notes', { name: 'Note on A', content: 'a', entityName: 'Contract', entityRegistration: reg.contractA });
    await post('/api/core/notes', { name: 'Note on B', content: 'b', entityName: 'Contract', entityRegistration: reg.contractB });
    expect((await names('/api/core/notes', partnerA)).names).toEqual(['Note on A']);
    const onB = await s.inject({ method: 'POST', url: '/api/core/notes', headers: partnerA, payload: { name: 'Mine on B', content: 'x', entityName: 'Contract', entityRegistration: reg.contractB } });
    expect(onB.statusCode).toBe(403);
    const own = await s.inject({ method: 'POST', url: '/api/core/notes', headers: partnerA, payload: { name: 'Mine on A', content: 'x', entityName: 'Contract', entityRegistration: reg.contractA } });
    expect(own.statusCode, own.body).toBe(201);
    expect((await names('/api/core/notes', partnerB)).names).toEqual(['Note on B']);
  });

  it('a partner user whose record names no partner sees no partner-scoped row and writes none', async () => {
    expect(await names(CONTRACTS, unlinked)).toEqual({ names: [], total: '0' });
    expect(await names(PERSONS, unlinked)).toEqual({ names: [], total: '0' });
    const res = await s.inject({ method: 'POST', url: DEALS, headers: unlinked, payload: { name: 'Orphan deal' } });
    expect(res.statusCode).toBe(403);
  });
});
