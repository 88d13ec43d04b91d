import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { loadDocAssets } from '../../../server/docs/docAssets.ts';

const BASE = '/api/doc/integration';
const IMAGE = `${BASE}/images/request-flow.svg`;
let app: FastifyInstance;
let auth: { authorization: string };
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const ticketFor = async (path: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/core/tickets', headers: auth, payload: { path } });
  expect(res.statusCode, res.body).toBe(200);
  return String((res.json() as { ticket: string }).ticket);
};

beforeAll(async () => {
  app = await build({ adminPassword: 'Doc-images-Passw0rd', logger: false, demoData: false });
  const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: 'Doc-images-Passw0rd' } });
  auth = { authorization: String(login.headers.authorization) };
}, 120_000);
afterAll(() => app?.close());

describe('GET /api/doc/integration/{path}: the images of the documentation (seed 002 §7)', () => {
  it('serves an image of docs/ as it is, with its content type, to a signed-in caller', async () => {
    const res = await get(IMAGE, auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(readFileSync(join(import.meta.dirname, '../../../docs/images/request-flow.svg'), 'utf8'));
    // the page that shows it names it relative to docs/
    const page = await get('/api/docs/pages/architecture', auth);
    expect((page.json() as { markdown: string }).markdown).toContain('](images/request-flow.svg)');
  });

  it('answers a catalogued 404 for a file the documentation has no image at (pages included)', async () => {
    for (const url of ['/api/doc/integration/images/nope.svg', '/api/doc/integration/architecture.md', '/api/doc/integration/images']) {
      const res = await get(url, auth);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
    }
  });

  it('refuses a path that tries to leave the folder with a catalogued 400, and never serves what lies outside', async () => {
    for (const url of [
      '/api/doc/integration/images/..%2F..%2Fpackage.json',
      '/api/doc/integration/images%5C..%5C..%5Cpackage.json',
      '/api/doc/integration/.hidden.svg',
      '/api/doc/integration/images//request-flow.svg',
    ]) {
      const res = await get(url, auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_PATH' });
    }
    // dot segments the router itself resolves or refuses: never the file
    for (const url of ['/api/doc/integration/../../package.json', '/api/doc/integration/%2E%2E/package.json', '/api/doc/integration/images/%2e%2e/%2e%2e/package.json']) {
      const raw = await get(url, auth);
      expect([400, 404], url).toContain(raw.statusCode);
      expect(raw.body).not.toContain('"name": "tabula"');
    }
  });

  it('refuses a caller without a session', async () => {
    const res = await get(IMAGE);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('opens once with a single-use ticket of its path (no token in the URL), then refuses the spent ticket', async () => {
    const ticket = await ticketFor(IMAGE);
    const first = await get(`${IMAGE}?ticket=${ticket}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.headers.authorization).toBeUndefined();
    const again = await get(`${IMAGE}?ticket=${ticket}`);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'TICKET_INVALID' });
    const other = await ticketFor('/api/doc/integration/images/other.svg');
    expect((await get(`${IMAGE}?ticket=${other}`)).statusCode).toBe(401);
  });
});

describe('loadDocAssets', () => {
  it('indexes the images below the folder by path with their content types, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'doc-assets-'));
    mkdirSync(join(dir, 'images', 'sub'), { recursive: true });
    mkdirSync(join(dir, '.git'));
    for (const name of ['images/a.png', 'images/sub/b.JPG', 'c.gif', 'd.webp', 'e.svg', 'page.md', 'notes.txt', '.git/x.png']) writeFileSync(join(dir, name), name);
    const assets = loadDocAssets(dir);
    expect([...assets.keys()].sort()).toEqual(['c.gif', 'd.webp', 'e.svg', 'images/a.png', 'images/sub/b.JPG']);
    expect(assets.get('images/sub/b.JPG')?.type).toBe('image/jpeg');
    expect(assets.get('images/a.png')).toMatchObject({ type: 'image/png' });
    expect(assets.get('images/a.png')?.body.toString()).toBe('images/a.png');
  });
});
