import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createUser, signIn, USER_PASSWORD, type Headers } from './helpers.ts';

let app: FastifyInstance;
let admin: Headers;
let reader: Headers;
let persons: Headers;

const PROFILES = { READER: ['read all'], PERSONS: ['read /api/person/persons'] };

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
  expect((await app.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: admin, payload: PROFILES })).statusCode).toBe(200);
  await createUser(app, admin, 'reader@master', { profiles: ['READER'] });
  await createUser(app, admin, 'persons@master', { profiles: ['PERSONS'] });
  [reader, persons] = await Promise.all(['reader', 'persons'].map((u) => signIn(app, `${u}@master`, USER_PASSWORD)));
});
afterAll(() => app.close());

const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });

describe('page configurations of the business lists (seed 002 §2.4-2.5)', () => {
  it('delivers the pages of the tenant-config item in the user configuration, leaving out entries of the wrong shape', async () => {
    expect((await get('/api/script/runs/user-configuration', reader)).json().pageConfigs).toEqual({});
    const item = (await get('/api/script/scripts/tenant-config', admin)).json();
    const save = (content: string) => app.inject({ method: 'POST', url: '/api/script/scripts/tenant-config', headers: admin, payload: { content } });
    const pages = {
      InvoicesPage: { readOnly: true, hideKpi: true },
      ProductsPage: { showPaste: true, showCopy: true, title: 'Catalogue' },
      '/contracts': { pageSize: 50 },
      AgreementsPage: { hideOnboard: 'yes' },
      CommitteesPage: { unknownFlag: true },
    };
    expect((await save(JSON.stringify({ ...JSON.parse(item.content), pages }))).statusCode).toBe(200);
    try {
      const config = (await get('/api/script/runs/user-configuration', reader)).json();
      expect(config.pageConfigs).toEqual({
        InvoicesPage: { readOnly: true, hideKpi: true },
        ProductsPage: { showPaste: true, showCopy: true, title: 'Catalogue' },
        '/contracts': { pageSize: 50 },
      });
      // a display setting: a read-only page configuration does not change what the server lets users write
      const created = await app.inject({ method: 'POST', url: '/api/billing/invoices', headers: admin, payload: { name: 'Still writable' } });
      expect(created.statusCode).toBe(201);
    } finally {
      await save(item.content);
    }
  });

  it('delivers the interface flags of the tenant-config options, defaults for members of the wrong type', async () => {
    const defaults = { allowDebugMode: true, useDateNoTime: false, currencyDisplay: 'symbol', showDatePicker: true };
    expect((await get('/api/script/runs/user-configuration', reader)).json().options).toMatchObject(defaults);
    const item = (await get('/api/script/scripts/tenant-config', admin)).json();
    const save = (content: string) => app.inject({ method: 'POST', url: '/api/script/scripts/tenant-config', headers: admin, payload: { content } });
    const options = { useDateNoTime: true, allowDebugMode: false, currencyDisplay: 'code', showDatePicker: 'no' };
    expect((await save(JSON.stringify({ ...JSON.parse(item.content), options }))).statusCode).toBe(200);
    try {
      const config = (await get('/api/script/runs/user-configuration', reader)).json();
      expect(config.options).toMatchObject({ useDateNoTime: true, allowDebugMode: false, currencyDisplay: 'code', showDatePicker: true });
      expect((await save(JSON.stringify({ ...JSON.parse(item.content), options: { useDateNoTime: 1, currencyDisplay: 'emoji' } }))).statusCode).toBe(200);
      expect((await get('/api/script/runs/user-configuration', reader)).json().options).toMatchObject(defaults);
    } finally {
      await save(item.content);
    }
  });

  it('serves the products schema to those who may read products, and the paste to those who may write them', async () => {
    expect((await get('/api/financing/products-schema', reader)).statusCode).toBe(200);
    const denied = await get('/api/financing/products-schema', persons);
    expect(denied.json()).toMatchObject({ status: 403, code: 'PERMISSION_DENIED' });
    const paste = await app.inject({ method: 'POST', url: '/api/financing/products', headers: reader, payload: [{ name: 'x' }] });
    expect(paste.json()).toMatchObject({ status: 403, code: 'PERMISSION_DENIED' });
  });
});
