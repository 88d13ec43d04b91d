import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRecords } from '../../../engine/lists/copyRecords.ts';
import { parseClipboard } from '../../../engine/lists/parseClipboard.ts';
import { PASTE_LIMIT } from '../../../engine/registry/pasteSchema.ts';
import { schemaErrors } from '../../../renderers/fields/model/schemaCheck.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

const PRODUCTS = '/api/financing/products';
const SCHEMA = '/api/financing/products-schema';

describe.each(testDatabases())('products copy and paste on $name (seed 002 §7)', (db) => {
  let s: TestServer;
  let h: Headers;
  const total = async () => Number((await s.inject({ method: 'GET', url: `${PRODUCTS}?range=0-0`, headers: h })).headers['pagination-total']);
  const histories = async () => Number((await s.inject({ method: 'GET', url: '/api/core/histories?range=0-0', headers: h })).headers['pagination-total']);

  beforeAll(async () => {
    s = await startTestServer(db);
    h = s.test;
    await s.inject({ method: 'POST', url: PRODUCTS, headers: h, payload: { name: 'Kept', rate: 0.02 } });
  }, 120_000);
  afterAll(() => s?.close());

  it('answers the products schema: an array of products without system or read-only fields, shapes inlined', async () => {
    const res = await s.inject({ method: 'GET', url: SCHEMA, headers: h });
    expect(res.statusCode).toBe(200);
    const schema = res.json();
    expect(schema).toMatchObject({ type: 'array', minItems: 1, maxItems: PASTE_LIMIT, items: { type: 'object', additionalProperties: false } });
    const fields = Object.keys(schema.items.properties);
    expect(fields).toEqual(expect.arrayContaining(['registration', 'name', 'status', 'rate', 'startDate', 'rates']));
    for (const f of ['_id', '_version', '_insertDate', '_updateUser', 'organization']) expect(fields).not.toContain(f);
    expect(schema.items.properties.rates.properties.rows).toBeDefined();
    expect(JSON.stringify(schema)).not.toMatch(/x-field|\$ref/);
    expect((await s.inject({ method: 'GET', url: SCHEMA })).statusCode).toBe(401);
  });

  it('copies the listed products and pastes them back as new products, in one request', async () => {
    const listed = (await s.inject({ method: 'GET', url: PRODUCTS, headers: h })).json();
    const text = copyRecords(listed, s.app.tabula.registry.get('Product').schema);
    const schema = (await s.inject({ method: 'GET', url: SCHEMA, headers: h })).json();
    const parsed = parseClipboard(text, schema, schemaErrors);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const before = await total();
    const res = await s.inject({ method: 'POST', url: PRODUCTS, headers: h, payload: [...parsed.records, { name: 'Second', startDate: '2025-01-01' }] });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ name: 'Kept', rate: 0.02, _version: 1 });
    expect(created[0].registration).toMatch(/^PRD\d{8}$/);
    expect(created[0].registration).not.toBe(listed[0].registration);
    expect(await total()).toBe(before + 2);
  });

  it.each([
    ['a product the entity schema refuses', [{ name: 'Good' }, { name: 'Bad', rate: 'high' }], 'INVALID_NUMBER_FIELD', '1.rate'],
    ['a registration already taken', [{ name: 'Good' }, { name: 'Taken', registration: 'PRD-TAKEN' }, { name: 'Again', registration: 'PRD-TAKEN' }], 'VALUE_ALREADY_EXISTS', '2'],
    ['an item that is not an object', [{ name: 'Good' }, ['x']], 'INVALID_FIELD_IN_BODY', '1'],
  ])('creates nothing when one product is refused: %s', async (_what, payload, code, path) => {
    const [before, historyBefore] = [await total(), await histories()];
    expect(before).toBeGreaterThan(0);
    expect(historyBefore).toBeGreaterThan(0);
    const res = await s.inject({ method: 'POST', url: PRODUCTS, headers: h, payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code });
    expect(res.json().errors[0].path).toBe(path);
    expect(await total()).toBe(before);
    expect(await histories()).toBe(historyBefore);
  });

  it('refuses an empty array and an array too long, and keeps arrays refused for other entities', async () => {
    expect((await s.inject({ method: 'POST', url: PRODUCTS, headers: h, payload: [] })).json()).toMatchObject({ status: 400, code: 'EMPTY_BODY_ARRAY' });
    const many = Array.from({ length: PASTE_LIMIT + 1 }, (_, i) => ({ name: `P${i}` }));
    expect((await s.inject({ method: 'POST', url: PRODUCTS, headers: h, payload: many })).json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_BODY' });
    const persons = await s.inject({ method: 'POST', url: '/api/person/persons', headers: h, payload: [{ name: 'x' }] });
    expect(persons.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_BODY' });
    // the persons schema is the entity's own (tests/server/entities/entitySchemas.test.ts), not a paste schema
    expect((await s.inject({ method: 'GET', url: '/api/person/persons-schema', headers: h })).json()).toMatchObject({ type: 'object' });
  });

  it('the browser check refuses what the schema does not describe before anything is sent', async () => {
    const schema = (await s.inject({ method: 'GET', url: SCHEMA, headers: h })).json();
    const check = (text: string) => parseClipboard(text, schema, schemaErrors);
    expect(check('[{"firstName": "Ann", "lastName": "Lee"}]')).toMatchObject({ ok: false, problem: 'invalid' });
    expect(check('[{"name": "x", "startDate": "not a date"}]')).toMatchObject({ ok: false, problem: 'invalid' });
    expect(check('[{"name": "x", "rates": {"rows": [["a"]]}}]')).toMatchObject({ ok: false, problem: 'invalid' });
    expect(check('[{"name": "x", "organization": {"name": "y"}}]')).toMatchObject({ ok: false, problem: 'invalid' });
    expect(check('{"_id": "1", "_version": 3, "name": "x", "rate": 0.1}')).toEqual({ ok: true, records: [{ name: 'x', rate: 0.1 }] });
  });
});
