import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { loadTenantProfile } from '../../../server/storage/tenantProfile.ts';

const PASSWORD = 'Export-refs-Passw0rd';
const USER_PASSWORD = 'Str0ng-Passw0rd!';
let app: FastifyInstance;
let admin: Record<string, string>;
let scoreReader: Record<string, string>;
let nobody: Record<string, string>;
let person: string;

async function signIn(username: string, password: string): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: String(res.headers.authorization) };
}

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

const values = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
const excel = (headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/api/report/excel', headers, payload });

/** The scores list's columns as the client sends them (engine/lists/excelColumns.ts). */
const SCORE_COLUMNS = [
  { headerLabel: 'Registration', key: 'registration', format: 'text' },
  { headerLabel: 'Person', key: 'personRegistration', format: 'text', linkTo: '/person/{personRegistration}' },
  { headerLabel: 'Score', key: 'score', format: 'text' },
  { headerLabel: 'Date', key: 'date', format: 'date' },
];

beforeAll(async () => {
  app = await build({ adminPassword: PASSWORD, logger: false, demoData: false });
  admin = await signIn('admin@master', PASSWORD);
  const created = await app.inject({ method: 'POST', url: '/api/person/persons', headers: admin, payload: { type: 'C', name: 'Acme Leasing' } });
  expect(created.statusCode, created.body).toBe(201);
  person = created.json().registration;
  const { db, registry } = app.tabula;
  const scores = registry.get('Score');
  await db.withTenant('master', async (q) => {
    await q.query(`INSERT INTO ${scores.table} (registration, name, status, data) VALUES ($1, 'First', 'DRAFT', $2), ($3, 'Second', 'DRAFT', $4), ($5, 'Third', 'DRAFT', $6)`, [
      'SCO-1', { name: 'First', personRegistration: person, score: 12, date: '2024-05-01' },
      'SCO-2', { name: 'Second', personRegistration: 'GONE0001', score: 7 },
      'SCO-3', { name: 'Third' },
    ]);
    // an amount without a currency of its own (the API would have given it the tenant's)
    await q.query(`INSERT INTO ${registry.get('Invoice').table} (registration, name, status, data) VALUES ('INV-NOCUR', 'No currency', 'DRAFT', $1), ('INV-JPY', 'Yen', 'DRAFT', $2)`, [
      { name: 'No currency', amountExclTax: 1234.5 },
      { name: 'Yen', amountExclTax: 1000, currency: 'JPY' },
    ]);
  });
  const profiles = await app.inject({
    method: 'PUT',
    url: '/api/core/profiles-permissions',
    headers: admin,
    payload: { SCORES: [`read ${scores.apiPath}`], NOTHING: [] },
  });
  expect(profiles.statusCode, profiles.body).toBe(200);
  for (const [username, profile] of [['scores@master', 'SCORES'], ['nobody@master', 'NOTHING']]) {
    const res = await app.inject({ method: 'POST', url: '/api/core/users', headers: admin, payload: { username, lastName: username.split('@')[0], password: USER_PASSWORD, profiles: [profile] } });
    expect(res.statusCode, res.body).toBe(201);
  }
  scoreReader = await signIn('scores@master', USER_PASSWORD);
  nobody = await signIn('nobody@master', USER_PASSWORD);
});

afterAll(async () => app?.close());

describe('list export: references, currencies, numbers (issue 36)', () => {
  it("writes a person reference column as the person's name, its key in the next column", async () => {
    const res = await excel(admin, { entityName: 'Score', query: { sort: 'registration' }, columns: SCORE_COLUMNS });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(values(sheet, 1)).toEqual(['Registration', 'Person', 'Person (Registration)', 'Score', 'Date']);
    expect(values(sheet, 2).slice(0, 3)).toEqual(['SCO-1', 'Acme Leasing', person]);
    // a key that names no record stays as it is; an empty reference stays empty
    expect(values(sheet, 3).slice(0, 3)).toEqual(['SCO-2', 'GONE0001', 'GONE0001']);
    expect(sheet.getCell('B4').value).toBeNull();
    // dates stay real dates in the locale's format
    expect((sheet.getCell('E2').value as Date).toISOString().slice(0, 10)).toBe('2024-05-01');
    expect(sheet.getCell('E2').numFmt).toBe('dd-mm-yyyy');
  });

  it('reads the names chunk by chunk, one query per referenced entity and chunk', async () => {
    const { createListExport } = await import('../../../server/plugins/list-export.ts');
    const { ExportReferences } = await import('../../../server/plugins/export-references.ts');
    const refs = new ExportReferences(app.tabula, SCORE_COLUMNS, 'Score', () => true);
    const list = await createListExport(app.tabula, 'master', 'Score', { sort: 'registration' }, SCORE_COLUMNS.map((c) => c.key), 2);
    const queries: number[] = [];
    const names: (string | undefined)[] = [];
    for await (const rows of list.pages(async (q, chunk) => {
      let n = 0;
      const counting = { query: (...args: Parameters<typeof q.query>) => (n++, q.query(...args)) } as typeof q;
      await refs.read(counting, chunk);
      queries.push(n);
    })) {
      for (const row of rows) names.push(refs.name(row, 1, row.personRegistration));
    }
    expect(queries).toEqual([1, 0]);
    expect(names).toEqual(['Acme Leasing', undefined, undefined]);
  });

  it('gives the keys to a user who may not read persons, and refuses a user who may not read the list', async () => {
    const res = await excel(scoreReader, { entityName: 'Score', query: { sort: 'registration' }, columns: SCORE_COLUMNS });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(values(sheet, 1)).toEqual(['Registration', 'Person', 'Score', 'Date']);
    expect(values(sheet, 2).slice(0, 2)).toEqual(['SCO-1', person]);
    const denied = await excel(nobody, { entityName: 'Score', columns: SCORE_COLUMNS });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('PERMISSION_DENIED');
  });

  it("writes an amount without a currency in the tenant's currency, never the locale's", async () => {
    expect((await loadTenantProfile(app.tabula, 'master')).currency).toBe('EUR');
    const columns = [
      { headerLabel: 'Name', key: 'name' },
      { headerLabel: 'Amount', key: 'amountExclTax', format: 'currency', currency: 'currency' },
    ];
    // an en-US reader: the locale's currency would be USD
    const res = await excel(admin, { entityName: 'Invoice', locale: 'en-US', query: { registration: 'INV-NOCUR,INV-JPY', sort: 'name' }, columns });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(values(sheet, 2)).toEqual(['No currency', 1234.5]);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00 "EUR";-#,##0.00 "EUR"');
    // a row's own currency wins, with its own decimals
    expect(values(sheet, 3)).toEqual(['Yen', 1000]);
    expect(sheet.getCell('B3').numFmt).toBe('#,##0 "JPY";-#,##0 "JPY"');
    // given rows too: a currency column without a currency is in the tenant's
    const given = await excel(admin, { locale: 'en-US', columns: [{ headerLabel: 'Amount', format: 'currency' }], data: [[12.5]] });
    expect((await sheetOf(given.rawPayload)).getCell('A2').numFmt).toContain('"EUR"');
  });

  it('writes years and codes ungrouped, other numbers grouped', async () => {
    const res = await excel(admin, {
      columns: [
        { headerLabel: 'Year', key: 'year', format: 'number' },
        { headerLabel: 'Postal code', key: 'address.postalCode', format: 'number' },
        { headerLabel: 'Count', key: 'count', format: 'number' },
      ],
      data: [{ year: 2025, address: { postalCode: 75001 }, count: 2832 }],
    });
    const sheet = await sheetOf(res.rawPayload);
    expect(values(sheet, 2)).toEqual([2025, 75001, 2832]);
    expect(sheet.getCell('A2').numFmt).toBe('0');
    expect(sheet.getCell('B2').numFmt).toBe('0');
    expect(sheet.getCell('C2').numFmt).toContain('#,##0');
  });
});
