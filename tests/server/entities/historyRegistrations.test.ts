import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * History registrations come from one sequence: the entries the history writer adds beside every
 * change, and a History record created through the store (as the audit collections are written),
 * never hand out the same one (server/entities/registrations.ts).
 */
describe.each(testDatabases())('History registrations on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  it('a History record created after many recorded changes gets a registration of its own', async () => {
    // each created person writes a History entry numbered by the writer's sequence
    for (let i = 0; i < 8; i++) {
      const res = await s.inject({ method: 'POST', url: '/api/person/persons', headers: s.master, payload: { type: 'C', name: `History numbering ${i}` } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const { store, registry, db: database } = s.app.tabula;
    const info = registry.get('History');
    const created = await database.withTenant('master', (q) => store.create(q, info, { name: 'Written by the store', entityName: 'Person', type: 'UPDATE' }, { username: 'admin@master' }));
    const list = await s.inject({ method: 'GET', url: `${info.apiPath}?range=0-99`, headers: s.master });
    const registrations = (list.json() as { registration: string }[]).map((r) => r.registration);
    expect(registrations).toContain(created.registration);
    expect(new Set(registrations).size).toBe(registrations.length);
  });
});
