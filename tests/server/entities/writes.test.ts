import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const PERSONS = '/api/person/persons';

describe.each(testDatabases())('writes on $name', (db) => {
  let s: TestServer;
  let h: Headers;
  beforeAll(async () => {
    s = await startTestServer(db);
    h = s.master;
  }, 120_000);
  afterAll(() => s?.close());

  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Headers = {}) =>
    s.inject({ method, url, headers: { ...h, ...headers }, ...(payload === undefined ? {} : { payload: payload as Rec }) });
  const get = (url: string) => s.inject({ method: 'GET', url, headers: h });
  async function create(url: string, body: Rec): Promise<Rec> {
    const res = await send('POST', url, body);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json();
  }

  describe('validation against the entity schema and the field rules', () => {
    it.each([
      ['a missing required field', PERSONS, { type: 'C' }, 'MISSING_FIELD_IN_BODY', 'name'],
      ['a value outside the enum', PERSONS, { type: 'X', name: 'A' }, 'INVALID_FIELD_VALUE', 'type'],
      ['a text instead of a number', '/api/billing/invoices', { amountExclTax: 'abc' }, 'INVALID_NUMBER_FIELD', 'amountExclTax'],
      ['a number instead of a text', '/api/billing/invoices', { internalReference: 12 }, 'INVALID_STRING_FIELD', 'internalReference'],
      ['a bad date', '/api/billing/invoices', { dueDate: '31/03/2026' }, 'INVALID_DATE_FIELD', 'dueDate'],
      ['an array field given an object', '/api/billing/invoices', { persons: {} }, 'INVALID_ARRAY_FIELD', 'persons'],
      ['a missing field inside an array', '/api/billing/invoices', { persons: [{ personRegistration: 'AUT1' }] }, 'MISSING_FIELD_IN_BODY', 'persons.0.role'],
      ['an invalid e-mail', PERSONS, { type: 'C', name: 'A', email: 'not-an-email' }, 'INVALID_FIELD_VALUE', 'email'],
      ['an invalid phone', PERSONS, { type: 'C', name: 'A', phone: 'call me' }, 'INVALID_FIELD_VALUE', 'phone'],
      ['an invalid IBAN', '/api/bank/bank-accounts', { bankIban: 'FR7630006000011234567890188' }, 'INVALID_IBAN', 'bankIban'],
      ['an IBAN inside a bank account list', PERSONS, { type: 'C', name: 'A', bankAccounts: [{ name: 'Main', bankIban: 'DE00123' }] }, 'INVALID_IBAN', 'bankAccounts.0.bankIban'],
      ['a bad zip code in an address', PERSONS, { type: 'C', name: 'A', addresses: [{ zipcode: '7500', country: 'FR' }] }, 'INVALID_FIELD_VALUE', 'addresses.0.zipcode'],
      ['a number above its maximum', '/api/bank/bank-accounts', { bankPreferredWithdrawalDate: 40 }, 'INVALID_FIELD_VALUE', 'bankPreferredWithdrawalDate'],
      ['a name too long to index', PERSONS, { type: 'C', name: 'x'.repeat(1001) }, 'INVALID_FIELD_VALUE', 'name'],
    ])('refuses %s with its code and field path', async (_what, url, body, code, path) => {
      const res = await send('POST', url, body);
      expect(res.statusCode, res.body).toBe(400);
      const err = res.json();
      expect(err).toMatchObject({ status: 400, code });
      expect(err.message).toEqual(expect.any(String));
      expect(err.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, code })]));
    });

    it('reports every field error at once', async () => {
      const res = await send('POST', '/api/billing/invoices', { amountExclTax: 'x', dueDate: 'soon', taxAmount: 'y' });
      expect(res.json().errors.map((e: Rec) => e.path).sort()).toEqual(['amountExclTax', 'dueDate', 'taxAmount']);
    });

    it('stores the values the rules normalize, and the schema defaults', async () => {
      const account = await create('/api/bank/bank-accounts', { name: 'Main', bankIban: 'fr76 3000 6000 0112 3456 7890 189' });
      expect(account.bankIban).toBe('FR7630006000011234567890189');
      const person = await create(PERSONS, { name: 'Defaulted' });
      expect(person.type).toBe('C');
      const individual = await create(PERSONS, { type: 'I', firstName: 'Ada', lastName: 'Lovelace' });
      expect(individual.name).toBe('Ada Lovelace');
      const renamed = (await send('POST', `${PERSONS}/${individual.registration}`, { lastName: 'King' })).json();
      expect(renamed.name).toBe('Ada King');
    });

    it('drops read-only fields a client sends', async () => {
      const invoice = await create('/api/billing/invoices', { name: 'RO', invoiceNumber: 'FORGED' });
      expect(invoice.invoiceNumber).toBeUndefined();
      const contract = await create('/api/financing/contracts', { name: 'RO', paymentPlan: [{ index: 1, payment: 9 }], organization: { name: 'x' } });
      // the forged plan is dropped; the server computes its own (empty: no amount, rate nor duration)
      expect(contract.paymentPlan).toEqual([]);
      expect(contract.organization).toBeUndefined();
    });
  });

  it('writes nothing when a request fails: no record, no counter step, no history', async () => {
    const before = (await get(`${PERSONS}?range=0-0`)).headers['pagination-total'];
    const first = await create(PERSONS, { name: 'Counted 1' });
    for (const bad of [{ type: 'C' }, { type: 'C', name: 'A', email: 'x' }, { type: 'C', name: 'A', addresses: 'nope' }]) {
      expect((await send('POST', PERSONS, bad)).statusCode).toBe(400);
    }
    const second = await create(PERSONS, { name: 'Counted 2' });
    const number = (r: Rec) => Number(String(r.registration).replace(/\D/g, ''));
    expect(number(second)).toBe(number(first) + 1);
    expect(Number((await get(`${PERSONS}?range=0-0`)).headers['pagination-total'])).toBe(Number(before) + 2);

    const url = `${PERSONS}/${first.registration}`;
    expect((await send('POST', url, { email: 'bad', name: 'Changed' })).statusCode).toBe(400);
    expect(await send('PATCH', url, { status: 'ACTIVE', name: 'Changed' }).then((r) => r.statusCode)).toBe(403);
    const unchanged = (await get(url)).json();
    expect(unchanged).toMatchObject({ name: 'Counted 1', _version: 1, status: 'NEW' });
    const history = (await get(`/api/core/histories?entityName=Person&entityRegistration=${first.registration}`)).json() as Rec[];
    expect(history.map((e) => e.type)).toEqual(['CREATE']);
  });

  it('refuses a status change outside a workflow, and a registration change', async () => {
    const p = await create(PERSONS, { name: 'Status', status: 'NEW' });
    const url = `${PERSONS}/${p.registration}`;
    const res = await send('POST', url, { status: 'ACTIVE' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, code: 'STATUS_PATCH_PROHIBITED', message: 'Status modification prohibited, workflow must be used' });
    expect((await send('POST', url, { status: 'NEW', name: 'Same status' })).statusCode).toBe(200);
    const moved = await send('PATCH', url, { registration: 'OTHER1' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe('INVALID_FIELD_IN_BODY');
  });

  it('lets a workflow transition change the status, recorded as TRANSITION', async () => {
    const p = await create(PERSONS, { name: 'Flow' });
    const { store, registry, db } = s.app.tabula;
    const moved = await db.withTenant('master', (q) => store.update(q, registry.get('Person'), String(p.registration), { status: 'ACTIVE' }, { username: 'workflow', workflow: true }));
    expect(moved).toMatchObject({ status: 'ACTIVE', _version: 2 });
    const history = (await get(`/api/core/histories?entityRegistration=${p.registration}&sort=registration`)).json() as Rec[];
    expect(history.map((e) => e.type)).toEqual(['CREATE', 'TRANSITION']);
  });

  describe('optimistic concurrency', () => {
    it('refuses a write based on a stale _version with 409 and a rejection reason', async () => {
      const p = await create(PERSONS, { name: 'Versioned' });
      const url = `${PERSONS}/${p.registration}`;
      expect((await send('POST', url, { name: 'First', _version: 1 })).json()._version).toBe(2);
      const stale = await send('POST', url, { name: 'Second', _version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ status: 409, code: 'STALE_VERSION', rejectionReason: expect.stringContaining('version 2') });
      expect((await get(url)).json()).toMatchObject({ name: 'First', _version: 2 });
    });

    it('reads the version from If-Match too, and answers an ETag', async () => {
      const p = await create(PERSONS, { name: 'Etag' });
      const url = `${PERSONS}/${p.registration}`;
      expect((await get(url)).headers.etag).toBe('"1"');
      expect((await send('PATCH', url, { name: 'A' }, { 'if-match': '"2"' })).statusCode).toBe(409);
      const ok = await send('PATCH', url, { name: 'A' }, { 'if-match': 'W/"1"' });
      expect(ok.statusCode).toBe(200);
      expect((await send('DELETE', url, undefined, { 'if-match': '"1"' })).statusCode).toBe(409);
      expect((await send('PATCH', url, { name: 'B' }, { 'if-match': 'two' })).json().code).toBe('INVALID_FIELD_IN_HEADERS');
      expect((await send('DELETE', url, undefined, { 'if-match': '"2"' })).statusCode).toBe(204);
    });

    it('keeps the version when a write changes nothing', async () => {
      const p = await create(PERSONS, { name: 'Same' });
      const res = await send('POST', `${PERSONS}/${p.registration}`, { name: 'Same' });
      expect(res.json()._version).toBe(1);
    });

    it('lets one of two concurrent writes on the same version win', async () => {
      const p = await create(PERSONS, { name: 'Race' });
      const url = `${PERSONS}/${p.registration}`;
      const answers = await Promise.all([send('POST', url, { name: 'A', _version: 1 }), send('POST', url, { name: 'B', _version: 1 })]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });
  });

  it('replaces the fields with PUT and merges them with POST and PATCH', async () => {
    const p = await create(PERSONS, { name: 'Replace', commercialName: 'Old', siret: '73282932000074' });
    const url = `${PERSONS}/${p.registration}`;
    const merged = (await send('PATCH', url, { commercialName: 'New' })).json();
    expect(merged).toMatchObject({ commercialName: 'New', siret: '73282932000074' });
    const replaced = (await send('PUT', url, { type: 'C', name: 'Replaced' })).json();
    expect(replaced).toMatchObject({ name: 'Replaced', registration: p.registration, _version: 3 });
    expect(replaced.siret).toBeUndefined();
  });

  describe('registrations', () => {
    it('keeps an asked registration and refuses a duplicate', async () => {
      const p = await create(PERSONS, { name: 'Own number', registration: 'SIR552100554' });
      expect(p.registration).toBe('SIR552100554');
      const dup = await send('POST', PERSONS, { name: 'Twin', registration: 'SIR552100554' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().code).toBe('VALUE_ALREADY_EXISTS');
    });

    it('draws from a Counter record with its format, one per entity', async () => {
      await create('/api/core/counters', { name: 'Invoices', entityName: 'Invoice', prefix: 'fac', digits: 5, value: 41 });
      const invoice = await create('/api/billing/invoices', { name: 'Numbered' });
      expect(invoice.registration).toBe('FAC00042');
      expect((await create('/api/billing/invoices', { name: 'Next' })).registration).toBe('FAC00043');
      expect((await get('/api/core/counters?entityName=Invoice')).json()[0].value).toBe(43);
      const twin = await send('POST', '/api/core/counters', { name: 'Again', entityName: 'Invoice' });
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toMatchObject({ code: 'VALUE_ALREADY_EXISTS', message: expect.stringContaining('entityName') });
    });

    it('replaces a temporary TMP registration, reports it, and answers the same record on replay', async () => {
      const first = await send('POST', '/api/asset/assets', { name: 'Offline asset', registration: 'TMP12345678' });
      expect(first.statusCode).toBe(201);
      const created = first.json();
      expect(created.registration).toMatch(/^AST\d{8}$/);
      expect(created._temporaryRegistration).toBe('TMP12345678');
      const replay = (await send('POST', '/api/asset/assets', { name: 'Offline asset', registration: 'TMP12345678' })).json();
      expect(replay._id).toBe(created._id);
      expect((await get('/api/asset/assets?name=Offline asset')).json()).toHaveLength(1);
    });
  });

  describe('history', () => {
    it('records create, update and delete with who, when and the changed fields', async () => {
      const p = await create(PERSONS, { name: 'Audited', commercialName: 'Before' });
      const url = `${PERSONS}/${p.registration}`;
      await send('POST', url, { commercialName: 'After' });
      await send('DELETE', url);
      const res = await get(`/api/core/histories?entityName=Person&entityRegistration=${p.registration}&sort=registration`);
      const entries = res.json() as Rec[];
      expect(entries.map((e) => e.type)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
      for (const e of entries) {
        expect(e).toMatchObject({ entityName: 'Person', entityRegistration: p.registration, username: 'admin@master', registration: expect.stringMatching(/^HIS\d{10}$/) });
        expect(Date.parse(String(e.date))).toBeGreaterThan(Date.now() - 60_000);
      }
      expect(entries[1].value).toEqual([{ field: 'commercialName', old: 'Before', new: 'After' }]);
      expect(entries[0].value).toEqual(expect.arrayContaining([{ field: 'name', old: null, new: 'Audited' }]));
      expect(entries[2].value).toEqual(expect.arrayContaining([{ field: 'commercialName', old: 'After', new: null }]));
      const other = await get(`/api/core/histories?entityName=Contract&entityRegistration=${p.registration}`);
      expect(other.json()).toEqual([]);
    });

    it('records changes inside objects field by field', async () => {
      const locale = await create('/api/core/locales', { name: 'xx', translations: { a: '1', b: '2' } });
      await send('POST', `/api/core/locales/${locale.registration}`, { translations: { a: '1', b: '3', c: '4' } });
      const [, update] = (await get(`/api/core/histories?entityRegistration=${locale.registration}&sort=registration`)).json() as Rec[];
      expect(update.value).toEqual([
        { field: 'translations.b', old: '2', new: '3' },
        { field: 'translations.c', old: null, new: '4' },
      ]);
    });
  });
});
