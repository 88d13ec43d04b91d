import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, serverFor } from './helpers.ts';

describe.each(BACKENDS)('scripts as data (%s)', (backend) => {
  const s = serverFor(backend);
  beforeAll(() => s.setup());
  afterAll(() => s.teardown());

  it('creates a script with POST {name, type, content}, version 1', async () => {
    const res = await s.call('POST', '/api/script/scripts', { name: 'api-one', type: 'run', content: 'export function execute() { return 1; }' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'api-one', type: 'run', version: 1, _version: 1 });
  });

  it('accepts `code` for the content', async () => {
    const res = await s.call('POST', '/api/script/scripts', { name: 'api-code', type: 'run', code: 'function execute() { return 2; }' });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe('function execute() { return 2; }');
  });

  it('refuses a second script of the same name, a missing or unknown type, a bad name', async () => {
    const dup = await s.call('POST', '/api/script/scripts', { name: 'api-one', type: 'run', content: '' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'VALUE_ALREADY_EXISTS', message: 'Value "api-one" of field "name" already exists' });
    expect((await s.call('POST', '/api/script/scripts', { name: 'api-x', content: '' })).json().code).toBe('MISSING_FIELD_IN_BODY');
    expect((await s.call('POST', '/api/script/scripts', { name: 'api-x', type: 'nope' })).json().code).toBe('INVALID_FIELD_VALUE');
    expect((await s.call('POST', '/api/script/scripts', { name: '../x', type: 'run' })).json().code).toBe('INVALID_FIELD_VALUE');
  });

  it('refuses a configuration item whose content is not JSON', async () => {
    const res = await s.call('POST', '/api/script/scripts', { name: 'api-config', type: 'config', content: '{ not json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_JSON_FIELD');
  });

  it('refuses code that does not parse, naming the line, and keeps the stored version; a disabled draft may be kept', async () => {
    await s.call('POST', '/api/script/scripts', { name: 'api-syntax', type: 'layout', content: 'export function execute(ctx) {\n  return ctx;\n}' });
    const res = await s.call('PATCH', '/api/script/scripts/api-syntax', { content: 'export function execute(ctx) {\n  return ctx.;\n}' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE', message: expect.stringContaining('syntax error at line 2') as string });
    expect((await s.call('GET', '/api/script/scripts/api-syntax')).json()).toMatchObject({ version: 1, content: expect.stringContaining('return ctx;') as string });
    // an import or a second export is refused as the sandbox would (strict global code)
    expect((await s.call('POST', '/api/script/scripts', { name: 'api-import', type: 'run', content: "import x from 'y';" })).statusCode).toBe(400);
    const draft = await s.call('POST', '/api/script/scripts', { name: 'api-draft', type: 'run', enabled: false, content: 'function execute( {' });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await s.call('PATCH', '/api/script/scripts/api-draft', { enabled: true })).statusCode).toBe(400);
  });

  it('refuses a dyno-descriptors item whose descriptors cannot become entities, with the reason of each', async () => {
    const content = JSON.stringify([
      { name: 'dynoGood', title: 'Good', properties: { size: { type: ['integer', 'null'] } } },
      { name: 'Contract', title: 'Taken', properties: {} },
      { name: 'dynoGood', title: 'Twice', properties: {} },
      { name: 'dynoBad', title: 'Bad field', properties: { 'no space': {} } },
    ]);
    const res = await s.call('PATCH', '/api/script/scripts/dyno-descriptors', { content });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('#3 dynoGood: a name declared twice; #4 dynoBad: invalid field name "no space"');
    expect(res.json().message).toContain('#2 Contract: the name must be "dyno" then a capital letter');
    const notList = await s.call('PATCH', '/api/script/scripts/dyno-descriptors', { content: '{}' });
    expect(notList.json().message).toContain('dyno-descriptors must be an array');
  });

  it('bumps the version at each save and serves the previous versions from History', async () => {
    await s.call('POST', '/api/script/scripts', { name: 'api-versioned', type: 'run', content: 'v1' });
    const saved = await s.call('PATCH', '/api/script/scripts/api-versioned', { content: 'v2' });
    expect(saved.json()).toMatchObject({ version: 2, _version: 2 });
    await s.call('PATCH', '/api/script/scripts/api-versioned', { content: 'v3', description: 'third' });
    const list = await s.call('GET', '/api/script/scripts/api-versioned/versions');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((v: { version: number }) => v.version)).toEqual([1, 2, 3]);
    expect(list.json()[2].changed.sort()).toEqual(['content', 'description']);
    const first = await s.call('GET', '/api/script/scripts/api-versioned/versions/1');
    expect(first.json()).toMatchObject({ name: 'api-versioned', content: 'v1', version: 1, _versionUser: 'admin@master' });
    expect((await s.call('GET', '/api/script/scripts/api-versioned/versions/2')).json().content).toBe('v2');
    expect((await s.call('GET', '/api/script/scripts/api-versioned/versions/9')).statusCode).toBe(404);
    expect((await s.call('GET', '/api/script/scripts/api-versioned/versions/x')).statusCode).toBe(400);
  });

  it('answers GET /api/script/scripts/{name} with an ETag, and 304 when it still matches', async () => {
    const first = await s.call('GET', '/api/script/scripts/api-one');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await s.call('GET', '/api/script/scripts/api-one', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await s.call('PATCH', '/api/script/scripts/api-one', { content: 'export function execute() { return 3; }' });
    const changed = await s.call('GET', '/api/script/scripts/api-one', undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('seeds the default configuration in every core tenant', async () => {
    const scripts = await s.call('GET', '/api/script/scripts?range=0-99&projection=name');
    const names = scripts.json().map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['person-layout-I', 'person-layout-C', 'person-layout-P', 'scriptAliases', 'contract-layout', 'personRegistration-format-check', 'tenant-config', 'profilesPermissions', 'string-overrides', 'cron-list']));
    const counts = await s.app.tabula.db.admin((q) =>
      q.query<{ tenant: string; n: string }>(`SELECT tenant, count(*) AS n FROM ${s.app.tabula.registry.get('List').table} GROUP BY tenant ORDER BY tenant`),
    );
    expect(counts.rows.map((r) => r.tenant)).toEqual(['master', 'support', 'test']);
    expect(new Set(counts.rows.map((r) => Number(r.n))).size).toBe(1);
    expect(Number(counts.rows[0].n)).toBeGreaterThan(200);
  });

  it('reads configuration items through readConfigItem', async () => {
    const { readConfigItem } = await import('../../../server/scripts/readConfigItem.ts');
    const value = await s.app.tabula.db.withTenant('master', (q) => readConfigItem<Record<string, unknown>>(q, 'tenant-config'));
    expect(value).toMatchObject({ defaultLocale: 'en-EU', currency: 'EUR' });
    expect(await s.app.tabula.db.withTenant('master', (q) => readConfigItem(q, 'no-such-item'))).toBeUndefined();
  });
});
