import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { ADMIN_PASSWORD, createUser, signIn, USER_PASSWORD, type Headers } from '../identity/helpers.ts';

/**
 * GET /api/script/ui-scripts/{name}: the layout and format-check scripts every signed-in user's
 * browser runs (a SALES user's contract card gets the tenant's contract layout, which the Script
 * collection, admins only, refuses it), and nothing else.
 */
describe.each(testDatabases())('scripts the browser runs for every user ($name)', (database) => {
  let app: FastifyInstance;
  let admin: Headers;
  let sales: Headers;
  const get = (url: string, headers?: Headers) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await build({ databaseUrl: await database.create(), adminPassword: ADMIN_PASSWORD, logger: false, demoData: false });
    admin = await signIn(app);
    await createUser(app, admin, 'layout-seller@master', { profiles: ['SALES'] });
    sales = await signIn(app, 'layout-seller@master', USER_PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
    await database.drop();
  });

  it("serves a SALES user the tenant's layout and format-check scripts, which the Script collection refuses it", async () => {
    expect((await get('/api/script/scripts/contract-layout', sales)).statusCode).toBe(403);
    const stored = (await get('/api/script/scripts/contract-layout', admin)).json();
    const layout = await get('/api/script/ui-scripts/contract-layout', sales);
    expect(layout.statusCode).toBe(200);
    expect(layout.json()).toEqual({ name: 'contract-layout', content: stored.content });
    expect(layout.json().content).toContain('execute');
    const check = (await get('/api/script/ui-scripts/personRegistration-format-check', sales)).json();
    expect(check.content).toEqual(expect.any(String));
  });

  it('answers null, not an error, for a name the tenant has no script of, a disabled one, or another kind', async () => {
    expect((await get('/api/script/ui-scripts/invoice-layout', sales)).json()).toEqual({ name: 'invoice-layout', content: null });
    // runs, workflows and configuration items stay behind the Script permissions
    for (const name of ['run-billing', 'contract-workflow', 'profilesPermissions', 'tenant-config']) {
      const res = await get(`/api/script/ui-scripts/${name}`, sales);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().content, name).toBeNull();
    }
    const made = await app.inject({ method: 'POST', url: '/api/script/scripts', headers: admin, payload: { name: 'asset-layout', type: 'layout', content: 'function execute() { return []; }' } });
    expect(made.statusCode, made.body).toBe(201);
    expect((await get('/api/script/ui-scripts/asset-layout', sales)).json().content).toBe('function execute() { return []; }');
    expect((await app.inject({ method: 'PATCH', url: '/api/script/scripts/asset-layout', headers: admin, payload: { enabled: false } })).statusCode).toBe(200);
    expect((await get('/api/script/ui-scripts/asset-layout', sales)).json().content).toBeNull();
  });

  it('needs a session, and keeps tenants apart', async () => {
    expect((await get('/api/script/ui-scripts/contract-layout')).statusCode).toBe(401);
    const made = await app.inject({ method: 'POST', url: '/api/script/scripts', headers: admin, payload: { name: 'deal-layout', type: 'layout', content: 'function execute() { return ["master only"]; }' } });
    expect(made.statusCode, made.body).toBe(201);
    // the main admin working in tenant test sees test's scripts: none of that name
    const switched = await get('/api/core/user-switch-context?contextName=test', admin);
    expect(switched.statusCode).toBe(200);
    const inTest = { authorization: String(switched.headers.authorization) };
    expect((await get('/api/script/ui-scripts/deal-layout', inTest)).json().content).toBeNull();
    expect((await get('/api/script/ui-scripts/contract-layout', inTest)).json().content).toContain('execute');
    expect((await get('/api/script/ui-scripts/deal-layout', sales)).json().content).toContain('master only');
  });
});
