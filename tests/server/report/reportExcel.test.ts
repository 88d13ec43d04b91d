import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { forceStatus } from '../support/forceStatus.ts';

const PASSWORD = 'Report-test-Passw0rd';
let app: FastifyInstance;
let auth: Record<string, string>;

async function readSheet(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

const excel = (payload: object) => app.inject({ method: 'POST', url: '/api/report/excel', headers: auth, payload });

beforeAll(async () => {
  app = await build({ adminPassword: PASSWORD, demoData: false });
  const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: PASSWORD } });
  auth = { authorization: String(login.headers.authorization) };
  const invoices = [
    { name: 'Alpha rent', status: 'PAID', dueDate: '2024-01-15', amountExclTax: 1000.5, currency: 'EUR' },
    { name: 'Beta rent', dueDate: '2024-02-15', amountExclTax: 250, currency: 'USD' },
    { name: 'Gamma fee', status: 'PAID', dueDate: '2024-03-15', amountExclTax: 75.25, currency: 'EUR' },
  ];
  for (const { status, ...payload } of invoices) {
    const res = await app.inject({ method: 'POST', url: '/api/billing/invoices', headers: auth, payload });
    expect(res.statusCode).toBe(201);
    // a client creates drafts only: the paid ones are moved as a transition would
    if (status) await forceStatus(app, 'master', 'Invoice', res.json().registration, status);
  }
});

afterAll(async () => app?.close());

describe('POST /api/report/excel', () => {
  it('writes the given rows with headers, widths, formats and an auto filter', async () => {
    const res = await excel({
      fileName: 'rates',
      sheetName: 'Rates',
      autoFilter: true,
      columns: [
        { headerLabel: 'Name', width: 30 },
        { headerLabel: 'Amount', format: 'currency', currency: 'EUR' },
        { headerLabel: 'Rate', format: 'percentage' },
        { headerLabel: 'Day', format: 'date' },
      ],
      data: [
        ['First', 12.5, 0.125, '2024-05-01'],
        ['Second', null, 0.5, '2024-06-30'],
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('rates.xlsx');
    const workbook = await workbookOf(res.rawPayload);
    const sheet = workbook.getWorksheet('Rates')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Amount', 'Rate', 'Day']);
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getCell('B2').value).toBe(12.5);
    expect(sheet.getCell('B2').numFmt).toContain('EUR');
    expect(sheet.getCell('C2').numFmt).toBe('0.00%');
    expect((sheet.getCell('D2').value as Date).toISOString().slice(0, 10)).toBe('2024-05-01');
    // no locale: en-EU, the lists' DD-MM-YYYY
    expect(sheet.getCell('D2').numFmt).toBe('dd-mm-yyyy');
    expect(sheet.autoFilter).toBeTruthy();
  });

  it("speaks the reader's locale: translated headers, lookup labels, the locale's date format", async () => {
    const columns = [
      { headerLabel: 'Name', key: 'name' },
      { headerLabel: 'Status', key: 'status', select: 'invoiceStatus' },
      { headerLabel: 'Due date', key: 'dueDate', format: 'date' },
    ];
    const fr = await excel({ entityName: 'Invoice', locale: 'fr', query: { status: 'PAID', sort: 'name' }, columns });
    expect(fr.statusCode).toBe(200);
    const sheet = (await workbookOf(fr.rawPayload)).worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Nom', 'Statut', "Date d'échéance"]);
    expect(sheet.getCell('B2').value).toBe('Payé');
    expect((sheet.getCell('C2').value as Date).toISOString().slice(0, 10)).toBe('2024-01-15');
    // written `dd\/mm\/yyyy` (a literal slash, see excelDateFormat); exceljs reads the escapes away
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy');
    const us = await workbookOf((await excel({ locale: 'en-US', columns: [...columns, { headerLabel: 'At', format: 'datetime' }], data: [['A', ['PAID', 'SENT'], '2024-01-15', '2024-01-15T10:30:00Z']] })).rawPayload);
    const row = us.worksheets[0].getRow(2);
    expect(row.getCell(2).value).toBe('Paid, Sent');
    expect(row.getCell(3).numFmt).toBe('mm-dd-yyyy');
    expect(row.getCell(4).numFmt).toBe('mm-dd-yyyy hh:mm');
    const es = await readSheet((await excel({ locale: 'es', columns: columns.slice(1, 2), data: [['DRAFT'], ['NOT_A_STATUS']] })).rawPayload);
    expect(es).toEqual([['Estado'], ['Borrador'], ['NOT_A_STATUS']]);
  });

  it('reads object rows by column key paths', async () => {
    const res = await excel({
      columns: [{ headerLabel: 'Payer', key: 'persons[role=PAYER].name' }, { headerLabel: 'Org', key: 'organization.name' }],
      data: [{ persons: [{ role: 'PAYEE', name: 'X' }, { role: 'PAYER', name: 'Y' }], organization: { name: 'Org 1' } }],
    });
    expect(await readSheet(res.rawPayload)).toEqual([['Payer', 'Org'], ['Y', 'Org 1']]);
  });

  it('exports ALL rows matching a list query of the tenant, with per-row currencies', async () => {
    const res = await excel({
      fileName: 'invoices',
      entityName: 'Invoice',
      query: { status: 'PAID', sort: 'name' },
      columns: [
        { headerLabel: 'Name', key: 'name' },
        { headerLabel: 'Amount', key: 'amountExclTax', format: 'currency', currency: 'currency' },
        { headerLabel: 'Due', key: 'dueDate', format: 'date' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-export-rows']).toBe('2');
    const rows = await readSheet(res.rawPayload);
    expect(rows.map((r) => r[0])).toEqual(['Name', 'Alpha rent', 'Gamma fee']);
    expect(rows[1][1]).toBe(1000.5);
    const sheet = (await workbookOf(res.rawPayload)).worksheets[0];
    expect(sheet.getCell('B2').numFmt).toContain('EUR');
  });

  it('pages by registration when the list has no sort (date range and regex filters)', async () => {
    const res = await excel({
      entityName: 'Invoice',
      query: { dueDate: '20240201~20240331', name: '/^b/i' },
      columns: [{ headerLabel: 'Name', key: 'name' }],
    });
    expect(await readSheet(res.rawPayload)).toEqual([['Name'], ['Beta rent']]);
  });

  it('refuses an unknown field, an unknown entity, a missing column list and an anonymous call', async () => {
    const unknownField = await excel({ entityName: 'Invoice', query: { nope: 'x' }, columns: [{ headerLabel: 'A' }] });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().code).toBe('INVALID_FIELD_IN_QUERY');
    expect((await excel({ entityName: 'Nope', columns: [{ headerLabel: 'A' }] })).json().code).toBe('UNSUPPORTED_ENTITY');
    expect((await excel({ data: [] })).statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'POST', url: '/api/report/excel', payload: { columns: [{ headerLabel: 'A' }], data: [] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('streams lists bigger than one export chunk, in the default and in a custom order', async () => {
    const { db, registry } = app.tabula;
    const table = registry.get('Person').table;
    await db.withTenant('master', (q) =>
      q.query(`INSERT INTO ${table} (registration, name, status, data) SELECT 'BULK' || lpad(i::text, 6, '0'), 'Bulk ' || i, 'ACTIVE', jsonb_build_object('name', 'Bulk ' || i, 'type', 'C') FROM generate_series(1, 4500) i`),
    );
    const keyset = await excel({ entityName: 'Person', query: { registration: '/^BULK/i' }, columns: [{ headerLabel: 'Reg', key: 'registration' }] });
    const byRegistration = (await readSheet(keyset.rawPayload)).slice(1).map((r) => r[0]);
    expect(byRegistration).toHaveLength(4500);
    expect(byRegistration[0]).toBe('BULK004500');
    expect(new Set(byRegistration).size).toBe(4500);
    const offset = await excel({ entityName: 'Person', query: { registration: '/^BULK/i', sort: '-name' }, columns: [{ headerLabel: 'Name', key: 'name' }] });
    const byName = (await readSheet(offset.rawPayload)).slice(1).map((r) => r[0]);
    expect(byName).toHaveLength(4500);
    expect(new Set(byName).size).toBe(4500);
  });

  it('keeps tenants apart: another tenant exports none of these rows', async () => {
    const { db, registry, store } = app.tabula;
    const count = await db.withTenant('test', async (q) => (await store.list(q, registry.get('Invoice'), { offset: 0, size: 5, conditions: [], sort: [], include: [], count: 'capped' })).total);
    expect(count).toBe(0);
  });
});
