import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../engine/errors/AppError.ts';
import { errorBodyText } from '../../../engine/errors/displayError.ts';
import { shippedLocales } from '../../engine/i18n/shippedLocales.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** ajv's and PostgreSQL's own wording: none of it may reach a body (issue 36 item 4). */
const LIBRARY_WORDING = /must (match|be equal|have required|be integer|be number|be string|be array|be object|NOT|be >|be <)|"then" schema|duplicate key|violates|constraint|invalid input syntax/;

const fr = shippedLocales.get('fr') ?? {};
const t = (key: string) => fr[key] ?? key;

describe.each(testDatabases())('error bodies carry what a client words them with, on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  it('an invalid field: code, args with the field label, its path, the rule template; worded in French by code', async () => {
    const res = await s.inject({ method: 'POST', url: '/api/financing/contracts', headers: s.master, payload: { name: 'x', startDate: '2024-13-45' } });
    expect(res.statusCode).toBe(400);
    const body = res.json() as ErrorBody;
    expect(body).toMatchObject({ status: 400, code: 'INVALID_DATE_FIELD', message: 'Field "Start date" must be a valid date', args: ['Start date'], field: 'startDate' });
    expect(body.errors?.[0]).toMatchObject({ path: 'startDate', message: 'Invalid date', template: 'Invalid date' });
    expect(res.body).not.toMatch(LIBRARY_WORDING);
    expect(errorBodyText(body, { t })).toBe(`Le champ « ${fr['Start date']} » doit être une date valide`);
  });

  it('a route schema refusal is in the spec words, not ajv', async () => {
    const res = await s.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 5, password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_FIELD_IN_BODY', message: 'Invalid field "username" in body: Invalid format', args: ['username', 'Invalid format'], field: 'username' });
    expect(res.body).not.toMatch(LIBRARY_WORDING);
    expect(errorBodyText(res.json() as ErrorBody, { t })).toBe(`Champ « ${fr.Username} » invalide dans la requête : ${fr['Invalid format']}`);
  });

  it('a unique violation of the database answers the catalogue code, never its text', async () => {
    expect((await s.inject({ method: 'POST', url: '/api/core/counters', headers: s.master, payload: { name: 'Invoices', entityName: 'Invoice' } })).statusCode).toBe(201);
    const twin = await s.inject({ method: 'POST', url: '/api/core/counters', headers: s.master, payload: { name: 'Again', entityName: 'Invoice' } });
    expect(twin.statusCode).toBe(409);
    const body = twin.json() as ErrorBody;
    expect(body).toMatchObject({ code: 'VALUE_ALREADY_EXISTS', field: 'entityName' });
    expect(body.args?.[1]).toBe('entityName');
    expect(twin.body).not.toMatch(LIBRARY_WORDING);
    expect(errorBodyText(body, { t })).toMatch(/^La valeur « .* » du champ « .+ » existe déjà$/);
  });
});
