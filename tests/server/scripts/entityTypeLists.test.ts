import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Item = { value: string; label: string };
const LISTS = '/api/script/lists';

describe.each(testDatabases())('{entity}DocumentType and {entity}HistoryType lists (seed 000 §3.1) on $name', (db) => {
  let s: TestServer;
  const values = async (names: string[], headers: Headers = s.master) => {
    const res = await s.inject({ method: 'GET', url: `${LISTS}?valuesOnly=true&lists=${names.join(',')}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as (Item[] | ['ERROR'])[];
  };
  const codes = (items: Item[] | ['ERROR']) => (items as Item[]).map((i) => i.value);

  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  it("answers an entity's document types from the tenant's documentType list, with its labels", async () => {
    const [contract, person, note, all] = await values(['contractDocumentType', 'personDocumentType', 'noteDocumentType', 'documentType']);
    expect(codes(contract)).toEqual(['INVOICE', 'CONTRACT', 'ID_CARD', 'PROOF_OF_ADDRESS', 'BANK_DETAILS', 'DELIVERY_NOTE', 'SEPA_MANDATE', 'OTHER']);
    expect(contract).toContainEqual({ value: 'SEPA_MANDATE', label: 'SEPA mandate' });
    expect(codes(person)).toEqual(expect.arrayContaining(['ID_CARD', 'PASSPORT', 'PAYSLIP']));
    expect(codes(person)).not.toContain('INVOICE');
    // an entity without types of its own offers them all
    expect(note).toEqual(all);
  });

  it('answers the history types an entity records: TRANSITION only with a workflow, none for the audit collections', async () => {
    const [invoice, note, audit] = await values(['invoiceHistoryType', 'noteHistoryType', 'auditHistoryType']);
    expect(codes(invoice)).toEqual(['CREATE', 'UPDATE', 'DELETE', 'TRANSITION']);
    expect(invoice[0]).toEqual({ value: 'CREATE', label: 'Create' });
    expect(codes(note)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(audit).toEqual([]);
  });

  it('serves both lists for every entity of the registry', async () => {
    const entities = s.app.tabula.registry.all().filter((i) => !i.dyno);
    const answers = await values(entities.flatMap((i) => [i.documentType, i.historyType]));
    answers.forEach((items, n) => expect(items, `${entities[Math.floor(n / 2)].name}`).not.toEqual(['ERROR']));
  });

  it("lets a tenant's own List record win, in that tenant only, and follows its documentType list", async () => {
    const own = await s.inject({ method: 'POST', url: LISTS, headers: s.test, payload: { name: 'contractDocumentType', items: [{ value: 'LEASE', label: 'Lease' }] } });
    expect(own.statusCode, own.body).toBe(201);
    expect((await values(['contractDocumentType'], s.test))[0]).toEqual([{ value: 'LEASE', label: 'Lease' }]);
    expect(codes((await values(['contractDocumentType']))[0])).toContain('CONTRACT');
    const list = await s.inject({ method: 'GET', url: `${LISTS}?name=documentType`, headers: s.test });
    const [record] = list.json() as { registration: string; items: Item[] }[];
    const items = record.items.filter((i) => i.value !== 'PASSPORT');
    const saved = await s.inject({ method: 'PATCH', url: `${LISTS}/${record.registration}`, headers: s.test, payload: { items } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(codes((await values(['personDocumentType'], s.test))[0])).not.toContain('PASSPORT');
    expect(codes((await values(['personDocumentType']))[0])).toContain('PASSPORT');
  });

  it("serves a dyno entity's lists in the tenant declaring it only", async () => {
    const dyno = [{ name: 'dynoParking', title: 'Parking', properties: { spots: { type: ['integer', 'null'], 'x-field': { type: 'integer', label: 'Spots' } } } }];
    const saved = await s.inject({ method: 'PATCH', url: '/api/script/scripts/dyno-descriptors', headers: s.master, payload: { content: JSON.stringify(dyno) } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [history, documents] = await values(['dynoParkingHistoryType', 'dynoParkingDocumentType']);
    expect(codes(history)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(codes(documents)).toContain('OTHER');
    expect(await values(['dynoParkingHistoryType', 'dynoParkingDocumentType'], s.test)).toEqual([['ERROR'], ['ERROR']]);
  });

  it('refuses without a session, answers ERROR for a name that is no list, and 400 without names', async () => {
    expect((await s.inject({ method: 'GET', url: `${LISTS}?valuesOnly=true&lists=contractDocumentType` })).statusCode).toBe(401);
    expect(await values(['unknownThingDocumentType', 'dynoNothingHistoryType'])).toEqual([['ERROR'], ['ERROR']]);
    const none = await s.inject({ method: 'GET', url: `${LISTS}?valuesOnly=true&lists=`, headers: s.master });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'MISSING_FIELD_IN_QUERY' });
  });
});
