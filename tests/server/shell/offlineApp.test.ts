import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from '../../../server/plugins/spa.ts';
import { buildApp, signIn, type Headers } from '../identity/helpers.ts';

describe('the installable app is served as files (issue 16 item 1)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabula-sw-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Tabula</title>');
    writeFileSync(join(dir, 'sw.js'), 'const SW_VERSION = "x";');
    writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Tabula"}');
    app = Fastify();
    await app.register(spaPlugin, { staticDir: dir });
  });
  afterAll(() => app.close());

  it('answers /sw.js and /manifest.webmanifest with the files, checked on every visit', async () => {
    const sw = await app.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.body).toContain('SW_VERSION');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'Tabula' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('still answers the page for application routes', async () => {
    const page = await app.inject('/contract/CTR00000001');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Tabula</title>');
  });
});

describe('the offline mode is a tenant setting (issue 16 item 5)', () => {
  let app: FastifyInstance;
  let admin: Headers;
  beforeAll(async () => {
    app = await buildApp();
    admin = await signIn(app);
  });
  afterAll(() => app.close());

  const options = async () => (await app.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers: admin })).json().options;
  const save = (content: unknown) => app.inject({ method: 'POST', url: '/api/script/scripts/tenant-config', headers: admin, payload: { content: JSON.stringify(content) } });

  it('is off by default with 10 contracts to preload, and follows the tenant-config item', async () => {
    expect(await options()).toMatchObject({ offlineMode: false, preloadContractsCount: 10 });
    const item = JSON.parse((await app.inject({ method: 'GET', url: '/api/script/scripts/tenant-config', headers: admin })).json().content as string);
    expect((await save({ ...item, offlineMode: true, preloadContractsCount: 25 })).statusCode).toBe(200);
    expect(await options()).toMatchObject({ offlineMode: true, preloadContractsCount: 25 });
    // inside options it wins; a count of the wrong kind keeps the default
    expect((await save({ ...item, offlineMode: true, options: { offlineMode: false, preloadContractsCount: -3 } })).statusCode).toBe(200);
    expect(await options()).toMatchObject({ offlineMode: false, preloadContractsCount: 10 });
  });
});
