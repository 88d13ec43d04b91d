import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_MODEL_VERSION } from '../../../engine/workflow/migrateWorkflow.ts';
import { DEFAULT_WORKFLOWS } from '../../../server/defaults/workflows/index.ts';
import { dealWorkflow } from '../../../server/defaults/workflows/deal.ts';
import { PREVIOUS_SHIPPED_WORKFLOWS } from '../../../server/defaults/workflows/previousVersions.ts';
import { shippedWorkflowContent, upgradeStoredWorkflows, upgradeWorkflowsOfEveryTenant } from '../../../server/workflow/upgradeStoredWorkflows.ts';
import { workflowFingerprint } from '../../../server/workflow/workflowFingerprint.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const SCRIPTS = '/api/script/scripts';
const DEALS = '/api/financing/deals';

/** The deal workflow an earlier release shipped: Won set probability 100 (shown as 10,000 %). */
const OLD_DEAL = JSON.parse(JSON.stringify(dealWorkflow).replace('"probability":1}', '"probability":100}')) as Rec;

describe('the shipped workflows and their history', () => {
  it('knows the fingerprint of the deal workflow of the earlier release, and of every current one', () => {
    expect(workflowFingerprint(OLD_DEAL)).toBe('d029c88cc8a0a28b');
    expect(PREVIOUS_SHIPPED_WORKFLOWS.Deal).toContain(workflowFingerprint(OLD_DEAL));
    // the copies the releases before the model version stored, the current definitions included
    for (const d of DEFAULT_WORKFLOWS) expect(PREVIOUS_SHIPPED_WORKFLOWS[d.entityName], d.entityName).toContain(workflowFingerprint(d as unknown as Rec));
  });
});

describe.each(testDatabases())('stored workflows of an earlier release brought to the current model (issue 38 item 7) on $name', (db) => {
  let s: TestServer;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Rec) => {
    const res = await s.inject({ method, url, headers: s.master, ...(payload === undefined ? {} : { payload }) });
    return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : undefined) as Rec };
  };
  const content = async (name: string) => JSON.parse(String((await call('GET', `${SCRIPTS}/${name}`)).body.content)) as Rec;
  const upgrade = () => s.app.tabula.db.withTenant('master', (q) => upgradeStoredWorkflows(s.app.tabula, q));

  beforeAll(async () => {
    s = await startTestServer(db);
  });
  afterAll(() => s.close());

  it('seeds the shipped workflows in the current model, and a start changes nothing more', async () => {
    expect(await content('deal-workflow')).toMatchObject({ modelVersion: WORKFLOW_MODEL_VERSION, entityName: 'Deal' });
    const everyTenant = await upgradeWorkflowsOfEveryTenant(s.app.tabula);
    expect(Object.keys(everyTenant)).toEqual(expect.arrayContaining(['master', 'test']));
    for (const done of Object.values(everyTenant)) expect(done).toEqual({ replaced: [], migrated: [] });
  });

  it('replaces an unedited copy of an earlier shipped definition by the current one', async () => {
    // a database of the earlier release holds that copy, as it stored it (no model version)
    expect((await call('PATCH', `${SCRIPTS}/deal-workflow`, { content: JSON.stringify(OLD_DEAL, null, 2) })).status).toBe(200);
    const before = (await call('GET', `${SCRIPTS}/deal-workflow`)).body;
    expect(await upgrade()).toEqual({ replaced: ['deal-workflow'], migrated: [] });
    const after = (await call('GET', `${SCRIPTS}/deal-workflow`)).body;
    expect(after.content).toBe(shippedWorkflowContent(dealWorkflow));
    expect(Number(after._version ?? after.version)).toBeGreaterThan(Number(before._version ?? before.version));
    expect(await upgrade()).toEqual({ replaced: [], migrated: [] });
  });

  it("migrates a tenant's own definition of the older model, keeping its own statuses and transitions", async () => {
    const own = {
      entityName: 'Deal',
      initialStatus: 'OPEN',
      statuses: ['OPEN', 'PROPOSAL', 'SIGNED', 'LOST'],
      transitions: [
        { code: 'propose', from: 'OPEN', to: 'PROPOSAL' },
        { code: 'sign', label: 'Signed', from: 'PROPOSAL', to: 'SIGNED', actions: [{ type: 'setFields', values: { probability: 100 } }] },
        { code: 'lose', from: ['OPEN', 'PROPOSAL'], to: 'LOST', actions: [{ type: 'setFields', values: { probability: 0 } }] },
      ],
    };
    expect((await call('PATCH', `${SCRIPTS}/deal-workflow`, { content: JSON.stringify(own) })).status).toBe(200);
    const done = await upgrade();
    expect(done.replaced).toEqual([]);
    expect(done.migrated).toEqual([{ name: 'deal-workflow', changes: expect.arrayContaining(['transition sign: probability 100 becomes 1 (a percentage is stored as a fraction)', `model 1 to ${WORKFLOW_MODEL_VERSION}`]) }]);
    const migrated = await content('deal-workflow');
    expect(migrated).toMatchObject({ modelVersion: WORKFLOW_MODEL_VERSION, statuses: [{ code: 'OPEN' }, { code: 'PROPOSAL' }, { code: 'SIGNED' }, { code: 'LOST' }] });
    expect(await upgrade()).toEqual({ replaced: [], migrated: [] });

    // the record runs through the migrated definition: signed at 100 %, stored as 1
    const deal = (await call('POST', DEALS, { name: 'Migrated workflow deal', amount: 1000 })).body;
    expect((await call('POST', `${DEALS}/${String(deal.registration)}/transitions/propose`)).status).toBe(200);
    const signed = await call('POST', `${DEALS}/${String(deal.registration)}/transitions/sign`);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ status: 'SIGNED', probability: 1 });
  });

  it('leaves a definition that is not JSON for the reader to refuse, as before', async () => {
    expect((await call('PATCH', `${SCRIPTS}/asset-workflow`, { enabled: true })).status).toBe(200);
    await s.app.tabula.db.withTenant('master', (q) => q.query(`UPDATE ${s.app.tabula.registry.get('Script').table} SET data = data || '{"content": "not json"}'::jsonb WHERE registration = 'asset-workflow'`));
    expect(await upgrade()).toEqual({ replaced: [], migrated: [] });
  });
});
