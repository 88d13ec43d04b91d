import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, serverFor } from './helpers.ts';

describe.each(BACKENDS)('script runs (%s)', (backend) => {
  const s = serverFor(backend);
  const script = (name: string, content: string, type = 'run') => s.call('POST', '/api/script/scripts', { name, type, content });
  const logsOf = async (requestId: string) => (await s.call('GET', `/api/script/logs?requestId=${requestId}&range=0-99`)).json() as Record<string, unknown>[];

  beforeAll(async () => {
    await s.setup();
    await script('echo', 'export function execute(ctx) { ctx.host.log("echo called"); return { method: ctx.method, query: ctx.query, body: ctx.body, user: ctx.user }; }');
    await script('boom', 'function execute() { throw new Error("kaput"); }');
    await script('no-execute', 'const x = 1;', 'layout');
    await script('bad-layout', 'function execute() { return { left: [{ elements: [{ type: "forms" }] }] }; }', 'layout');
    await script('reader', 'function execute(ctx) { return ctx.host.read({ entity: "Person", key: ctx.query.key }); }');
    await script('searcher', 'function execute(ctx) { return ctx.host.search({ entity: "Person", query: { lastName: "Curie" } }).map((p) => p.registration); }');
    await script('lister', 'function execute(ctx) { return ctx.host.lookup({ list: "personType" }).map((i) => i.value); }');
  });
  afterAll(() => s.teardown());

  it('runs execute(ctx) on GET and answers its JSON result, without the token', async () => {
    const res = await s.call('GET', '/api/script/runs/echo?a=1&token=secret');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ method: 'GET', query: { a: '1' }, body: null, user: { username: 'admin@master', tenant: 'master' } });
  });

  it('passes the body of a POST', async () => {
    const res = await s.call('POST', '/api/script/runs/echo', { x: [1, 2] });
    expect(res.json()).toMatchObject({ method: 'POST', body: { x: [1, 2] } });
  });

  it('stores log() lines as ScriptLog records of the request', async () => {
    const res = await s.call('GET', '/api/script/runs/echo');
    const logs = await logsOf(String(res.headers['x-request-id']));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ scriptName: 'echo', username: 'admin@master', level: 'info', output: 'echo called' });
    expect(typeof logs[0].durationMs).toBe('number');
    expect(new Date(String(logs[0].expirationDate)).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers a script error as a catalogued error and logs it', async () => {
    const res = await s.call('GET', '/api/script/runs/boom');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SCRIPT_THREW' });
    expect(res.json().message).toContain('kaput');
    const logs = await logsOf(String(res.headers['x-request-id']));
    expect(logs[0]).toMatchObject({ level: 'error', scriptName: 'boom' });
  });

  it('uses the messages of seed 000 §8.2 for layout scripts', async () => {
    const none = await s.call('POST', '/api/script/runs/no-execute', { entity: 'Person' });
    expect(none.json().message).toBe('Layout script no-execute does not have an execute() function');
    const invalid = await s.call('POST', '/api/script/runs/bad-layout', { entity: 'Person' });
    expect(invalid.json().code).toBe('SCRIPT_INVALID_OBJECT');
    expect(invalid.json().message).toMatch(/^Invalid object left\[0\]\.elements\[0\] .* in 'layout' script$/);
    const missing = await s.call('GET', '/api/script/runs/layout');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("Field 'layoutScriptName' is missing in parameters");
  });

  it('runs the shipped layout scripts into valid screen models', async () => {
    const res = await s.call('GET', '/api/script/runs/layout?layoutScriptName=person-layout-C&entity=Person');
    expect(res.statusCode).toBe(200);
    expect(res.json().left.map((c: { key: string }) => c.key)).toEqual(['identity', 'addresses', 'web', 'contacts', 'legal', 'relations', 'relationsDiagram', 'bankAccounts']);
    expect(res.json().right.map((c: { key: string }) => c.key)).toEqual(['workflow', 'exposure', 'contracts', 'invoices', 'documents', 'notes', 'history']);
    const hidden = await s.call('POST', '/api/script/runs/person-layout-I', { entity: 'Person', mode: 'create', data: { props_addresses: 'hidden' } });
    expect(hidden.json().left).toEqual([expect.objectContaining({ key: 'identity' }), expect.objectContaining({ key: 'addresses', hidden: true })]);
  });

  it('follows scriptAliases for a missing name: runs and GET answer the aliased script; a real script of that name wins', async () => {
    const organization = await s.call('POST', '/api/script/runs/prospect-layout-O', { entity: 'Prospect', mode: 'edit', data: { type: 'O' } });
    expect(organization.statusCode, organization.body).toBe(200);
    expect(organization.json()).toMatchObject({ name: 'person-layout-C', title: 'Organization' });
    const got = await s.call('GET', '/api/script/scripts/prospect-layout-O');
    expect(got.statusCode).toBe(200);
    expect(got.json().name).toBe('person-layout-C');
    await script('prospect-layout-P', 'export function execute() { return { title: "own", left: [] }; }', 'layout');
    expect((await s.call('POST', '/api/script/runs/prospect-layout-P', { entity: 'Prospect' })).json()).toEqual({ title: 'own', left: [] });
    expect((await s.call('GET', '/api/script/scripts/prospect-layout-P')).json().name).toBe('prospect-layout-P');
    // an alias to nothing is still a 404
    expect((await s.call('GET', '/api/script/scripts/person-layout-unknown')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown script', async () => {
    const res = await s.call('GET', '/api/script/runs/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ENTITY_REGISTRATION_NOT_FOUND');
  });

  it('lets scripts read and search records of the caller tenant, and lookup lists', async () => {
    const person = await s.call('POST', '/api/person/persons', { type: 'I', firstName: 'Marie', lastName: 'Curie' });
    expect(person.statusCode).toBe(201);
    const registration = person.json().registration as string;
    expect((await s.call('GET', `/api/script/runs/reader?key=${registration}`)).json()).toMatchObject({ registration, lastName: 'Curie' });
    expect((await s.call('GET', '/api/script/runs/searcher')).json()).toEqual([registration]);
    expect((await s.call('GET', '/api/script/runs/lister')).json()).toEqual(['I', 'P', 'C', 'O', 'E']);
  });

  it('never reads another tenant through a capability', async () => {
    const person = await s.call('POST', '/api/person/persons', { type: 'I', firstName: 'Hidden', lastName: 'Master' });
    const registration = person.json().registration as string;
    await s.app.tabula.db.withTenant('test', (q) =>
      s.app.tabula.store.create(q, s.app.tabula.registry.get('Script'), { name: 'reader', type: 'run', content: 'function execute(ctx) { return ctx.host.read({ entity: "Person", key: ctx.query.key }); }' }, { username: 'system' }),
    );
    const switched = await s.call('GET', '/api/core/user-switch-context?contextName=test');
    expect(switched.statusCode).toBe(200);
    const headers = { authorization: String(switched.headers.authorization) };
    const res = await s.app.inject({ method: 'GET', url: `/api/script/runs/reader?key=${registration}`, headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(`Person "${registration}" not found`);
    expect((await s.call('GET', `/api/script/runs/reader?key=${registration}`)).json().registration).toBe(registration);
  });

  it('answers the string-overrides item per locale', async () => {
    const content = JSON.stringify({ fr: { Save: 'Valider' }, 'fr-CA': { Search: 'Chercher' } });
    expect((await s.call('PATCH', '/api/script/scripts/string-overrides', { content })).statusCode).toBe(200);
    expect((await s.call('GET', '/api/script/runs/string-overrides?locale=fr-CA')).json()).toEqual({ Save: 'Valider', Search: 'Chercher' });
    expect((await s.call('GET', '/api/script/runs/string-overrides')).json()).toEqual(JSON.parse(content));
  });
});
