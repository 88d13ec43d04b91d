import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;

describe.each(testDatabases())('GET /api/finance/* on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  const get = (path: string) => s.inject({ method: 'GET', url: `/api/finance/${path}`, headers: s.master });

  it('answers the spreadsheet functions with spreadsheet signs', async () => {
    expect((await get('pmt?rate=0.004166666666666667&nper=36&pv=10000')).json().pmt).toBeCloseTo(-299.708971, 5);
    expect((await get('ipmt?rate=0.01&per=1&nper=12&pv=1000')).json().ipmt).toBeCloseTo(-10, 9);
    expect((await get('ppmt?rate=0.01&per=1&nper=12&pv=1000&type=1')).json().ppmt).toBeCloseTo(-87.969098, 5);
    expect((await get('rate?nper=36&pmt=-299.7089&pv=10000')).json().rate).toBeCloseTo(0.0041666, 6);
    expect((await get('nper?rate=0.01&pmt=-100&pv=1000')).json().nper).toBeCloseTo(10.5886, 4);
    expect((await get('pv?rate=0.01&nper=12&pmt=-100')).json().pv).toBeCloseTo(1125.5077, 4);
    expect((await get('fv?rate=0.01&nper=12&pmt=-100')).json().fv).toBeCloseTo(1268.2503, 4);
    expect((await get('npv?rate=0.1&cashflows=-10000;3000;4200;6800')).json().npv).toBeCloseTo(1188.4434, 4);
    expect((await get('irr?cashflows=-70000;12000;15000;18000;21000;26000')).json().irr).toBeCloseTo(0.086631, 6);
    const xirr = await get('xirr?cashflows=-10000;2750;4250;3250;2750&dates=2008-01-01;2008-03-01;2008-10-30;2009-02-15;2009-04-01');
    expect(xirr.json().xirr).toBeCloseTo(0.373362535, 8);
  });

  it('answers a plan that sums to the amount and ends at the residual value', async () => {
    const res = await get('plan?rate=0.004166666666666667&nper=36&pv=10000&startDate=2026-01-31&decimals=2');
    expect(res.statusCode).toBe(200);
    const plan = res.json().plan as Rec[];
    expect(plan).toHaveLength(36);
    expect(plan[0]).toMatchObject({ index: 1, date: '2026-02-28', payment: 299.71, interest: 41.67, principal: 258.04, balance: 9741.96 });
    expect(Math.round(plan.reduce((t, r) => t + Number(r.principal), 0) * 100) / 100).toBe(10000);
    expect(plan[35].balance).toBe(0);
    const balloon = (await get('plan?rate=0.005&nper=24&pv=20000&fv=5000&decimals=2')).json().plan as Rec[];
    expect(balloon[23].balance).toBe(5000);
    const one = await get('plan?rate=0.005&nper=12&pv=1200&startDate=2026-01-15&date=2026-03-15');
    expect((one.json().plan as Rec[]).map((r) => r.index)).toEqual([2]);
  });

  it.each([
    ['xirr?cashflows=-100;110&dates=2026-01-01;2026-01-01', 'SAME_DAY_TRANSACTIONS'],
    ['irr?cashflows=100;200;300', 'NO_SIGN_CHANGE'],
    ['xirr?cashflows=-100;110&dates=2026-01-01', 'INVALID_CASHFLOWS'],
    ['npv?rate=0.1&cashflows=-100;abc', 'INVALID_CASHFLOWS'],
    ['xirr?cashflows=-100;110&dates=2026-01-01;2026-02-30', 'INVALID_DATE'],
    ['plan?rate=0.005&nper=12&pv=1200&startDate=2026-01-15&date=2026-03-16', 'DATE_NOT_FOUND'],
    ['nper?rate=0.01&pmt=-5&pv=1000', 'NO_ACCEPTABLE_RESULT'],
    ['pmt?rate=0.01&nper=0&pv=1000', 'NO_ACCEPTABLE_RESULT'],
    ['pmt?rate=abc&nper=12&pv=1000', 'INVALID_NUMBER_FIELD'],
    ['pmt?rate=Infinity&nper=12&pv=1000', 'INVALID_NUMBER_FIELD'],
    ['pmt?nper=12&pv=1000', 'MISSING_FIELD_IN_QUERY'],
    ['pmt?rate=0.01&nper=12&pv=1000&type=2', 'INVALID_FIELD_IN_QUERY'],
    ['pmt?rate=0.01&rate=0.02&nper=12&pv=1000', 'INVALID_FIELD_IN_QUERY'],
    ['plan?rate=0.01&nper=100000&pv=1000', 'INVALID_FIELD_IN_QUERY'],
  ])('%s -> 400 %s', async (path, code) => {
    const res = await get(path);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code });
    expect(res.body).not.toMatch(/NaN|Infinity|null/);
  });

  it('never answers NaN or Infinity, and needs a signed-in user', async () => {
    for (const path of ['pv?rate=-1&nper=12&pmt=-100', 'fv?rate=1e300&nper=1e6&pmt=-1', 'pmt?rate=-1&nper=2&pv=10', 'rate?nper=12&pmt=100&pv=100']) {
      const res = await get(path);
      expect([200, 400]).toContain(res.statusCode);
      expect(res.body).not.toMatch(/NaN|Infinity/);
    }
    expect((await s.inject({ method: 'GET', url: '/api/finance/pmt?rate=0.01&nper=12&pv=1000' })).statusCode).toBe(401);
  });

  it('describes every finance route in the OpenAPI document, with examples', async () => {
    const doc = (await s.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as { paths: Record<string, Rec> };
    for (const name of ['pmt', 'ipmt', 'ppmt', 'rate', 'nper', 'pv', 'fv', 'npv', 'irr', 'xirr', 'plan']) {
      const op = doc.paths[`/api/finance/${name}`]?.get as Rec;
      expect(op, name).toBeDefined();
      expect((op.parameters as Rec[]).length).toBeGreaterThan(0);
      expect(JSON.stringify(op.responses)).toContain('example');
    }
  });
});
