import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createUser, login, signIn, USER_PASSWORD, type Headers } from './helpers.ts';

let app: FastifyInstance;
let admin: Headers;

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
});
afterAll(() => app.close());

const bearer = (res: { headers: Record<string, unknown> }): Headers => ({ authorization: String(res.headers.authorization) });

describe('tenants (global, master-tenant admins only)', () => {
  it('lists the core tenants', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/core/tenants', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((t: { name: string }) => t.name)).toEqual(['master', 'support', 'test']);
    const one = await app.inject({ method: 'GET', url: '/api/core/tenants/test', headers: admin });
    expect(one.json()).toMatchObject({ registration: 'test', name: 'test', label: 'Test' });
    expect((await app.inject({ method: 'GET', url: '/api/core/tenants/nope', headers: admin })).json().code).toBe('TENANT_NOT_FOUND');
  });

  it('creates a tenant with its first admin, who signs in there', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/core/tenants',
      headers: admin,
      payload: { name: 'acme', label: 'Acme Leasing', locale: 'fr-FR', adminUsername: 'boss@acme', adminPassword: USER_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'acme', label: 'Acme Leasing', locale: 'fr-FR' });
    const boss = await login(app, 'boss@acme', USER_PASSWORD);
    expect(boss.statusCode).toBe(200);
    expect(boss.json()).toMatchObject({ tenant: 'acme', isAdmin: true });
    const own = await app.inject({ method: 'GET', url: '/api/core/users', headers: bearer(boss) });
    expect(own.json().map((u: { username: string }) => u.username)).toEqual(['boss@acme']);
    const notMaster = await app.inject({ method: 'GET', url: '/api/core/tenants', headers: bearer(boss) });
    expect(notMaster.statusCode).toBe(403);
    const updated = await app.inject({ method: 'PATCH', url: '/api/core/tenants/acme', headers: admin, payload: { label: 'Acme' } });
    expect(updated.json().label).toBe('Acme');
  });

  it('refuses bad names, duplicates and weak admin passwords with 4xx', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/core/tenants', headers: admin, payload: { name: 'Bad Name' } });
    expect(bad.statusCode).toBe(400);
    const dup = await app.inject({ method: 'POST', url: '/api/core/tenants', headers: admin, payload: { name: 'test' } });
    expect(dup.statusCode).toBe(409);
    const weak = await app.inject({ method: 'POST', url: '/api/core/tenants', headers: admin, payload: { name: 'weak', adminUsername: 'a@weak', adminPassword: 'x' } });
    expect(weak.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/core/tenants/weak', headers: admin })).statusCode).toBe(404);
  });
});

describe('impersonation and user contexts', () => {
  it('lets the main admin work in another tenant and come back', async () => {
    const toTest = await app.inject({ method: 'GET', url: '/api/core/user-switch-context?contextName=test', headers: admin });
    expect(toTest.statusCode).toBe(200);
    expect(toTest.json()).toMatchObject({ tenant: 'test', impersonatingTenant: 'test' });
    const inTest = bearer(toTest);
    const created = await app.inject({ method: 'POST', url: '/api/person/persons', headers: inTest, payload: { type: 'C', name: 'Test tenant company' } });
    expect(created.statusCode).toBe(201);
    const config = await app.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers: inTest });
    expect(config.json().user).toMatchObject({ username: 'admin@master', tenant: 'master', impersonatingTenant: 'test' });
    const current = await app.inject({ method: 'GET', url: '/api/core/users/current', headers: inTest });
    expect(current.json()).toMatchObject({ username: 'admin@master', impersonatingTenant: 'test' });

    const masterPersons = await app.inject({ method: 'GET', url: '/api/person/persons?filter=Test%20tenant', headers: admin });
    expect(masterPersons.json()).toEqual([]);
    const back = await app.inject({ method: 'GET', url: '/api/core/user-switch-context?contextIndex=0', headers: inTest });
    expect(back.json()).toMatchObject({ tenant: 'master', impersonatingTenant: null });
  });

  it('gives ordinary users their own context only', async () => {
    await createUser(app, admin, 'plain@master');
    const plain = await signIn(app, 'plain@master', USER_PASSWORD);
    const res = await app.inject({ method: 'GET', url: '/api/core/user-switch-context?contextName=test', headers: plain });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CONTEXT_NOT_FOUND');
    expect((await app.inject({ method: 'GET', url: '/api/core/user-switch-context?contextIndex=0', headers: plain })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/core/user-switch-context', headers: plain })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/core/user-switch-context?contextIndex=abc', headers: plain })).statusCode).toBe(400);
  });
});
