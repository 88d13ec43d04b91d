import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { ADMIN_PASSWORD, createUser, signIn, USER_PASSWORD, type Headers } from './helpers.ts';

/** Route permissions (docs/permissions.md): the default SALES profile, on PGlite and PostgreSQL. */
describe.each(testDatabases())('route permissions of a SALES user ($name)', (database) => {
  let app: FastifyInstance;
  let admin: Headers;
  let sales: Headers;
  const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await build({ databaseUrl: await database.create(), adminPassword: ADMIN_PASSWORD, logger: false, demoData: false });
    admin = await signIn(app);
    await createUser(app, admin, 'seller@master', { profiles: ['SALES'] });
    sales = await signIn(app, 'seller@master', USER_PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
    await database.drop();
  });

  it('the server refuses the collections the profile may not read, and serves those it may', async () => {
    for (const url of ['/api/core/users', '/api/billing/invoices', '/api/billing/invoices/INV-1']) {
      const res = await get(url, sales);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'PERMISSION_DENIED' });
    }
    expect((await get('/api/person/persons', sales)).statusCode).toBe(200);
    expect((await get('/api/financing/deals', sales)).statusCode).toBe(200);
  });

  it('the configuration opens only the pages of readable collections, plus those the tenant adds', async () => {
    const config = (await get('/api/script/runs/user-configuration', sales)).json();
    const routes: string[] = config.options.allowedRoutes;
    expect(routes).toEqual(expect.arrayContaining(['/home', '/persons', '/person', '/deals', '/deal']));
    for (const denied of ['/users', '/user', '/invoices', '/invoice']) expect(routes).not.toContain(denied);
    const menuPaths = config.menus.flatMap((m: { path: string; subMenus?: { path: string }[] }) => m.subMenus?.map((s) => s.path) ?? [m.path]);
    expect(menuPaths).not.toContain('/users');
    expect(menuPaths).not.toContain('/invoices');
    expect(config.userContexts).toEqual(['master']);

    const item = (await get('/api/script/scripts/tenant-config', admin)).json();
    const save = (content: string) => app.inject({ method: 'POST', url: '/api/script/scripts/tenant-config', headers: admin, payload: { content } });
    const current = JSON.parse(item.content);
    expect((await save(JSON.stringify({ ...current, options: { ...current.options, allowedRoutes: ['/calendar', 42] } }))).statusCode).toBe(200);
    try {
      const again = (await get('/api/script/runs/user-configuration', sales)).json();
      expect(again.options.allowedRoutes).toContain('/calendar');
      expect(again.options.allowedRoutes).not.toContain('/users');
    } finally {
      await save(item.content);
    }
  });

  it('gives the main admin its contexts, its home tenant first, as the switch endpoint knows them', async () => {
    const config = (await get('/api/script/runs/user-configuration', admin)).json();
    expect(config.userContexts[0]).toBe('master');
    const switched = await get('/api/core/user-switch-context?contextName=master', admin);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().contexts).toEqual(config.userContexts);
  });
});
