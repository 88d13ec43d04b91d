import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** ajv's own wording: none of it may reach a user (issue 17 item 3). */
const AJV_WORDING = /must (match|be equal|have required|be integer|be number|be string|be array|be object|NOT|be >|be <)|"then" schema|allowed values/;

const CASES: { url: string; body: Record<string, unknown>; code: string; message: string; error: { path: string; message: string } }[] = [
  { url: '/api/person/persons', body: { name: 'x', type: 'C', email: 'jane.doe@' }, code: 'INVALID_FIELD_VALUE', message: 'Invalid value for field "Email": Email format should be "name@example.com"', error: { path: 'email', message: 'Email format should be "name@example.com"' } },
  { url: '/api/person/persons', body: { name: 'x', type: 'ZZ' }, code: 'INVALID_FIELD_VALUE', message: 'Invalid value for field "Type": Invalid format', error: { path: 'type', message: 'Invalid format' } },
  { url: '/api/person/persons', body: { name: 'x', type: 'I' }, code: 'MISSING_FIELD_IN_BODY', message: 'Field "Last name" is missing in body', error: { path: 'lastName', message: 'Last name is mandatory' } },
  { url: '/api/financing/contracts', body: { name: 'x', duration: 'abc' }, code: 'INVALID_INTEGER_FIELD', message: 'Field "Duration (months)" must be an integer', error: { path: 'duration', message: 'Duration (months) has to be an integer' } },
  { url: '/api/financing/contracts', body: { name: 'x', duration: -5 }, code: 'INVALID_FIELD_VALUE', message: 'Invalid value for field "Duration (months)": Duration (months) must be ≥ 1', error: { path: 'duration', message: 'Duration (months) must be ≥ 1' } },
  { url: '/api/financing/contracts', body: { name: 'x', startDate: '2024-13-45' }, code: 'INVALID_DATE_FIELD', message: 'Field "Start date" must be a valid date', error: { path: 'startDate', message: 'Invalid date' } },
  { url: '/api/financing/contracts', body: { name: 'x', persons: [{ role: 5 }] }, code: 'INVALID_STRING_FIELD', message: 'Field "Role" must be a string', error: { path: 'persons.0.role', message: 'Invalid format' } },
  { url: '/api/billing/invoices', body: { name: 'x', amountInclTax: '12' }, code: 'INVALID_NUMBER_FIELD', message: 'Field "Amount incl. tax" must be a number', error: { path: 'amountInclTax', message: 'Amount incl. tax has to be a number' } },
  { url: '/api/person/persons', body: { name: 'x', type: 'C', addresses: [{ zipcode: 'abc', country: 'FR' }] }, code: 'INVALID_FIELD_VALUE', message: 'Invalid value for field "Zip code": Invalid format', error: { path: 'addresses.0.zipcode', message: 'Invalid format' } },
];

describe.each(testDatabases())('validation messages in the spec\'s words on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  it.each(CASES)('$url $body: $message', async ({ url, body, code, message, error }) => {
    const res = await s.inject({ method: 'POST', url, headers: s.master, payload: body });
    expect(res.statusCode).toBe(400);
    const answer = res.json() as { code: string; message: string; errors: { path: string; message: string }[] };
    expect(answer.code).toBe(code);
    expect(answer.message).toBe(message);
    expect(answer.errors[0]).toMatchObject(error);
    expect(res.body).not.toMatch(AJV_WORDING);
  });
});
