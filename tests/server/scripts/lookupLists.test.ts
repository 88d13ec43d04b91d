import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, serverFor } from './helpers.ts';

type Item = { value: string; label: string };

describe.each(BACKENDS)('lookup lists (%s)', (backend) => {
  const s = serverFor(backend);
  const values = async (query: string) => {
    const res = await s.call('GET', `/api/script/lists?valuesOnly=true&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as (Item[] | ['ERROR'])[];
  };

  beforeAll(async () => {
    await s.setup();
    await s.call('POST', '/api/script/lists', { name: 'colours', translated: true, items: [{ value: 'R', label: 'Red' }, { value: 'B', label: 'Blue' }] });
    await s.call('PATCH', '/api/script/scripts/string-overrides', { content: JSON.stringify({ fr: { Red: 'Rouge' } }) });
  });
  afterAll(() => s.teardown());

  it('answers one array of {value, label} per name, in order, ERROR for a missing list', async () => {
    const [types, missing, titles] = await values('lists=personType,no-such-list,title');
    expect(types).toEqual([
      { value: 'I', label: 'Individual' },
      { value: 'P', label: 'Professional' },
      { value: 'C', label: 'Company' },
      { value: 'O', label: 'Organization' },
      { value: 'E', label: 'Employee' },
    ]);
    expect(missing).toEqual(['ERROR']);
    expect((titles as Item[]).map((i) => i.value)).toContain('MR');
  });

  it('translates labels into the locale (string-overrides, and country names) and sorts sorted lists', async () => {
    const [colours, countries] = await values('locale=fr&lists=colours,country');
    expect(colours).toEqual([{ value: 'R', label: 'Rouge' }, { value: 'B', label: 'Blue' }]);
    const de = (countries as Item[]).find((c) => c.value === 'DE');
    expect(de?.label).toBe('Allemagne');
    const labels = (countries as Item[]).map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base', numeric: true })));
    expect(countries).toHaveLength(249);
  });

  it('translates the shipped status lists: fr in French, a regional locale in its language (en-US -> en-EU, ar-TN -> ar)', async () => {
    const labels = async (locale: string) => ((await values(`locale=${locale}&lists=contractStatus`))[0] as Item[]).map((i) => i.label);
    const french = ['Brouillon', "À l'étude", 'Approuvé', 'Rejeté', 'Actif', 'Suspendu', 'Résilié', 'Annulé'];
    expect(await labels('fr')).toEqual(french);
    expect(await labels('fr-CA')).toEqual(french);
    expect(await labels('en-US')).toEqual(['Draft', 'In study', 'Approved', 'Rejected', 'Active', 'Suspended', 'Terminated', 'Cancelled']);
    expect(await labels('ar-TN')).toContain('نشط');
    const [types, roles] = await values('locale=es&lists=personType,role');
    expect((types as Item[]).find((t) => t.value === 'I')?.label).toBe('Particular');
    expect((roles as Item[]).find((r) => r.value === 'GUARANTOR')?.label).toBe('Avalista');
  });

  it('translates with the shipped texts a key the tenant record lacks (a tenant seeded before the key shipped)', async () => {
    const { rows } = await s.app.tabula.db.withTenant('master', (q) => q.query<{ registration: string; data: { translations: Record<string, string> } }>(
      `SELECT registration, data FROM ${s.app.tabula.registry.get('Locale').table} WHERE registration = 'fr'`,
    ));
    const { Active: _dropped, ...older } = rows[0].data.translations;
    // read once before the change: the server keeps the merged translations until the record changes
    expect(((await values('locale=fr&lists=contractStatus'))[0] as Item[])[0].label).not.toBe('Ébauche');
    expect((await s.call('PATCH', '/api/core/locales/fr', { translations: { ...older, Draft: 'Ébauche' } })).statusCode).toBe(200);
    expect((await s.call('GET', '/api/core/locales/fr')).json().translations).not.toHaveProperty('Active');
    const [statuses] = await values('locale=fr&lists=contractStatus');
    expect((statuses as Item[]).slice(0, 5).map((i) => i.label)).toEqual(['Ébauche', "À l'étude", 'Approuvé', 'Rejeté', 'Actif']);
  });

  it('ships the currencies of seed 000 §9 and every list the schemas reference', async () => {
    const [currencies] = await values('lists=currency');
    expect((currencies as Item[]).map((c) => c.value)).toEqual(['CDF', 'CHF', 'DZD', 'EGP', 'EUR', 'GBP', 'GNF', 'HUF', 'JPY', 'MAD', 'MGA', 'MXN', 'MZN', 'PHP', 'RMB', 'RUB', 'TND', 'USD', 'XAF', 'XOF', 'XPF']);
    const { entitySchemas, shapeSchemas } = await import('../../../schemas/generated/catalog.ts');
    const names = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const list = (node as { 'x-field'?: { select?: { list?: unknown } } })['x-field']?.select?.list;
        if (typeof list === 'string' && !list.startsWith('/')) names.add(list);
        Object.values(node).forEach(walk);
      }
    };
    walk([...entitySchemas, ...shapeSchemas]);
    const answer = await values(`lists=${[...names].join(',')}`);
    expect([...names].filter((_, i) => answer[i][0] === 'ERROR')).toEqual([]);
  });

  it('fetches a name starting with / as that API path, with the caller token', async () => {
    const [locales] = await values('lists=/api/core/locales?projection=registration,name');
    expect((locales as Item[]).map((l) => l.value)).toEqual(expect.arrayContaining(['en-EU', 'fr']));
    const [none] = await values('lists=/api/core/no-such-path');
    expect(none).toEqual(['ERROR']);
  });

  it('refuses paths that are not of this API', async () => {
    for (const path of ['//evil.example/api', '/api/../etc', '/api/script/lists?valuesOnly=true', 'http://x/api']) {
      const res = await s.call('GET', `/api/script/lists?valuesOnly=true&lists=${encodeURIComponent(path)}`);
      if (path.startsWith('/')) expect(res.json().code).toBe('INVALID_FIELD_IN_QUERY');
      else expect(res.json()).toEqual([['ERROR']]);
    }
    expect((await s.call('GET', '/api/script/lists?valuesOnly=true')).json().code).toBe('MISSING_FIELD_IN_QUERY');
  });

  it('leaves the generic List collection answer when valuesOnly is absent', async () => {
    const res = await s.call('GET', '/api/script/lists?range=0-4');
    expect(res.statusCode).toBe(200);
    expect(res.headers['pagination-limit']).toBe('5');
    expect(res.json()[0]).toHaveProperty('items');
  });

  it('answers lookup values to any signed-in user, and only of its tenant', async () => {
    await s.call('POST', '/api/core/users', { username: 'plain@master', lastName: 'Plain', password: 'Str0ng-Passw0rd!', profiles: ['CLIENT'] });
    const login = await s.app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'plain@master', password: 'Str0ng-Passw0rd!' } });
    const headers = { authorization: String(login.headers.authorization) };
    const res = await s.app.inject({ method: 'GET', url: '/api/script/lists?valuesOnly=true&lists=colours,personType', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()[1]).toHaveLength(5);
    expect((await s.app.inject({ method: 'GET', url: '/api/script/lists', headers })).statusCode).toBe(403);
    const other = await s.app.tabula.db.withTenant('test', async (q) => {
      const { readLookupLists } = await import('../../../server/scripts/lookupLists.ts');
      return readLookupLists(s.app.tabula, q, ['colours'], 'en');
    });
    expect(other).toEqual([undefined]);
  });
});
