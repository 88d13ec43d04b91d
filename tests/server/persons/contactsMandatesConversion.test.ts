import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;

const PERSONS = '/api/person/persons';
const PROSPECTS = '/api/person/prospects';
const IBAN = 'FR7630006000011234567890189';
const contact = (lastName: string, isDefault: boolean) => ({ firstName: 'Ann', lastName, position: 'CFO', email: `${lastName.toLowerCase()}@acme.example`, isDefault });
const mandate = (rumReference: string, extra: Rec = {}) => ({ rumReference, rumStatus: 'ACTIVE', rumDateOfSignature: '2025-03-01', rumType: 'CORE', rumFrequency: '30', ...extra });
const account = (mandates: Rec[]) => ({ name: 'Main account', bankIban: IBAN, sepaMandates: mandates });

describe.each(testDatabases())('contacts, SEPA mandates and prospect conversion on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const res = await s.inject({ method, url, headers: s.test, ...(payload === undefined ? {} : { payload: payload as Rec }) });
    return { status: res.statusCode, body: res.json() as Rec };
  };
  const paths = (body: Rec) => ((body.errors as Rec[] | undefined) ?? []).map((e) => `${String(e.path)}: ${String(e.message)}`);

  it('refuses a second default contact, keeps one', async () => {
    const two = await call('POST', PERSONS, { type: 'C', name: 'Two Defaults SA', contacts: [contact('Smith', true), contact('Jones', true)] });
    expect(two.status).toBe(400);
    expect(two.body.code).toBe('INVALID_FIELD_VALUE');
    expect(paths(two.body)).toEqual(['contacts.1.isDefault: Only one contact can be the default']);
    const one = await call('POST', PERSONS, { type: 'C', name: 'One Default SA', contacts: [contact('Smith', true), contact('Jones', false)] });
    expect(one.status).toBe(201);
  });

  it('stores the IBAN without spaces and refuses a wrong checksum', async () => {
    const ok = await call('POST', PERSONS, { type: 'C', name: 'Spaced IBAN SA', bankAccounts: [{ name: 'Main', bankIban: 'FR76 3000 6000 0112 3456 7890 189' }] });
    expect(ok.status).toBe(201);
    expect((ok.body.bankAccounts as Rec[])[0].bankIban).toBe(IBAN);
    const bad = await call('POST', PERSONS, { type: 'C', name: 'Bad IBAN SA', bankAccounts: [{ name: 'Main', bankIban: 'FR7630006000011234567890188' }] });
    expect(bad.status).toBe(400);
    expect(paths(bad.body)).toContain('bankAccounts.0.bankIban: IBAN is invalid');
  });

  it('checks each SEPA mandate: RUM format and uniqueness, signature date, status of the list', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bad = await call('POST', PERSONS, {
      type: 'C', name: 'Bad Mandates SA',
      bankAccounts: [account([mandate('RUM*WRONG', { rumDateOfSignature: future, rumStatus: 'SIGNED' }), mandate('SAME-1'), mandate('SAME-1')])],
    });
    expect(bad.status).toBe(400);
    expect(paths(bad.body).sort()).toEqual([
      "bankAccounts.0.sepaMandates.0.rumReference: The mandate reference (RUM) has 1 to 35 letters, digits, spaces or / - ? : ( ) . , ' +",
      'bankAccounts.0.sepaMandates.0.rumDateOfSignature: The date of signature cannot be in the future',
      'bankAccounts.0.sepaMandates.0.rumStatus: The status is not one of the SEPA mandate statuses',
      'bankAccounts.0.sepaMandates.2.rumReference: This mandate reference (RUM) is already used',
    ].sort());
    const first = await call('POST', PERSONS, { type: 'C', name: 'Mandate Holder SA', bankAccounts: [account([mandate('TLF-2025-000001')])] });
    expect(first.status).toBe(201);
    // the holder saves again with its own mandate: not a duplicate of itself
    const again = await call('PATCH', `${PERSONS}/${String(first.body.registration)}`, { bankAccounts: [account([mandate('TLF-2025-000001', { rumPlaceOfSignature: 'Lyon' })])] });
    expect(again.status).toBe(200);
    const other = await call('POST', PERSONS, { type: 'C', name: 'Copycat SA', bankAccounts: [account([mandate('TLF-2025-000001')])] });
    expect(other.status).toBe(400);
    expect(paths(other.body)).toEqual(['bankAccounts.0.sepaMandates.0.rumReference: This mandate reference (RUM) is already used']);
  });

  it('converts a prospect into a person once, in one transaction, moving its notes and linking both', async () => {
    const created = await call('POST', PROSPECTS, {
      type: 'C', name: 'Future Client SAS', email: 'hello@future.example',
      addresses: [{ type: 'MAIN', address1: '1 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'FR' }],
      contacts: [contact('Martin', true)],
      bankAccounts: [account([mandate('PRO-2025-000001')])],
    });
    expect(created.status).toBe(201);
    const prospect = String(created.body.registration);
    const note = await call('POST', '/api/core/notes', { name: 'First call', content: 'Wants six vans', entityName: 'Prospect', entityRegistration: prospect });
    expect(note.status).toBe(201);

    const run = await call('POST', `${PROSPECTS}/${prospect}/transitions/convert`, {});
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const ran = (run.body.record ?? run.body) as Rec;
    expect(ran.status).toBe('CONVERTED');
    const personKey = String(ran.personRegistration);
    expect(personKey).toMatch(/^AUT\d+$/);

    const person = await call('GET', `${PERSONS}/${personKey}`);
    expect(person.status).toBe(200);
    expect(person.body).toMatchObject({ status: 'NEW', type: 'C', name: 'Future Client SAS', email: 'hello@future.example', prospectRegistration: prospect });
    expect((person.body.contacts as Rec[])[0]).toMatchObject({ lastName: 'Martin', isDefault: true });
    expect((person.body.addresses as Rec[])[0]).toMatchObject({ city: 'Paris', zipcode: '75002' });
    expect(((person.body.bankAccounts as Rec[])[0].sepaMandates as Rec[])[0]).toMatchObject({ rumReference: 'PRO-2025-000001', rumStatus: 'ACTIVE' });
    const moved = await call('GET', `/api/core/notes/${String(note.body.registration)}`);
    expect(moved.body).toMatchObject({ entityName: 'Person', entityRegistration: personKey });

    const second = await call('POST', `${PROSPECTS}/${prospect}/transitions/convert`, {});
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('TRANSITION_NOT_ALLOWED');
    const info = s.app.tabula.registry.get('Person');
    const { rows } = await s.app.tabula.db.withTenant('test', (q) => q.query(`SELECT registration FROM ${info.table} WHERE data->>'prospectRegistration' = $1`, [prospect]));
    expect(rows).toHaveLength(1);
    // a prospect put back in an open status while linked is refused by the converter itself
    const { convertProspect } = await import('../../../server/persons/convertProspect.ts');
    const refused = s.app.tabula.db.withTenant('test', (q) =>
      convertProspect({ ctx: s.app.tabula, q, info: s.app.tabula.registry.get('Prospect'), record: { ...ran, status: 'QUALIFIED' }, username: 'tester@test', tenant: 'test' }));
    await expect(refused).rejects.toMatchObject({ code: 'PROSPECT_ALREADY_CONVERTED', message: `Prospect "${prospect}" is already converted into person "${personKey}"` });
  });

  it('rolls the whole conversion back when the person cannot be created', async () => {
    const created = await call('POST', PROSPECTS, { type: 'C', name: 'Clashing Mandate SAS', bankAccounts: [account([mandate('TLF-2025-000001')])] });
    expect(created.status).toBe(201);
    const prospect = String(created.body.registration);
    const run = await call('POST', `${PROSPECTS}/${prospect}/transitions/convert`, {});
    expect(run.status).toBe(400);
    expect(paths(run.body)).toEqual(['bankAccounts.0.sepaMandates.0.rumReference: This mandate reference (RUM) is already used']);
    const after = await call('GET', `${PROSPECTS}/${prospect}`);
    expect(after.body.status).toBe('NEW');
    expect(after.body.personRegistration ?? null).toBeNull();
  });
});
