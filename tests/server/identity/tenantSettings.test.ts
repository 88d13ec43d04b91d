import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDemoTenant, DEMO_TENANT_SETTINGS } from '../../../server/seed/demo/brand.ts';
import { CORE_TENANT_SETTINGS } from '../../../server/seed/firstStart.ts';
import { buildApp, signIn, type Headers } from './helpers.ts';

let app: FastifyInstance;
let admin: Headers;

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) => app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const settingsOf = async () => (await call('GET', '/api/script/runs/user-configuration')).json().tenantSettings;

// docs/formats.md, Tenant settings
describe('the tenant settings', () => {
  it('start as the core settings, reach the user configuration and follow a change of the tenant at once', async () => {
    expect(await settingsOf()).toEqual({ ...CORE_TENANT_SETTINGS, locale: null });
    const changed = await call('PATCH', '/api/core/tenants/master', { currency: 'CHF', phoneRegion: 'CH', country: 'CH', locale: 'fr' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ currency: 'CHF', phoneRegion: 'CH', country: 'CH', locale: 'fr' });
    try {
      expect(await settingsOf()).toEqual({ country: 'CH', currency: 'CHF', phoneRegion: 'CH', locale: 'fr' });

      // a record created without a currency is in the tenant's; one given, or the schema's, is kept
      const bare = await call('POST', '/api/financing/contracts', { name: 'No currency given' });
      expect(bare.statusCode, bare.body).toBe(201);
      expect(bare.json().currency).toBe('CHF');
      const own = await call('POST', '/api/financing/contracts', { name: 'In dinars', currency: 'TND' });
      expect(own.json().currency).toBe('TND');
      // an empty currency is none either
      const person = await call('POST', '/api/person/persons', { type: 'O', name: 'Acme', currency: null });
      expect(person.statusCode, person.body).toBe(201);
      expect(person.json().currency).toBe('CHF');

      // a record written by a script, an import or a workflow (no REST request) takes it too
      const { tabula } = app;
      const scripted = await tabula.db.withTenant('master', (q) => tabula.store.create(q, tabula.registry.get('Contract'), { name: 'Written by a script' }, { username: 'system' }));
      expect(scripted.currency).toBe('CHF');
    } finally {
      await call('PATCH', '/api/core/tenants/master', { ...CORE_TENANT_SETTINGS, locale: null });
    }
  });

  it("makes the demo lender French, keeping the tenant's locale", async () => {
    await call('PATCH', '/api/core/tenants/master', { country: null, currency: null, phoneRegion: null, locale: 'en-EU' });
    await brandDemoTenant(app.tabula, 'master');
    expect(DEMO_TENANT_SETTINGS).toEqual({ country: 'FR', currency: 'EUR', phoneRegion: 'FR' });
    expect(await settingsOf()).toEqual({ ...DEMO_TENANT_SETTINGS, locale: 'en-EU' });
  });
});
