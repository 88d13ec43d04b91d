import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { ADMIN_PASSWORD, signIn, type Headers } from '../identity/helpers.ts';

type Rec = Record<string, unknown>;
const INVOICES = '/api/billing/invoices';
const year = new Date().toISOString().slice(0, 4);
const numberOf = (n: number) => `FA${year}-${String(n).padStart(6, '0')}`;

/** The invoice's legal number, given on validation by the workflow's assignNumber action (docs/workflow.md). */
describe.each(testDatabases())('invoice numbers ($name)', (database) => {
  let app: FastifyInstance;
  let admin: Headers;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Rec) => {
    const res = await app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: JSON.parse(res.body || 'null') as Rec };
  };
  const draft = async (name: string) => {
    const res = await call('POST', INVOICES, { name, amountInclTax: 120, dueDate: '2026-12-01', currency: 'EUR' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return String(res.body.registration);
  };
  const validate = (registration: string) => call('GET', `${INVOICES}/${registration}/transitions/validate`);

  beforeAll(async () => {
    app = await build({ databaseUrl: await database.create(), adminPassword: ADMIN_PASSWORD, logger: false, demoData: false });
    admin = await signIn(app);
  });
  afterAll(async () => {
    await app?.close();
    await database.drop();
  });

  it('gives a validated invoice the next number of the year, once: a draft has none, sending keeps it, a client cannot write it', async () => {
    const a = await draft('Numbered A');
    const b = await draft('Numbered B');
    expect((await call('GET', `${INVOICES}/${a}`)).body.invoiceNumber ?? null).toBeNull();
    expect((await validate(b)).body.invoiceNumber).toBe(numberOf(1));
    expect((await validate(a)).body.invoiceNumber).toBe(numberOf(2));
    const sent = await call('GET', `${INVOICES}/${a}/transitions/send`);
    expect(sent.body).toMatchObject({ status: 'SENT', invoiceNumber: numberOf(2) });
    await call('PATCH', `${INVOICES}/${a}`, { invoiceNumber: 'X-1', internalReference: 'kept' });
    expect((await call('GET', `${INVOICES}/${a}`)).body).toMatchObject({ invoiceNumber: numberOf(2), internalReference: 'kept' });
  });

  it('leaves no gap: a refused or rolled-back validation gives its number back', async () => {
    const missing = await call('POST', INVOICES, { name: 'No due date', amountInclTax: 10 });
    expect((await validate(String(missing.body.registration))).status).toBe(400);
    // a workflow whose validation fails after the number is taken (an action creating an invalid record)
    const script = (await call('GET', '/api/script/scripts/invoice-workflow')).body;
    const broken = JSON.parse(String(script.content));
    broken.transitions.find((t: Rec) => t.code === 'validate').actions.push({ type: 'createRecord', entityName: 'Invoice', data: { amountInclTax: 'not a number' } });
    expect((await call('POST', '/api/script/scripts/invoice-workflow', { content: JSON.stringify(broken) })).status).toBe(200);
    const rolled = await draft('Rolled back');
    const failed = await validate(rolled);
    expect(failed.status).toBe(400);
    // the created record is refused by its validation: after the number was taken
    expect(String(failed.body.message)).toContain("Amount incl. tax");
    expect((await call('GET', `${INVOICES}/${rolled}`)).body).toMatchObject({ status: 'DRAFT' });
    expect((await call('POST', '/api/script/scripts/invoice-workflow', { content: script.content as string })).status).toBe(200);
    expect((await validate(rolled)).body.invoiceNumber).toBe(numberOf(3));
  });

  it('numbers validations run at once without a gap or a twice-given number', async () => {
    const drafts = await Promise.all(Array.from({ length: 8 }, (_, i) => draft(`Concurrent ${i}`)));
    const results = await Promise.all(drafts.map(validate));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(results.map((r) => String(r.body.invoiceNumber)).sort()).toEqual(Array.from({ length: 8 }, (_, i) => numberOf(4 + i)));
  });
});
