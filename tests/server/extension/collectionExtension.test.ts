import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;

/** The master tenant adds a loyalty code (checked by a format-check script) and a member-since date to Person. */
const EXTENSION = {
  Person: {
    properties: {
      loyaltyCode: { type: ['string', 'null'], maxLength: 12, 'x-field': { type: 'text', label: 'Loyalty code', formatCheck: 'loyalty-format-check' } },
      memberSince: { type: ['string', 'null'], format: 'date', 'x-field': { type: 'date', label: 'Member since' } },
      // refused: the entity has it already
      name: { type: 'string', 'x-field': { type: 'text', label: 'Name' } },
    },
    listColumns: ['loyaltyCode'],
    searchFields: ['loyaltyCode'],
  },
  Audit: { properties: { x: { type: 'string', 'x-field': { type: 'text', label: 'X' } } } },
};

const LOYALTY_CHECK = 'function execute(ctx) { return /^LOY-[0-9]{4}$/.test(ctx.value) ? { valid: true } : { valid: false, message: "A loyalty code looks like LOY-1234" }; }';

async function sheetOf(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe.each(testDatabases())('collection-extension (issue 18 item 1) on $name', (db) => {
  let s: TestServer;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
    s.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Rec }) });

  beforeAll(async () => {
    s = await startTestServer(db);
    expect((await call('POST', '/api/script/scripts', s.master, { name: 'loyalty-format-check', type: 'format-check', content: LOYALTY_CHECK })).statusCode).toBe(201);
    const saved = await call('PATCH', '/api/script/scripts/collection-extension', s.master, { content: JSON.stringify(EXTENSION) });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => s.close());

  it('stores and validates the added fields from the next request on, without a restart', async () => {
    const ok = await call('POST', '/api/person/persons', s.master, { type: 'C', name: 'Loyal SA', loyaltyCode: 'LOY-0001', memberSince: '2024-05-01' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ loyaltyCode: 'LOY-0001', memberSince: '2024-05-01' });
    const wrongType = await call('POST', '/api/person/persons', s.master, { type: 'C', name: 'X', loyaltyCode: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(JSON.stringify(wrongType.json().errors)).toContain('loyaltyCode');
    const badDate = await call('POST', '/api/person/persons', s.master, { type: 'C', name: 'X', memberSince: '2024-13-45' });
    expect(badDate.statusCode).toBe(400);
    const badFormat = await call('POST', '/api/person/persons', s.master, { type: 'C', name: 'X', loyaltyCode: 'nope' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE', errors: [{ path: 'loyaltyCode', message: 'A loyalty code looks like LOY-1234' }] });
    expect(badFormat.json().message).toContain('Loyalty code');
  });

  it('filters, sorts and quick-searches the added fields', async () => {
    await call('POST', '/api/person/persons', s.master, { type: 'C', name: 'Second loyal', loyaltyCode: 'LOY-0002' });
    const filtered = (await call('GET', '/api/person/persons?loyaltyCode=LOY-0002', s.master)).json() as Rec[];
    expect(filtered.map((p) => p.name)).toEqual(['Second loyal']);
    const sorted = (await call('GET', '/api/person/persons?loyaltyCode=/^LOY/&sort=-loyaltyCode', s.master)).json() as Rec[];
    expect(sorted.map((p) => p.loyaltyCode)).toEqual(['LOY-0002', 'LOY-0001']);
    const searched = (await call('GET', '/api/person/persons?search=LOY-0001', s.master)).json() as Rec[];
    expect(searched.map((p) => p.name)).toContain('Loyal SA');
  });

  it('exports the added fields', async () => {
    const res = await call('POST', '/api/report/excel', s.master, {
      entityName: 'Person',
      query: { loyaltyCode: '/^LOY/', sort: 'loyaltyCode' },
      columns: [{ headerLabel: 'Name', key: 'name' }, { headerLabel: 'Loyalty code', key: 'loyaltyCode' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sheetOf(res.rawPayload)).slice(1)).toEqual([['Loyal SA', 'LOY-0001'], ['Second loyal', 'LOY-0002']]);
  });

  it("gives the tenant's screens the added fields, columns and search fields, and says nothing of the refused ones", async () => {
    const config = (await call('GET', '/api/script/runs/user-configuration', s.master)).json() as { collectionExtension: Record<string, { properties: Rec; listColumns: string[]; searchFields: string[] }> };
    expect(Object.keys(config.collectionExtension)).toEqual(['Person']);
    expect(Object.keys(config.collectionExtension.Person.properties)).toEqual(['loyaltyCode', 'memberSince']);
    expect(config.collectionExtension.Person).toMatchObject({ listColumns: ['loyaltyCode'], searchFields: ['loyaltyCode'] });
  });

  it("describes the added fields in the requesting tenant's OpenAPI document only", async () => {
    type Doc = { components: { schemas: Record<string, { properties: Rec }> } };
    const own = (await call('GET', '/api/docs/openapi.json', s.master)).json() as Doc;
    expect(own.components.schemas.Person.properties.loyaltyCode).toMatchObject({ type: ['string', 'null'], maxLength: 12, 'x-extension': true });
    expect(own.components.schemas.Person.properties.memberSince).toMatchObject({ format: 'date' });
    expect(own.components.schemas.Person).not.toHaveProperty('x-extension');
    expect(own.components.schemas.Audit.properties).not.toHaveProperty('x');
    for (const headers of [s.test, {}]) {
      const other = (await call('GET', '/api/docs/openapi.json', headers)).json() as Doc;
      expect(other.components.schemas.Person.properties).not.toHaveProperty('loyaltyCode');
    }
  });

  it('is invisible to another tenant', async () => {
    const config = (await call('GET', '/api/script/runs/user-configuration', s.test)).json() as { collectionExtension: Rec };
    expect(config.collectionExtension).toEqual({});
    const filter = await call('GET', '/api/person/persons?loyaltyCode=LOY-0001', s.test);
    expect(filter.statusCode).toBe(400);
    expect(filter.json().code).toBe('INVALID_FIELD_IN_QUERY');
    // nor does the master's format check apply there
    expect((await call('POST', '/api/person/persons', s.test, { type: 'C', name: 'Other', loyaltyCode: 'nope' })).statusCode).toBe(201);
  });

  it('drops a removed field at once', async () => {
    const saved = await call('PATCH', '/api/script/scripts/collection-extension', s.master, { content: '{}' });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/person/persons?loyaltyCode=LOY-0001', s.master)).statusCode).toBe(400);
    const doc = (await call('GET', '/api/docs/openapi.json', s.master)).json() as { components: { schemas: Record<string, { properties: Rec }> } };
    expect(doc.components.schemas.Person.properties).not.toHaveProperty('loyaltyCode');
  });
});
