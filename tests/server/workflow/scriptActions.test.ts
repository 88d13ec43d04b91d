import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';

type Rec = Record<string, unknown>;
const PASSWORD = 'Workflow-script-Passw0rd';
const DEALS = '/api/financing/deals';

let app: FastifyInstance;
let auth: Record<string, string>;

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Rec) {
  const res = await app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, body: (res.body ? JSON.parse(res.body) : undefined) as Rec };
}

beforeAll(async () => {
  app = await build({ adminPassword: PASSWORD, logger: false, demoData: false });
  const res = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: PASSWORD } });
  auth = { authorization: String(res.headers.authorization) };
  const definition = {
    entityName: 'Deal',
    statuses: ['OPEN', 'QUALIFIED'],
    transitions: [{ code: 'review', from: ['OPEN'], to: 'QUALIFIED', actions: [{ type: 'script', name: 'deal-review', args: { min: 1000 } }] }],
  };
  expect((await call('PATCH', '/api/script/scripts/deal-workflow', { content: JSON.stringify(definition) })).status).toBe(200);
  const review = `export function execute(ctx) {
    const { record, args, entity } = ctx.body;
    if ((record.amount || 0) < args.min) throw new Error(entity + ' amount below ' + args.min);
    return { data: { probability: 42, status: 'LOST' } };
  }`;
  expect((await call('POST', '/api/script/scripts', { name: 'deal-review', type: 'run', content: review })).status).toBe(201);
});
afterAll(async () => app?.close());

describe('workflow script actions (run in the server sandbox)', () => {
  it('patches the record with what the script answers (never its status), after the status change', async () => {
    const deal = (await call('POST', DEALS, { name: 'Big deal', amount: 5000 })).body;
    const run = await call('GET', `${DEALS}/${deal.registration}/transitions/review`);
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const stored = (await call('GET', `${DEALS}/${deal.registration}`)).body;
    expect(stored).toMatchObject({ status: 'QUALIFIED', probability: 42 });
  });

  it('a script that throws refuses the transition with a catalogued 409 and rolls it back whole', async () => {
    const deal = (await call('POST', DEALS, { name: 'Small deal', amount: 10 })).body;
    const run = await call('GET', `${DEALS}/${deal.registration}/transitions/review`);
    expect(run.status).toBe(409);
    expect(run.body.code).toBe('TRANSITION_SCRIPT_FAILED');
    expect(String(run.body.message)).toContain('Deal amount below 1000');
    const stored = (await call('GET', `${DEALS}/${deal.registration}`)).body;
    expect(stored.status).toBe(deal.status);
    expect(stored._version).toBe(deal._version);
  });

  it('a missing (disabled) script refuses the transition with 404, record unchanged', async () => {
    await call('PATCH', '/api/script/scripts/deal-review', { enabled: false });
    const deal = (await call('POST', DEALS, { name: 'No script', amount: 5000 })).body;
    const run = await call('GET', `${DEALS}/${deal.registration}/transitions/review`);
    expect(run.status).toBe(404);
    expect((await call('GET', `${DEALS}/${deal.registration}`)).body).toMatchObject({ status: deal.status, _version: deal._version });
  });
});
