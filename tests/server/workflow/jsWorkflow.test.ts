import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const DEALS = '/api/financing/deals';

/** The JSON definition stays the source of statuses and transitions. */
const DEFINITION = {
  entityName: 'Deal',
  statuses: ['OPEN', 'PENDING_APPROVAL', 'QUALIFIED'],
  transitions: [
    { code: 'qualify', from: ['OPEN'], to: 'QUALIFIED' },
    { code: 'fast-track', from: ['OPEN'], to: 'QUALIFIED' },
    { code: 'approve', from: ['PENDING_APPROVAL'], to: 'QUALIFIED' },
  ],
};

/** Above 10000 a deal needs an extra approval step: no fast track, and qualify waits for approval. */
const RULES = `function execute(ctx) {
  const big = (ctx.data.amount || 0) > 10000;
  if (!ctx.transition) return { transitions: big ? ['qualify'] : ['qualify', 'fast-track'] };
  if (ctx.transition === 'fast-track' && big) return { allowed: false, message: 'Deals above 10000 need an approval' };
  if (ctx.transition === 'qualify' && big) return { to: 'PENDING_APPROVAL', data: { probability: 50 } };
  return {};
}`;

describe.each(testDatabases())('JS workflow script (issue 18 item 2) on $name', (db) => {
  let s: TestServer;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Rec, headers: Headers = s.master) => {
    const res = await s.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : undefined) as Rec };
  };
  const codes = async (registration: unknown) => ((await call('GET', `${DEALS}/${String(registration)}/transitions`)).body as unknown as Rec[]).map((t) => t.code).sort();

  beforeAll(async () => {
    s = await startTestServer(db);
    expect((await call('PATCH', '/api/script/scripts/deal-workflow', { content: JSON.stringify(DEFINITION) })).status).toBe(200);
  });
  afterAll(() => s.close());

  it('leaves the JSON definition alone without a JS workflow script', async () => {
    const deal = (await call('POST', DEALS, { name: 'Plain', amount: 50000 })).body;
    expect(await codes(deal.registration)).toEqual(['fast-track', 'qualify']);
  });

  it('narrows the available transitions and changes the outcome of a transition', async () => {
    expect((await call('POST', '/api/script/scripts', { name: 'deal-workflow-script', type: 'workflow', content: RULES })).status).toBe(201);
    const small = (await call('POST', DEALS, { name: 'Small', amount: 500 })).body;
    const big = (await call('POST', DEALS, { name: 'Big', amount: 25000 })).body;
    expect(await codes(small.registration)).toEqual(['fast-track', 'qualify']);
    expect(await codes(big.registration)).toEqual(['qualify']);
    // a selection gets what every record may take
    expect(((await call('POST', `${DEALS}/transitions`, { ids: [small.registration, big.registration] })).body as unknown as Rec[]).map((t) => t.code)).toEqual(['qualify']);

    const refused = await call('POST', `${DEALS}/${String(big.registration)}/transitions/fast-track`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'TRANSITION_CONDITION_FAILED' });
    expect(String(refused.body.message)).toContain('Deals above 10000 need an approval');

    expect((await call('POST', `${DEALS}/${String(small.registration)}/transitions/qualify`)).status).toBe(200);
    expect((await call('GET', `${DEALS}/${String(small.registration)}`)).body.status).toBe('QUALIFIED');
    const held = await call('POST', `${DEALS}/${String(big.registration)}/transitions/qualify`);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect((await call('GET', `${DEALS}/${String(big.registration)}`)).body).toMatchObject({ status: 'PENDING_APPROVAL', probability: 50 });
    expect(await codes(big.registration)).toEqual([]);
  });

  it('refuses cleanly, with a script log, when the JS workflow script fails', async () => {
    const broken = 'function execute(ctx) { return ctx.data.nothing.deeper; }';
    expect((await call('PATCH', '/api/script/scripts/deal-workflow-script', { content: broken })).status).toBe(200);
    const deal = (await call('POST', DEALS, { name: 'Broken', amount: 1 })).body;
    const run = await call('POST', `${DEALS}/${String(deal.registration)}/transitions/qualify`);
    expect(run.status).toBe(409);
    expect(run.body.code).toBe('TRANSITION_SCRIPT_FAILED');
    expect(String(run.body.message)).toContain('deal-workflow-script');
    const stored = (await call('GET', `${DEALS}/${String(deal.registration)}`)).body;
    expect(stored).toMatchObject({ status: deal.status, _version: deal._version });
    expect((await call('GET', `${DEALS}/${String(deal.registration)}/transitions`)).body).toMatchObject({ code: 'TRANSITION_SCRIPT_FAILED' });
    await vi.waitFor(async () => {
      const logs = (await call('GET', '/api/script/logs?scriptName=deal-workflow-script&range=0-9')).body as unknown as Rec[];
      expect(logs.some((l) => String(l.output).includes('cannot read property'))).toBe(true);
    });
  });

  it("is the tenant's own: another tenant keeps its transitions", async () => {
    expect((await call('PATCH', '/api/script/scripts/deal-workflow', { content: JSON.stringify(DEFINITION) }, s.test)).status).toBe(200);
    const deal = (await call('POST', DEALS, { name: 'Elsewhere', amount: 25000 }, s.test)).body;
    const listed = (await call('GET', `${DEALS}/${String(deal.registration)}/transitions`, undefined, s.test)).body as unknown as Rec[];
    expect(listed.map((t) => t.code).sort()).toEqual(['fast-track', 'qualify']);
  });
});
