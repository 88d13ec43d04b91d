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
  it('resolves a regional locale to the record that fits, never a 404 (en-US -> en-EU, fr-CA -> fr)', async () => {
    const en = await app.inject({ method: 'GET', url: '/api/core/locales/resolve/en-US', headers: auth });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ registration: 'en-EU', code: 'en-EU' });
    expect(en.json().translations.Logout).toBe('Logout');
    const fr = (await app.inject({ method: 'GET', url: '/api/core/locales/resolve/fr-CA', headers: auth })).json();
    expect(fr).toMatchObject({ registration: 'fr', code: 'fr' });
    expect(fr.translations.Save).toBe('Enregistrer');
    const de = (await app.inject({ method: 'GET', url: '/api/core/locales/resolve/de-DE', headers: auth })).json();
    expect(de).toMatchObject({ registration: 'de', code: 'de' });
    expect(de.translations.Save).toBe('Speichern');
    const italian = (await app.inject({ method: 'GET', url: '/api/core/locales/resolve/it-CH', headers: auth })).json();
    expect(italian).toMatchObject({ registration: 'it', code: 'it' });
    expect(italian.translations.Save).toBe('Salva');
    const unknown = (await app.inject({ method: 'GET', url: '/api/core/locales/resolve/pt-BR', headers: auth })).json();
    expect(unknown.code).toBe('en-EU');
  });
  it('offers each locale by its name in its own language', async () => {
    const res = (await app.inject({ method: 'GET', url: '/api/core/locales/resolve/ar-TN', headers: auth })).json();
    expect(res.code).toBe('ar');
    expect(res.locales).toEqual([
      { code: 'ar', name: 'العربية' },
      { code: 'de', name: 'Deutsch' },
      { code: 'en-EU', name: 'English' },
      { code: 'es', name: 'Español' },
      { code: 'fr', name: 'Français' },
      { code: 'it', name: 'Italiano' },
    ]);
  });
  it("puts the tenant's string overrides on top, those of the region over those of the language", async () => {
    const item = (await app.inject({ method: 'GET', url: '/api/script/scripts/string-overrides', headers: auth })).json();
    const content = JSON.stringify({ fr: { Save: 'Valider', Search: 'Chercher' }, 'fr-CA': { Search: 'Trouver' } });
    await app.inject({ method: 'PATCH', url: '/api/script/scripts/string-overrides', headers: auth, payload: { content } });
    try {
      const fr = (await app.inject({ method: 'GET', url: '/api/core/locales/resolve/fr-CA', headers: auth })).json();
      expect(fr.translations).toMatchObject({ Save: 'Valider', Search: 'Trouver', Logout: 'Déconnexion' });
    } finally {
      await app.inject({ method: 'PATCH', url: '/api/script/scripts/string-overrides', headers: auth, payload: { content: item.content } });
    }
  });
  it("lays a tenant's record over the shipped translations: keys a release adds show, placeholders never hide them", async () => {
    const url = '/api/core/locales/fr';
    const record = (await app.inject({ method: 'GET', url, headers: auth })).json();
    const { Filters: _added, ...older } = record.translations as Record<string, string>;
    const put = await app.inject({ method: 'PUT', url, headers: auth, payload: { ...record, translations: { ...older, Save: 'Sauver', Reset: 'TO TRANSLATE' } } });
    expect(put.statusCode).toBe(200);
    expect(put.json().translations.Filters).toBeUndefined();
    try {
      const fr = (await app.inject({ method: 'GET', url: '/api/core/locales/resolve/fr', headers: auth })).json();
      expect(fr.translations).toMatchObject({ Save: 'Sauver', Filters: 'Filtres', Reset: 'Réinitialiser' });
    } finally {
      const current = (await app.inject({ method: 'GET', url, headers: auth })).json();
      await app.inject({ method: 'PUT', url, headers: auth, payload: { ...current, translations: record.translations } });
    }
  });
  it('serves the shipped locales to the sign-in page, signed out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/core/locales/resolve/es-MX' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ registration: 'es', code: 'es' });
    expect(res.json().translations['Sign in']).toBe('Iniciar sesión');
    expect(res.headers.authorization).toBeUndefined();
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
