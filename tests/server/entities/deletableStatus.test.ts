import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const INVOICES = '/api/billing/invoices';
const PRODUCTS = '/api/financing/products';

describe.each(testDatabases())('a client deletes a record only in a deletable status (x-entity.deletableStatuses) on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  const create = async (url: string, payload: Record<string, unknown>) => {
    const res = await s.inject({ method: 'POST', url, headers: s.test, payload });
    expect(res.statusCode, res.body).toBe(201);
    return String(res.json().registration);
  };
  const exists = async (url: string) => (await s.inject({ method: 'GET', url, headers: s.test })).statusCode === 200;

  it('deletes a DRAFT invoice', async () => {
    const registration = await create(INVOICES, { name: 'Still a draft' });
    const res = await s.inject({ method: 'DELETE', url: `${INVOICES}/${registration}`, headers: s.test });
    expect(res.statusCode, res.body).toBe(204);
    expect(await exists(`${INVOICES}/${registration}`)).toBe(false);
  });

  it('refuses to delete an invoice its workflow moved on (CANCELLED) with 409 RECORD_NOT_DELETABLE, keeping it', async () => {
    const registration = await create(INVOICES, { name: 'Cancelled one' });
    const moved = await s.inject({ method: 'GET', url: `${INVOICES}/${registration}/transitions/cancel`, headers: s.test });
    expect(moved.statusCode, moved.body).toBeLessThan(300);
    const res = await s.inject({ method: 'DELETE', url: `${INVOICES}/${registration}`, headers: s.test });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RECORD_NOT_DELETABLE', message: `Invoice "${registration}" cannot be deleted in status CANCELLED` });
    expect(await exists(`${INVOICES}/${registration}`)).toBe(true);
  });

  it('leaves the deletes of an entity without deletable statuses as they were (products)', async () => {
    const registration = await create(PRODUCTS, { name: 'Any product', status: 'ACTIVE' });
    expect((await s.inject({ method: 'DELETE', url: `${PRODUCTS}/${registration}`, headers: s.test })).statusCode).toBe(204);
  });
});
