import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const SCRIPTS = '/api/script/scripts';

/** A dyno entity `dynoInspection` whose `level` field is a number for one tenant, a text for the other. */
const inspection = (level: Rec) => [
  { name: 'dynoInspection', title: 'Inspection', properties: { level: { type: ['null', ...(level.type as string[])], 'x-field': level['x-field'] } } },
];
const NUMBER_LEVEL = { type: ['integer'], 'x-field': { type: 'integer', label: 'Level' } };
const TEXT_LEVEL = { type: ['string'], 'x-field': { type: 'text', label: 'Level' } };
const WORKFLOW = {
  entityName: 'dynoInspection',
  initialStatus: 'PLANNED',
  statuses: [{ code: 'PLANNED', label: 'Planned' }, { code: 'DONE', label: 'Done' }],
  transitions: [{ code: 'done', label: 'Mark done', from: ['PLANNED'], to: 'DONE' }],
};

describe.each(testDatabases())('dyno entity names are scoped per tenant on $name', (db) => {
  let s: TestServer;
  const call = (h: Headers, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    s.inject({ method, url, headers: h, ...(payload === undefined ? {} : { payload: payload as Rec }) });
  /** Writes a Script of the tenant: changes it when it exists, creates it otherwise. */
  async function saveScript(h: Headers, name: string, type: string, content: unknown): Promise<void> {
    const fields = { content: JSON.stringify(content) };
    const patched = await call(h, 'PATCH', `${SCRIPTS}/${name}`, fields);
    const res = patched.statusCode === 404 ? await call(h, 'POST', SCRIPTS, { name, type, ...fields }) : patched;
    expect(res.statusCode, res.body).toBeLessThan(300);
  }

  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  it('hides a tenant dyno entity from another tenant: 404 on its API, transitions, workflow and export', async () => {
    await saveScript(s.master, 'dyno-descriptors', 'config', inspection(NUMBER_LEVEL));
    await saveScript(s.master, 'dyno-inspection-workflow', 'workflow', WORKFLOW);
    const created = await call(s.master, 'POST', '/api/dyno/dynoInspection', { name: 'Van 1', level: 3 });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json() as Rec;
    expect(record.status).toBe('PLANNED');
    const moved = await call(s.master, 'POST', `/api/dyno/dynoInspection/${String(record.registration)}/transitions/done`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as Rec).status).toBe('DONE');
    // its status list (no List record: the configurator writes none) answers the workflow's labels, in this tenant only
    const statusList = (h: Headers) => call(h, 'GET', '/api/script/lists?valuesOnly=true&lists=dynoInspectionStatus,dynoNothingStatus').then((r) => r.json() as unknown);
    expect(await statusList(s.master)).toEqual([[{ value: 'PLANNED', label: 'Planned' }, { value: 'DONE', label: 'Done' }], ['ERROR']]);
    expect(await statusList(s.test)).toEqual([['ERROR'], ['ERROR']]);

    expect((await call(s.test, 'GET', '/api/dyno')).json()).toMatchObject({ entities: [] });
    const routes = async (h: Headers) => ((await call(h, 'GET', '/api/script/runs/user-configuration')).json() as { clientRoutes: string[] }).clientRoutes;
    expect(await routes(s.master)).toContain('/page/dyno-inspections');
    expect(await routes(s.test)).not.toContain('/page/dyno-inspections');
    const refused = [
      await call(s.test, 'GET', '/api/dyno/dynoInspection'),
      await call(s.test, 'GET', '/api/dyno/dynoInspections'),
      await call(s.test, 'POST', '/api/dyno/dynoInspection', { name: 'Intruder' }),
      await call(s.test, 'GET', `/api/dyno/dynoInspection/${String(record.registration)}`),
      await call(s.test, 'GET', `/api/dyno/dynoInspection/${String(record.registration)}/transitions`),
      await call(s.test, 'POST', `/api/dyno/dynoInspection/${String(record.registration)}/transitions/done`),
      await call(s.test, 'GET', '/api/script/workflows/dynoInspection'),
      await call(s.test, 'POST', '/api/report/excel', { entityName: 'dynoInspection', columns: [{ key: 'name', headerLabel: 'Name' }], query: {} }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(404);
      expect((res.json() as Rec).code ?? res.body).toContain('ROUTE_NOT_FOUND');
    }
  });

  it('lets two tenants declare the same name with different fields without interfering', async () => {
    await saveScript(s.test, 'dyno-descriptors', 'config', inspection(TEXT_LEVEL));
    const listed = (await call(s.test, 'GET', '/api/dyno')).json() as { entities: Rec[] };
    expect(listed.entities).toMatchObject([{ name: 'dynoInspection', apiPath: '/api/dyno/dynoInspection' }]);
    // each tenant validates with its own descriptor, whichever was read last
    expect((await call(s.test, 'POST', '/api/dyno/dynoInspection', { name: 'Truck', level: 'high' })).statusCode).toBe(201);
    expect((await call(s.master, 'POST', '/api/dyno/dynoInspection', { name: 'Van 2', level: 'high' })).statusCode).toBe(400);
    expect((await call(s.test, 'POST', '/api/dyno/dynoInspection', { name: 'Bus', level: 4 })).statusCode).toBe(400);
    expect((await call(s.master, 'POST', '/api/dyno/dynoInspection', { name: 'Van 3', level: 4 })).statusCode).toBe(201);
    // the rows stay per tenant in the shared table; the test tenant has no workflow, so no status
    const own = (h: Headers) => call(h, 'GET', '/api/dyno/dynoInspection?sort=name').then((r) => (r.json() as Rec[]).map((x) => x.name));
    expect(await own(s.master)).toEqual(['Van 1', 'Van 3']);
    expect(await own(s.test)).toEqual(['Truck']);
    const definition = (await call(s.test, 'GET', '/api/script/workflows/dynoInspection')).json() as Rec;
    expect(definition.definition).toBeNull();
  });
});
