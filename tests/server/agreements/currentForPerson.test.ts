import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDateKeyword } from '../../../engine/query/dateKeywords.ts';
import { usersWithProfiles } from '../identity/helpers.ts';
import { forceStatus } from '../support/forceStatus.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const AGREEMENTS = '/api/financing/agreements';
const day = (keyword: string) => resolveDateKeyword(keyword) as string;

describe.each(testDatabases())('GET /api/financing/agreements/current-for-person/{id} (seed 002 §7) on $name', (db) => {
  let s: TestServer;
  let agreementsOnly: Headers;
  let nobody: Headers;
  let partner: Rec;
  const names: Record<string, string> = {};
  const get = (url: string, headers?: Headers) => s.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  const current = async (id: string, headers: Headers = s.master) => {
    const res = await get(`${AGREEMENTS}/current-for-person/${encodeURIComponent(id)}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Rec[]).map((a) => a.name);
  };
  async function agreement(headers: Headers, tenant: string, name: string, body: Rec, status: string | null): Promise<void> {
    const res = await s.inject({ method: 'POST', url: AGREEMENTS, headers, payload: { name, ...body } });
    expect(res.statusCode, res.body).toBe(201);
    names[name] = String((res.json() as Rec).registration);
    if (status) await forceStatus(s.app, tenant, 'Agreement', names[name], status);
  }

  beforeAll(async () => {
    s = await startTestServer(db);
    const created = await s.inject({ method: 'POST', url: '/api/person/persons', headers: s.master, payload: { type: 'C', name: 'Partner Motors' } });
    expect(created.statusCode, created.body).toBe(201);
    partner = created.json() as Rec;
    const reg = String(partner.registration);
    const asPartner = { partnerRegistration: reg };
    await agreement(s.master, 'master', 'open-ended', { ...asPartner, startDate: day('today-30') }, 'ACTIVE');
    await agreement(s.master, 'master', 'listed person', { partnerRegistration: 'PER-OTHER', persons: [{ role: 'PARTNER', personRegistration: reg }], startDate: day('today-400'), endDate: day('today+30') }, 'ACTIVE');
    await agreement(s.master, 'master', 'ends today', { ...asPartner, startDate: day('today-10'), endDate: day('today') }, 'ACTIVE');
    await agreement(s.master, 'master', 'no dates', asPartner, 'ACTIVE');
    await agreement(s.master, 'master', 'ended', { ...asPartner, startDate: day('today-400'), endDate: day('today-1') }, 'ACTIVE');
    await agreement(s.master, 'master', 'not started', { ...asPartner, startDate: day('today+1') }, 'ACTIVE');
    await agreement(s.master, 'master', 'draft', { ...asPartner, startDate: day('today-30') }, null);
    await agreement(s.master, 'master', 'suspended', { ...asPartner, startDate: day('today-30') }, 'SUSPENDED');
    await agreement(s.master, 'master', 'someone else', { partnerRegistration: 'PER-OTHER', startDate: day('today-30') }, 'ACTIVE');
    // another tenant naming the same registration
    await agreement(s.test, 'test', 'other tenant', { ...asPartner, startDate: day('today-30') }, 'ACTIVE');
    const users = await usersWithProfiles(s.app, s.master as { authorization: string }, { AGREEMENTS_ONLY: ['read /api/financing/agreements'], NOTHING: [] }, { 'agreements@master': 'AGREEMENTS_ONLY', 'nobody@master': 'NOTHING' });
    ({ 'agreements@master': agreementsOnly, 'nobody@master': nobody } = users);
  }, 120_000);
  afterAll(() => s?.close());

  it('answers the ACTIVE agreements in force today where the person is partner or listed, latest start first', async () => {
    const expected = ['open-ended', 'ends today', 'listed person', 'no dates'];
    expect(await current(String(partner.registration))).toEqual(['ends today', 'open-ended', 'listed person', 'no dates']);
    expect((await current(String(partner._id))).sort()).toEqual([...expected].sort());
    const res = await get(`${AGREEMENTS}/current-for-person/${String(partner.registration)}`, s.master);
    expect((res.json() as Rec[])[0]).toMatchObject({ registration: names['ends today'], status: 'ACTIVE', partnerRegistration: partner.registration });
  });

  it("answers 404 for a person the tenant does not have, and never another tenant's agreements", async () => {
    const missing = await get(`${AGREEMENTS}/current-for-person/PER-NOBODY`, s.master);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    const elsewhere = await get(`${AGREEMENTS}/current-for-person/${String(partner.registration)}`, s.test);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'ENTITY_REGISTRATION_NOT_FOUND' });
  });

  it('needs a session, the read permission of agreements and of persons', async () => {
    const url = `${AGREEMENTS}/current-for-person/${String(partner.registration)}`;
    expect((await get(url)).statusCode).toBe(401);
    const noPersons = await get(url, agreementsOnly);
    expect(noPersons.statusCode).toBe(403);
    expect(noPersons.json()).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission "read /api/person/persons" is required' });
    const none = await get(url, nobody);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission "read /api/financing/agreements" is required' });
  });

  it('leaves the generic agreement routes answering', async () => {
    expect((await get(`${AGREEMENTS}/${names['draft']}`, s.master)).json()).toMatchObject({ name: 'draft', status: 'DRAFT' });
  });
});
