import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';

type Rec = Record<string, unknown>;
const PASSWORD = 'Workflow-test-Passw0rd';
const CONTRACTS = '/api/financing/contracts';
const INVOICES = '/api/billing/invoices';

let app: FastifyInstance;
let auth: Record<string, string>;

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const res = await app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as Rec }) });
  return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Rec & Rec[]) : undefined };
}

async function create(path: string, data: Rec): Promise<Rec> {
  const res = await call('POST', path, data);
  expect(res.status).toBe(201);
  return res.body as Rec;
}

beforeAll(async () => {
  app = await build({ adminPassword: PASSWORD, logger: false, demoData: false });
  const res = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: PASSWORD } });
  auth = { authorization: String(res.headers.authorization) };
});
afterAll(async () => app?.close());

describe('workflow transitions API', () => {
  it('seeds the shipped workflows as Script records of type workflow', async () => {
    const res = await call('GET', '/api/script/scripts/contract-workflow');
    expect(res.status).toBe(200);
    expect(res.body?.type).toBe('workflow');
    expect(JSON.parse(String(res.body?.content)).entityName).toBe('Contract');
  });

  it('runs a transition: status, History entry of type TRANSITION, setFields actions', async () => {
    const c = await create(CONTRACTS, { name: 'Workflow run', status: 'DRAFT', persons: [{ role: 'CLIENT', personRegistration: 'PER-CLIENT' }] });
    const run = await call('GET', `${CONTRACTS}/${c.registration}/transitions/submit`);
    expect(run.status).toBe(200);
    expect(run.body?.status).toBe('STUDY');
    await call('GET', `${CONTRACTS}/${c.registration}/transitions/approve`);
    const none = await call('GET', `${CONTRACTS}/${c.registration}/transitions/activate`);
    expect(none.status).toBe(400);
    expect(none.body?.code).toBe('TRANSITION_MANDATORY_FIELDS');
    expect((none.body?.errors as Rec[])[0]).toMatchObject({ path: 'startDate', message: 'Start date is mandatory' });
    await call('PATCH', `${CONTRACTS}/${c.registration}`, { startDate: '2025-01-01' });
    const active = await call('GET', `${CONTRACTS}/${c.registration}/transitions/activate`);
    expect(active.body).toMatchObject({ status: 'ACTIVE', signatureDate: new Date().toISOString().slice(0, 10) });
    const history = await call('GET', `/api/core/histories?entityName=Contract&entityRegistration=${c.registration}`);
    const transitions = (history.body as Rec[]).filter((h) => h.type === 'TRANSITION');
    expect(transitions.map((h) => (h.value as Rec[])[0].new).sort()).toEqual(['ACTIVE', 'APPROVED', 'STUDY']);
  });

  it('refuses a transition not allowed from the current status with a catalogued error, record unchanged', async () => {
    const c = await create(CONTRACTS, { name: 'Not allowed', status: 'DRAFT' });
    const res = await call('GET', `${CONTRACTS}/${c.registration}/transitions/approve`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', message: `Transition "approve" is not allowed from status "DRAFT" of Contract "${c.registration}"` });
    expect((await call('GET', `${CONTRACTS}/${c.registration}`)).body?.status).toBe('DRAFT');
    const unknown = await call('GET', `${CONTRACTS}/${c.registration}/transitions/fly`);
    expect(unknown).toMatchObject({ status: 404, body: { code: 'TRANSITION_NOT_FOUND' } });
  });

  it('refuses a direct status PATCH (STATUS_PATCH_PROHIBITED)', async () => {
    const c = await create(CONTRACTS, { name: 'Patch', status: 'DRAFT' });
    const res = await call('PATCH', `${CONTRACTS}/${c.registration}`, { status: 'ACTIVE' });
    expect(res.status).toBe(403);
    expect(res.body?.code).toBe('STATUS_PATCH_PROHIBITED');
  });

  it('lists the transitions available to a whole selection, ordered, pull-right last', async () => {
    const a = await create(INVOICES, { name: 'A', status: 'DRAFT' });
    const b = await create(INVOICES, { name: 'B', status: 'DRAFT' });
    const sent = await create(INVOICES, { name: 'C', status: 'DRAFT', amountInclTax: 10, dueDate: '2030-01-01' });
    const one = await call('POST', `${INVOICES}/transitions?exclude=modals,printings,documents`, [a.registration, b.registration]);
    expect((one.body as Rec[]).map((t) => t.code)).toEqual(['validate', 'cancel']);
    await call('GET', `${INVOICES}/${sent.registration}/transitions/validate`);
    const mixed = await call('POST', `${INVOICES}/transitions`, [a.registration, { registration: sent.registration }]);
    expect((mixed.body as Rec[]).map((t) => t.code)).toEqual(['cancel']);
    const single = await call('GET', `${INVOICES}/${sent.registration}/transitions`);
    expect((single.body as Rec[]).map((t) => t.code)).toEqual(['send', 'cancel']);
    const bad = await call('POST', `${INVOICES}/transitions`, { not: 'a list' });
    expect(bad.body?.code).toBe('INVALID_BODY_ARRAY');
  });

  it('runs on a selection one by one: a missing mandatory field fails that record only', async () => {
    const ok = await create(INVOICES, { name: 'ok', status: 'DRAFT', amountInclTax: 5, dueDate: '2030-01-01' });
    const ko = await create(INVOICES, { name: 'ko', status: 'DRAFT' });
    const results = await Promise.all([ok, ko].map((r) => call('GET', `${INVOICES}/${r.registration}/transitions/validate`)));
    expect(results.map((r) => r.status)).toEqual([200, 400]);
    expect(results[1].body?.message).toBe('Transition "validate" needs these fields: Amount incl. tax, Due date');
  });

  it('applies createRecord actions and answers the workflow with badge kinds', async () => {
    const deal = await create('/api/financing/deals', { name: 'Big deal', currency: 'EUR', amount: 1000 });
    for (const code of ['qualify', 'propose']) expect((await call('GET', `/api/financing/deals/${deal.registration}/transitions/${code}`)).status).toBe(200);
    const won = await call('GET', `/api/financing/deals/${deal.registration}/transitions/win`);
    expect(won.body).toMatchObject({ status: 'WON', probability: 1 });
    const contracts = await call('GET', `${CONTRACTS}?dealRegistration=${deal.registration}`);
    expect((contracts.body as Rec[])[0]).toMatchObject({ name: 'Big deal', status: 'DRAFT' });
    const wf = await call('GET', '/api/script/workflows/Contract');
    expect(wf.body?.kinds).toMatchObject({ REJECTED: 'error', SUSPENDED: 'warning', CANCELLED: 'stopped', TERMINATED: 'success', DRAFT: 'ongoing' });
  });

  it('reads an edited workflow script at once, and reports an invalid one', async () => {
    const definition = { entityName: 'Contract', statuses: ['DRAFT', 'DONE'], transitions: [{ code: 'finish', from: ['DRAFT'], to: 'DONE' }] };
    const edited = await call('PATCH', '/api/script/scripts/contract-workflow', { content: JSON.stringify(definition) });
    expect(edited.status).toBe(200);
    const c = await create(CONTRACTS, { name: 'Edited', status: 'DRAFT' });
    expect(((await call('GET', `${CONTRACTS}/${c.registration}/transitions`)).body as Rec[]).map((t) => t.code)).toEqual(['finish']);
    // an invalid definition is refused when saved (400), the last valid one stays in force
    const refused = await call('PATCH', '/api/script/scripts/contract-workflow', { content: '{"entityName":"Contract","statuses":[]}' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'INVALID_FIELD_VALUE', errors: [{ path: 'content' }] } });
    expect(((await call('GET', `${CONTRACTS}/${c.registration}/transitions`)).body as Rec[]).map((t) => t.code)).toEqual(['finish']);
    // one stored around the API (before the check, or by hand) is still reported when read
    await app.tabula.db.withTenant('master', (q) =>
      q.query(`UPDATE e_scripts SET data = jsonb_set(data, '{content}', to_jsonb($1::text)) WHERE name = 'contract-workflow'`, ['{"entityName":"Contract","statuses":[]}']),
    );
    const broken = await call('GET', `${CONTRACTS}/${c.registration}/transitions`);
    expect(broken).toMatchObject({ status: 500, body: { code: 'INVALID_WORKFLOW' } });
  });
});

describe("a person's transitions (seed 002 §7 GET /api/person/persons/{id}/transitions?type=I)", () => {
  it("answers the transitions of the person's current status, the same with the person type in the query", async () => {
    const person = await create('/api/person/persons', { type: 'I', firstName: 'Ada', lastName: 'Byron' });
    const plain = await call('GET', `/api/person/persons/${String(person.registration)}/transitions`);
    expect(plain.status).toBe(200);
    expect(Array.isArray(plain.body)).toBe(true);
    const typed = await call('GET', `/api/person/persons/${String(person.registration)}/transitions?type=I`);
    expect(typed.status).toBe(200);
    expect(typed.body).toEqual(plain.body);
    const unknown = await call('GET', '/api/person/persons/NOBODY/transitions?type=I');
    expect(unknown.status).toBe(404);
  });
});
