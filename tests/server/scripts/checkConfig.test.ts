import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, serverFor } from './helpers.ts';

describe.each(BACKENDS)('check-config (%s)', (backend) => {
  const s = serverFor(backend);
  const check = async (query = '') => {
    const res = await s.call('GET', `/api/core/tenants/check-config${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const sql = (text: string, params: unknown[] = []) => s.app.tabula.db.withTenant('master', (q) => q.query(text, params));
  const scripts = () => s.app.tabula.registry.get('Script').table;

  beforeAll(() => s.setup());
  afterAll(() => s.teardown());

  it('answers the fields of seed 002 §7 and nothing to do on a fresh tenant', async () => {
    const answer = await check();
    expect(Object.keys(answer).sort()).toEqual(
      ['errors', 'insertedLists', 'updatedLists', 'deletedLists', 'insertedScripts', 'updatedScripts', 'deletedScripts', 'insertedReports', 'updatedReports', 'deletedReports', 'userLists', 'userScripts', 'lastConfigCheckDate'].sort(),
    );
    expect(answer).toMatchObject({ errors: [], insertedScripts: [], updatedScripts: [], deletedScripts: [], insertedLists: [], updatedLists: [] });
    expect(Date.parse(answer.lastConfigCheckDate)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('re-inserts a deleted shipped record through the store, and re-syncs an untouched outdated one', async () => {
    expect((await s.call('DELETE', '/api/script/lists/title')).statusCode).toBe(204);
    // An older release shipped another content: the record still holds it, untouched since.
    const old = "export function execute() { return { left: [] }; }";
    const { scriptHash } = await import('../../../server/scripts/configHash.ts');
    const current = (await s.call('GET', '/api/script/scripts/contract-layout')).json();
    await sql(`UPDATE ${scripts()} SET data = data || $2 WHERE name = $1`, ['contract-layout', { content: old, shippedHash: scriptHash({ ...current, content: old }) }]);
    const dry = await check('?dryRun=true');
    expect(dry).toMatchObject({ insertedLists: ['title'], updatedScripts: ['contract-layout'] });
    expect((await s.call('GET', '/api/script/lists/title')).statusCode).toBe(404);
    const answer = await check();
    expect(answer).toMatchObject({ insertedLists: ['title'], updatedScripts: ['contract-layout'], errors: [] });
    expect((await s.call('GET', '/api/script/lists/title')).json().items.length).toBeGreaterThan(3);
    expect((await s.call('GET', '/api/script/scripts/contract-layout')).json().content).toBe(current.content);
  });

  it('never overwrites what the tenant edited, and deletes untouched records no longer shipped', async () => {
    await s.call('PATCH', '/api/script/scripts/person-layout-I', { content: 'export function execute() { return { left: [] }; }' });
    await s.call('POST', '/api/script/scripts', { name: 'my-own', type: 'run', content: 'function execute() { return 1; }' });
    await sql(`UPDATE ${scripts()} SET data = data || '{"origin":"shipped"}'::jsonb WHERE name = 'hello-world'`);
    const { scriptHash } = await import('../../../server/scripts/configHash.ts');
    const retired = { name: 'retired-layout', type: 'layout', content: 'function execute() { return { left: [] }; }' };
    await s.call('POST', '/api/script/scripts', retired);
    await sql(`UPDATE ${scripts()} SET data = data || $1 WHERE name = 'retired-layout'`, [{ origin: 'shipped', shippedHash: scriptHash(retired) }]);
    const answer = await check();
    expect(answer.userScripts).toEqual(expect.arrayContaining(['person-layout-I', 'my-own']));
    expect(answer.deletedScripts).toEqual(['retired-layout']);
    expect(answer.updatedScripts).toEqual([]);
    expect((await s.call('GET', '/api/script/scripts/person-layout-I')).json().content).toContain('left: []');
  });

  it('syncs every tenant for a master admin, names prefixed by tenant', async () => {
    await s.app.tabula.db.withTenant('support', (q) => q.query(`DELETE FROM ${s.app.tabula.registry.get('List').table} WHERE name = 'role'`));
    const answer = await check('?allTenants=true');
    expect(answer.insertedLists).toEqual(['support:role']);
    expect((await s.call('GET', '/api/core/tenants/check-config?tenant=nope')).json().code).toBe('TENANT_NOT_FOUND');
  });

  it('writes every shipped record through the store validation without an error', async () => {
    const { shippedConfig } = await import('../../../server/scripts/shippedConfig.ts');
    const { tabula } = s.app;
    await tabula.db.withTenant('support', async (q) => {
      for (const info of [tabula.registry.get('Script'), tabula.registry.get('List')]) await q.query(`DELETE FROM ${info.table} WHERE data ->> 'origin' = 'shipped'`);
    });
    const answer = await check('?tenant=support');
    expect(answer.errors).toEqual([]);
    expect(answer.insertedScripts).toHaveLength(shippedConfig().scripts.length);
    expect(answer.insertedLists).toHaveLength(shippedConfig().lists.length);
  });

  it('is for admins only', async () => {
    await s.call('POST', '/api/core/users', { username: 'reader@master', lastName: 'Reader', password: 'Str0ng-Passw0rd!', profiles: ['READER'] });
    const login = await s.app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'reader@master', password: 'Str0ng-Passw0rd!' } });
    const res = await s.app.inject({ method: 'GET', url: '/api/core/tenants/check-config', headers: { authorization: String(login.headers.authorization) } });
    expect(res.statusCode).toBe(403);
  });
});
