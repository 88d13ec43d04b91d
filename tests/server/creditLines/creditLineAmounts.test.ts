import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;

const LINES = '/api/financing/credit-lines';
const CONTRACTS = '/api/financing/contracts';

/** YYYY-MM-DD `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('credit line amounts on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  const api = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Rec,
    status = method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200,
  ) => {
    const res = await s.inject({ method, url, headers: s.test, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return (res.body ? res.json() : undefined) as Rec;
  };
  const cents = (v: unknown) => Math.round(Number(v) * 100);
  /** Outstanding, pending and available of a line, after checking that used is their engaged sum and available the limit less it. */
  const amounts = async (registration: unknown) => {
    const line = await api('GET', `${LINES}/${String(registration)}`);
    expect(typeof line.used, 'used is computed').toBe('number');
    expect(cents(line.used), 'used = outstanding + pending').toBe(cents(line.outstanding) + cents(line.pending));
    if (typeof line.creditLimit === 'number') expect(cents(line.available), 'available = creditLimit - used').toBe(cents(line.creditLimit) - cents(line.used));
    return { outstanding: line.outstanding, pending: line.pending, available: line.available };
  };
  const contract = (creditLineRegistration: unknown, financed: number, extra: Rec = {}) =>
    api('POST', CONTRACTS, {
      name: `Contract of ${financed}`,
      currency: 'EUR',
      creditLineRegistration,
      persons: [{ role: 'CLIENT', personRegistration: 'PER-CLIENT' }],
      quotations: [{ financedAmountExclTax: financed }],
      ...extra,
    });
  const transition = async (registration: unknown, ...codes: string[]) => {
    for (const code of codes) await api('GET', `${CONTRACTS}/${String(registration)}/transitions/${code}`);
  };

  it('follows the contracts attached, activated, detached and deleted, to the cent', async () => {
    const line = await api('POST', LINES, {
      name: 'Dealer floor plan',
      currency: 'EUR',
      creditLimit: 50000,
      outstanding: 999,
      available: 1,
    });
    expect(await amounts(line.registration)).toEqual({ outstanding: 0, pending: 0, available: 50000 });

    // 10,000 over 3 months at 0 %: 3,333.33 a month, the first one already due
    const a = await contract(line.registration, 10000, { startDate: day(-45), duration: 3, rate: 0 });
    expect(await amounts(line.registration)).toEqual({ outstanding: 0, pending: 0, available: 50000 });
    await transition(a.registration, 'submit');
    expect(await amounts(line.registration)).toEqual({ outstanding: 0, pending: 10000, available: 40000 });

    // 100.10 + 200.20 is 300.29999999999995 in binary floating point: the line says 300.3
    const b = await contract(line.registration, 100.1);
    const c = await contract(line.registration, 200.2);
    await transition(b.registration, 'submit');
    await transition(c.registration, 'submit', 'approve');
    expect(await amounts(line.registration)).toEqual({
      outstanding: 0,
      pending: 10300.3,
      available: 39699.7,
    });

    await transition(a.registration, 'approve', 'activate');
    expect(await amounts(line.registration)).toEqual({
      outstanding: 6666.67,
      pending: 300.3,
      available: 43033.03,
    });
    expect((await api('GET', `${LINES}/${String(line.registration)}`)).used).toBe(6966.97);

    await api('PATCH', `${CONTRACTS}/${String(c.registration)}`, { creditLineRegistration: null });
    expect(await amounts(line.registration)).toEqual({
      outstanding: 6666.67,
      pending: 100.1,
      available: 43233.23,
    });

    await api('DELETE', `${CONTRACTS}/${String(b.registration)}`);
    expect(await amounts(line.registration)).toEqual({
      outstanding: 6666.67,
      pending: 0,
      available: 43333.33,
    });

    // a suspended contract still owes; a terminated one does not
    await transition(a.registration, 'suspend');
    expect(await amounts(line.registration)).toEqual({
      outstanding: 6666.67,
      pending: 0,
      available: 43333.33,
    });
    await transition(a.registration, 'resume', 'terminate');
    expect(await amounts(line.registration)).toEqual({ outstanding: 0, pending: 0, available: 50000 });
  });

  it('recomputes when the credit line itself is written, whatever the client sends', async () => {
    const line = await api('POST', LINES, { name: 'Fleet line', currency: 'EUR', creditLimit: 1000 });
    const a = await contract(line.registration, 250.55);
    await transition(a.registration, 'submit');
    const patched = await api('PATCH', `${LINES}/${String(line.registration)}`, {
      creditLimit: 2000.05,
      outstanding: 1,
      pending: 2,
      used: 4,
      available: 3,
    });
    expect({
      outstanding: patched.outstanding,
      pending: patched.pending,
      used: patched.used,
      available: patched.available,
    }).toEqual({ outstanding: 0, pending: 250.55, used: 250.55, available: 1749.5 });
    // a contract moved from one line to another leaves the first
    const other = await api('POST', LINES, { name: 'Other line', currency: 'EUR', creditLimit: 500 });
    await api('PATCH', `${CONTRACTS}/${String(a.registration)}`, {
      creditLineRegistration: other.registration,
    });
    expect(await amounts(line.registration)).toEqual({ outstanding: 0, pending: 0, available: 2000.05 });
    expect(await amounts(other.registration)).toEqual({ outstanding: 0, pending: 250.55, available: 249.45 });
  });

  it('refuses a contract in another currency than its credit line, with nothing changed', async () => {
    const line = await api('POST', LINES, { name: 'Dollar line', currency: 'USD', creditLimit: 1000 });
    const res = await s.inject({
      method: 'POST',
      url: CONTRACTS,
      headers: s.test,
      payload: {
        name: 'Euro contract',
        currency: 'EUR',
        creditLineRegistration: line.registration,
        quotations: [{ financedAmountExclTax: 10 }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_FIELD_VALUE',
      errors: [{ path: 'creditLineRegistration' }],
    });
    expect(String(res.json().message)).toContain(
      `the credit line "${String(line.registration)}" is in USD, the contract in EUR`,
    );
    const list = (await api(
      'GET',
      `${CONTRACTS}?creditLineRegistration=${String(line.registration)}&range=0-9`,
    )) as unknown as Rec[];
    expect(list).toEqual([]);
  });

  it('includes person, asset and organization names in the list (seed 002 §7)', async () => {
    const client = await api('POST', '/api/person/persons', { type: 'C', name: 'Client Company' });
    const orga = await api('POST', '/api/person/persons', { type: 'O', name: 'Lender Organization' });
    const asset = await api('POST', '/api/asset/assets', { name: 'Tractor' });
    const line = await api('POST', LINES, {
      name: 'Named line',
      currency: 'EUR',
      creditLimit: 10,
      orgaRegistration: orga.registration,
      persons: [{ role: 'CLIENT', personRegistration: client.registration }],
      assets: [{ assetRegistration: asset.registration }],
    });
    const rows = (await api(
      'GET',
      `${LINES}?registration=${String(line.registration)}&include=personsNames,assetsNames,organizationName`,
    )) as unknown as Rec[];
    expect(rows).toHaveLength(1);
    expect((rows[0].persons as Rec[])[0]).toMatchObject({
      name: 'Client Company',
      person: { registration: client.registration, name: 'Client Company' },
    });
    expect((rows[0].assets as Rec[])[0]).toMatchObject({
      asset: { registration: asset.registration, name: 'Tractor' },
    });
    expect(rows[0].organization).toMatchObject({
      registration: orga.registration,
      name: 'Lender Organization',
    });

    const amendment = await api('POST', '/api/financing/amendments', {
      name: 'Amendment',
      contractRegistration: 'CTR-1',
      persons: [{ role: 'CLIENT', personRegistration: client.registration }],
    });
    const amendments = (await api(
      'GET',
      `/api/financing/amendments?registration=${String(amendment.registration)}&include=personsNames`,
    )) as unknown as Rec[];
    expect((amendments[0].persons as Rec[])[0]).toMatchObject({ person: { name: 'Client Company' } });
  });
});
