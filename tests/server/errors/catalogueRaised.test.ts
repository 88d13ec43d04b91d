import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import { ERROR_CATALOGUE, type ErrorCode } from '../../../engine/errors/catalogue.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

/**
 * Seed 000 §8.1: every coded error of the spec, raised where the product raises it, through a real
 * request (or, for the two only an engine function raises, through that function), with the status
 * and the message of engine/errors/catalogue.ts.
 */
const SPEC_CODES: ErrorCode[] = [
  'EMPTY_AGGREGATE_PIPELINE', 'EMPTY_BODY_ARRAY', 'ENTITY_REGISTRATION_NOT_FOUND', 'INVALID_ARRAY_FIELD', 'INVALID_BODY_ARRAY',
  'INVALID_DATE', 'INVALID_DATE_FIELD', 'INVALID_FIELD_VALUE', 'INVALID_FIELD_IN_HEADERS', 'INVALID_FIELD_IN_QUERY',
  'INVALID_FIELD_IN_BODY', 'INVALID_FIELD_IN_PATH', 'INVALID_FIELD_IN_CONFIG', 'INVALID_FILE_EXTENSION', 'INVALID_IBAN',
  'INVALID_JSON_FIELD', 'INVALID_INTEGER_FIELD', 'INVALID_NON_EMPTY_STRING_FIELD', 'INVALID_NON_EMPTY_OBJECT_FIELD',
  'INVALID_NUMBER_FIELD', 'INVALID_POSITIVE_NUMBER_FIELD', 'INVALID_PERIOD', 'INVALID_STRING_FIELD', 'INVALID_XML',
  'MISSING_BODY_PAYLOAD', 'MISSING_CONFIG', 'MISSING_FIELD_IN_BODY', 'MISSING_FIELD_IN_CONFIG', 'MISSING_FIELD_IN_QUERY',
  'MISSING_FIELD_IN_ARGS', 'MISSING_FILE_IN_REQUEST', 'MISSING_LOCALE', 'MISSING_MANDATORY_QUERY_FIELDS',
  'UNAVAILABLE_SOFTWARE', 'UNSUPPORTED_ENTITY', 'VALUE_ALREADY_EXISTS', 'STATUS_PATCH_PROHIBITED',
  // calculation errors
  'INVALID_CASHFLOWS', 'SAME_DAY_TRANSACTIONS', 'NO_SIGN_CHANGE', 'NO_CONVERGENCE', 'NO_ACCEPTABLE_RESULT', 'DATE_NOT_FOUND',
];

const statusOf = (code: ErrorCode) => Number(ERROR_CATALOGUE[code].split('|')[0]);
const CONTRACTS = '/api/financing/contracts';
const PERSONS = '/api/person/persons';

describe.each(testDatabases())('the coded errors of seed 000 §8.1 are raised ($name)', (db) => {
  let s: TestServer;
  let contract = '';
  const seen = new Set<ErrorCode>();

  const send = (method: InjectOptions['method'], url: string, payload?: unknown, headers: Headers = {}) =>
    s.inject({ method, url, headers: { ...s.master, ...headers }, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

  /** The answer is the catalogued error `code` with exactly `message`. */
  async function raised(code: ErrorCode, message: string, answer: Promise<{ statusCode: number; body: string }>) {
    const res = await answer;
    expect(res.statusCode, res.body).toBe(statusOf(code));
    expect(JSON.parse(res.body)).toMatchObject({ status: statusOf(code), code, message });
    seen.add(code);
  }

  beforeAll(async () => {
    s = await startTestServer(db);
    const created = await send('POST', CONTRACTS, { name: 'Catalogue', duration: 12 });
    contract = String(created.json().registration);
  }, 120_000);
  afterAll(() => s?.close());

  it('raises the request and body errors', async () => {
    await raised('EMPTY_AGGREGATE_PIPELINE', 'Pipeline is empty', send('POST', `${CONTRACTS}/aggregate`, { pipeline: [] }));
    await raised('EMPTY_BODY_ARRAY', 'Body array is empty', send('POST', '/api/financing/products', []));
    await raised('INVALID_BODY_ARRAY', 'Body must be an array', send('POST', '/api/billing/invoices/transitions', { not: 'a list' }));
    await raised('MISSING_BODY_PAYLOAD', 'Body payload is missing', send('POST', PERSONS));
    await raised('INVALID_JSON_FIELD', 'Invalid JSON: the body is not valid JSON', send('POST', PERSONS, '{"type": ', { 'content-type': 'application/json' }));
    await raised('INVALID_FIELD_IN_HEADERS', 'Invalid header "content-type"', send('POST', PERSONS, 'name=x', { 'content-type': 'application/x-www-form-urlencoded' }));
    await raised('INVALID_FIELD_IN_BODY', 'Invalid field "(body)" in body: must be an object, not an array', send('POST', CONTRACTS, [{ name: 'x' }]));
    await raised('INVALID_FIELD_IN_PATH', 'Invalid path parameter "id"', send('POST', '/api/notification/notifications/not-a-uuid/read'));
    await raised('MISSING_MANDATORY_QUERY_FIELDS', 'Mandatory query fields are missing: contextIndex or contextName', send('GET', '/api/core/user-switch-context'));
    await raised('MISSING_LOCALE', 'Locale is missing', send('GET', '/api/core/locales/resolve/%20'));
    await raised('MISSING_LOCALE', 'Locale is missing', send('POST', '/api/core/locales/%20/keys', { keysToAdd: ['Save'] }));
  });

  it('raises the record validation errors', async () => {
    await raised('ENTITY_REGISTRATION_NOT_FOUND', 'Contract "CTR99999999" not found', send('GET', `${CONTRACTS}/CTR99999999`));
    await raised('MISSING_FIELD_IN_BODY', 'Field "Name" is missing in body', send('POST', PERSONS, { type: 'C' }));
    await raised('INVALID_ARRAY_FIELD', 'Field "Persons" must be an array', send('POST', '/api/billing/invoices', { persons: {} }));
    await raised('INVALID_STRING_FIELD', 'Field "Internal reference" must be a string', send('POST', '/api/billing/invoices', { internalReference: 12 }));
    await raised('INVALID_INTEGER_FIELD', 'Field "Duration (months)" must be an integer', send('POST', CONTRACTS, { name: 'x', duration: 'abc' }));
    await raised('INVALID_NUMBER_FIELD', 'Field "Amount excl. tax" must be a number', send('POST', '/api/billing/invoices', { amountExclTax: 'abc' }));
    await raised('INVALID_DATE_FIELD', 'Field "Due date" must be a valid date', send('POST', '/api/billing/invoices', { dueDate: '31/03/2026' }));
    await raised('INVALID_FIELD_VALUE', 'Invalid value for field "Type": Invalid format', send('POST', PERSONS, { type: 'X', name: 'A' }));
    // the field is appended to a text that names none (server/entities/validators.ts)
    await raised('INVALID_IBAN', 'IBAN is invalid (bankIban)', send('POST', '/api/bank/bank-accounts', { bankIban: 'FR7630006000011234567890188' }));
    await raised('INVALID_NON_EMPTY_STRING_FIELD', 'Field "Name" must be a non-empty string', send('POST', PERSONS, { type: 'C', name: '' }));
    await raised('INVALID_NON_EMPTY_OBJECT_FIELD', 'Field "value" must be a non-empty object', send('POST', '/api/core/users/admin@master/preferences', { type: 'UI', groupId: 'THEMING', value: 'dark' }));
    await raised('STATUS_PATCH_PROHIBITED', 'Status modification prohibited, workflow must be used', send('PATCH', `${CONTRACTS}/${contract}`, { status: 'ACTIVE' }));
    expect((await send('POST', PERSONS, { registration: 'PER-CAT-1', type: 'C', name: 'Once' })).statusCode).toBe(201);
    await raised('VALUE_ALREADY_EXISTS', 'Value "PER-CAT-1" of field "registration" already exists', send('POST', PERSONS, { registration: 'PER-CAT-1', type: 'C', name: 'Twice' }));
  });

  it('raises the list query errors, the period included', async () => {
    await raised('INVALID_FIELD_IN_QUERY', 'Invalid query parameter "nope": unknown field', send('GET', `${CONTRACTS}?nope=1`));
    await raised('INVALID_NUMBER_FIELD', 'Field "duration" must be a number', send('GET', `${CONTRACTS}?duration=abc`));
    await raised('INVALID_DATE_FIELD', 'Field "startDate" must be a valid date', send('GET', `${CONTRACTS}?startDate=20241340`));
    await raised('INVALID_PERIOD', 'Invalid period "3x"', send('GET', `${CONTRACTS}?startDate=today-3x`));
    await raised('UNSUPPORTED_ENTITY', 'Unsupported entity "Nope"', send('POST', '/api/report/excel', { entityName: 'Nope', columns: [{ headerLabel: 'A' }] }));
  });

  it('raises the file errors', async () => {
    const documents = `${CONTRACTS}/${contract}/documents`;
    const file = (fileName: string, text: string) => ({ fileName, contentBase64: Buffer.from(text).toString('base64') });
    const extension = await send('POST', documents, file('evil.exe', 'MZ'));
    expect(extension.json().code).toBe('INVALID_FILE_EXTENSION');
    expect(extension.statusCode).toBe(400);
    expect(extension.json().message).toMatch(/^Forbidden document extension "exe"\. Accepted formats: .+/);
    seen.add('INVALID_FILE_EXTENSION');
    await raised('MISSING_FILE_IN_REQUEST', 'File is missing in request', send('POST', '/api/billing/bank-statements', {}));
    await raised('INVALID_XML', 'Invalid XML: the file is not well-formed XML', send('POST', '/api/billing/bank-statements', file('statement.xml', 'this is not xml')));
    process.env.TABULA_SOFFICE = '/nonexistent/soffice';
    try {
      await raised(
        'UNAVAILABLE_SOFTWARE',
        'Software "LibreOffice (soffice), needed to convert .docx documents to PDF: install LibreOffice on the server or upload a PDF" is not available on this server',
        send('POST', `${documents}?convertToPdf=1`, file('letter.docx', 'PK')),
      );
    } finally {
      delete process.env.TABULA_SOFFICE;
    }
  });

  it('raises the configuration errors (business days, docs/finance.md)', async () => {
    const { store, registry } = s.app.tabula;
    await s.app.tabula.db.withTenant('master', (q) => store.update(q, registry.get('Script'), 'tenant-config', { content: JSON.stringify({ currency: 'EUR' }) }, { username: 'system' }));
    await raised('MISSING_FIELD_IN_CONFIG', 'Field "calendar" is missing in configuration', send('GET', '/api/finance/business-day?date=2026-05-01'));
    await s.app.tabula.db.withTenant('master', (q) => store.update(q, registry.get('Script'), 'tenant-config', { content: JSON.stringify({ calendar: 'XX' }) }, { username: 'system' }));
    await raised('INVALID_FIELD_IN_CONFIG', 'Invalid configuration field "tenant-config.calendar"', send('GET', '/api/finance/business-day?date=2026-05-01'));
    await s.app.tabula.db.withTenant('test', (q) => store.update(q, registry.get('Script'), 'tenant-config', { enabled: false }, { username: 'system' }));
    await raised('MISSING_CONFIG', 'Configuration "tenant-config" is missing', send('GET', '/api/finance/business-day?date=2026-05-01', undefined, s.test));
  });

  it('raises the calculation errors', async () => {
    await raised('INVALID_CASHFLOWS', 'Cashflows and dates are invalid: 2 cashflows but 1 dates', send('GET', '/api/finance/xirr?cashflows=-100;110&dates=2026-01-01'));
    await raised('SAME_DAY_TRANSACTIONS', 'All transactions are on the same day', send('GET', '/api/finance/xirr?cashflows=-100;110&dates=2026-01-01;2026-01-01'));
    await raised('NO_SIGN_CHANGE', 'All amounts are positive or all are negative: at least one of each is needed', send('GET', '/api/finance/irr?cashflows=100;200;300'));
    await raised('NO_CONVERGENCE', 'The calculation of RATE did not converge after 300 iterations', send('GET', '/api/finance/rate?nper=10&pmt=100&pv=1000'));
    await raised('NO_ACCEPTABLE_RESULT', 'The calculation of NPER has no acceptable result: no number of periods reaches fv', send('GET', '/api/finance/nper?rate=0.01&pmt=-5&pv=1000'));
    await raised('DATE_NOT_FOUND', 'Date "2026-03-16" not found', send('GET', '/api/finance/plan?rate=0.005&nper=12&pv=1200&startDate=2026-01-15&date=2026-03-16'));
    await raised('INVALID_DATE', 'Invalid date "2026-02-30"', send('GET', '/api/finance/xirr?cashflows=-100;110&dates=2026-01-01;2026-02-30'));
    await raised('INVALID_POSITIVE_NUMBER_FIELD', 'Field "pv" must be a positive number', send('GET', '/api/finance/plan?rate=0.01&nper=12&pv=0'));
    await raised('MISSING_FIELD_IN_QUERY', 'Field "rate" is missing in query', send('GET', '/api/finance/pmt?nper=12&pv=1000'));
  });

  it('raises MISSING_FIELD_IN_ARGS from the engine only (the registry, seed 000 §8.2)', () => {
    const registry = createDefaultRegistry();
    const thrown = (() => {
      try {
        registry.get('');
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).toBody()).toMatchObject({ status: 400, code: 'MISSING_FIELD_IN_ARGS' });
    seen.add('MISSING_FIELD_IN_ARGS');
  });

  it('has raised every code of the spec', () => {
    expect(SPEC_CODES.filter((c) => !seen.has(c))).toEqual([]);
  });
});
