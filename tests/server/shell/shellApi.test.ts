import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';

let app: FastifyInstance;
let auth: { authorization: string };

beforeAll(async () => {
  app = await build({ adminPassword: 'Shell-test-Passw0rd', logger: false, demoData: false });
  const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: 'Shell-test-Passw0rd' } });
  auth = { authorization: String(login.headers.authorization) };
});
afterAll(() => app.close());

describe('documentation API', () => {
  it('lists the pages of docs/ with their titles', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/pages', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ name: 'getting-started', title: 'Getting started' });
  });
  it('serves one page and answers a catalogued 404 for an unknown one', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/pages/architecture', headers: auth });
    expect(page.json().markdown).toContain('# Architecture');
    const missing = await app.inject({ method: 'GET', url: '/api/docs/pages/nope', headers: auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ENTITY_REGISTRATION_NOT_FOUND');
  });
  it('searches the pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/search?search=row-level', headers: auth });
    expect(res.json().map((h: { name: string }) => h.name)).toContain('architecture');
  });
});

describe('locales', () => {
  it('serves the shipped translations as Locale records', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/core/locales/fr', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().translations.Save).toBe('Enregistrer');
  });
  it('adds reported missing keys as TO TRANSLATE without touching existing ones', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/core/locales/fr/keys', headers: auth, payload: { keysToAdd: ['Save', 'A new key'] } });
    expect(res.json()).toEqual({ added: ['A new key'] });
    const fr = (await app.inject({ method: 'GET', url: '/api/core/locales/fr', headers: auth })).json();
    expect(fr.translations['A new key']).toBe('TO TRANSLATE');
    expect(fr.translations.Save).toBe('Enregistrer');
  });
  it('refuses a malformed body with a catalogued error', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/core/locales/fr/keys', headers: auth, payload: { keysToAdd: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_FIELD_IN_BODY');
  });
});

describe('database current operations', () => {
  it('shows the running statements to an admin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/core/database/current-operations', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().engine).toBe('pglite');
    expect(res.json().operations.length).toBeGreaterThan(0);
  });
  it('refuses anonymous callers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/core/database/current-operations' });
    expect(res.statusCode).toBe(401);
  });
});
