import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const rel = (personRegistration: string, relation: string, stake: number | null = null) => ({ personRegistration, relation, stake });

describe.each(testDatabases())('person relations on $name', (db) => {
  let s: TestServer;

  const seed = (tenant: string, entity: string, records: Rec[]) =>
    s.app.tabula.db.withTenant(tenant, async (q) => {
      for (const r of records) await s.app.tabula.store.create(q, s.app.tabula.registry.get(entity), r, { username: 'system' });
    });
  const get = (url: string, headers = s.test) => s.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    s = await startTestServer(db);
    // HOLD -> SUB1 -> SUB2 -> SUB3 ; HOLD -> DIR ; GROUP names HOLD ; ORG1 -> ORG2 (organizations)
    await seed('test', 'Person', [
      { registration: 'HOLD', type: 'C', name: 'Holding', descendants: [rel('SUB1', 'SUBSIDIARY', 0.6), rel('DIR', 'DIRECTOR'), rel('GONE', 'CONTACT')] },
      { registration: 'SUB1', type: 'C', name: 'Sub one', descendants: [rel('SUB2', 'SUBSIDIARY')] },
      { registration: 'SUB2', type: 'C', name: 'Sub two', descendants: [rel('SUB3', 'SUBSIDIARY')] },
      { registration: 'SUB3', type: 'C', name: 'Sub three' },
      { registration: 'DIR', type: 'I', firstName: 'Ada', lastName: 'Director' },
      { registration: 'GROUP', type: 'C', name: 'Group', descendants: [rel('HOLD', 'PARENT')] },
      { registration: 'ORG1', type: 'O', name: 'Org one', descendants: [rel('ORG2', 'SUBSIDIARY', 1)] },
      { registration: 'ORG2', type: 'O', name: 'Org two' },
    ]);
    await seed('test', 'Prospect', [
      { registration: 'PRO1', type: 'C', name: 'Prospect one', descendants: [rel('PRO2', 'DIRECTOR')] },
      { registration: 'PRO2', type: 'I', firstName: 'Bo', lastName: 'Prospect' },
    ]);
    // another tenant's persons naming HOLD are never seen
    await seed('master', 'Person', [{ registration: 'SPY', type: 'C', name: 'Other tenant', descendants: [rel('HOLD', 'SHAREHOLDER')] }, { registration: 'HOLD', type: 'C', name: 'Master holding' }]);
  }, 120_000);
  afterAll(() => s?.close());

  it('answers the graph around a person, both ways, up to the depth asked', async () => {
    const res = await get('/api/person/persons/HOLD/hierarchy?depth=2');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { persons: Rec[]; links: Rec[] };
    expect(body.persons.map((p) => p.registration).sort()).toEqual(['DIR', 'GROUP', 'HOLD', 'SUB1', 'SUB2']);
    expect(body.persons[0]).toMatchObject({ registration: 'HOLD', type: 'C', name: 'Holding' });
    expect(body.links).toEqual(expect.arrayContaining([
      { source: 'HOLD', relation: 'SUBSIDIARY', target: 'SUB1', stake: 0.6 },
      { source: 'GROUP', relation: 'PARENT', target: 'HOLD', stake: null },
    ]));
    expect(body.links).toHaveLength(4);
    const deep = (await get('/api/person/persons/SUB3/hierarchy')).json() as { persons: Rec[] };
    expect(deep.persons.map((p) => p.registration)).toEqual(['SUB3', 'SUB2', 'SUB1', 'HOLD']);
  });

  it('refuses a bad depth and answers 404 for an unknown registration', async () => {
    const bad = await get('/api/person/persons/HOLD/hierarchy?depth=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_FIELD_IN_QUERY' });
    const missing = await get('/api/person/persons/NOPE/hierarchy');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    expect((await get('/api/person/persons/NOPE/ascendants')).statusCode).toBe(404);
  });

  it('answers the ascendants of a person with relation and person.registration, tenant-scoped', async () => {
    const res = await get('/api/person/persons/HOLD/ascendants');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ relation: 'PARENT', stake: null, person: expect.objectContaining({ registration: 'GROUP', name: 'Group', type: 'C' }) }]);
    const master = (await get('/api/person/persons/HOLD/ascendants', s.master)).json() as Rec[];
    expect(master.map((a) => (a.person as Rec).registration)).toEqual(['SPY']);
  });

  it('serves prospects the same way', async () => {
    const h = (await get('/api/person/prospects/PRO2/hierarchy')).json() as { persons: Rec[]; links: Rec[] };
    expect(h.persons.map((p) => p.registration)).toEqual(['PRO2', 'PRO1']);
    expect(h.links).toEqual([{ source: 'PRO1', relation: 'DIRECTOR', target: 'PRO2', stake: null }]);
    expect(((await get('/api/person/prospects/PRO2/ascendants')).json() as Rec[])[0]).toMatchObject({ relation: 'DIRECTOR', person: { registration: 'PRO1' } });
  });

  it('answers the tenant organizations and their links', async () => {
    const res = await get('/api/person/organizations-with-ascendants');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { organizations: Rec[]; links: Rec[] };
    expect(body.organizations.map((o) => o.registration)).toEqual(['ORG1', 'ORG2']);
    expect(body.links).toEqual([{ source: 'ORG1', relation: 'SUBSIDIARY', target: 'ORG2', stake: 1 }]);
  });

  it('needs read permission on persons', async () => {
    expect((await s.inject({ method: 'GET', url: '/api/person/persons/HOLD/hierarchy' })).statusCode).toBe(401);
    expect((await s.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: s.test, payload: { NOBODY: ['read /api/core/tasks'] } })).statusCode).toBe(200);
    const username = 'noread@test';
    await s.app.tabula.db.withTenant('test', async (q) => {
      const { setPassword } = await import('../../../server/auth/credentials.ts');
      await setPassword(q, username, 'No-Read-Passw0rd-1');
      await s.app.tabula.store.create(q, s.app.tabula.registry.get('User'), { registration: username, username, lastName: 'No', profiles: ['NOBODY'] }, { username: 'system' });
    });
    const { signIn } = await import('../support/testServer.ts');
    const headers = await signIn(s.app, username, 'No-Read-Passw0rd-1');
    const denied = await get('/api/person/persons/HOLD/hierarchy', headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it('runs the shipped quick-add-relations script with roles as objects', async () => {
    const res = await s.inject({ method: 'POST', url: '/api/script/runs/quick-add-relations', headers: s.test, payload: { sourcePerson: { registration: 'HOLD', type: 'C' } } });
    expect(res.statusCode).toBe(200);
    const entries = res.json() as { relation: string; label: string; personType: string; quickAddRoles: { role: string }[] }[];
    expect(entries.find((e) => e.relation === 'DIRECTOR')).toEqual({ relation: 'DIRECTOR', label: 'Director', personType: 'I', quickAddRoles: [{ role: 'LEGAL_REPRESENTATIVE' }] });
    const individual = (await s.inject({ method: 'POST', url: '/api/script/runs/quick-add-relations', headers: s.test, payload: { sourcePerson: 'DIR' } })).json() as { relation: string }[];
    expect(individual.map((e) => e.relation)).toContain('SPOUSE');
  });
});
