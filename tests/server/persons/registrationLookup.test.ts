import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConfigItem } from '../../../server/scripts/configItems.ts';
import { readConfigItem } from '../../../server/scripts/readConfigItem.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const LOOKUP = '/api/external/pivot/person-registration';

/** A register reachable over HTTP: GET /search?q= answers entries, /slow never in time, /broken a 500. */
function startRegister(): Promise<{ server: Server; url: string; seen: { url: string; headers: Rec }[] }> {
  const seen: { url: string; headers: Rec }[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/slow') return void setTimeout(() => res.end('[]'), 3000);
    if (url.pathname === '/broken') return void res.writeHead(500).end('database on fire');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/company/552100554') return void res.end(JSON.stringify({ company: { name: 'ACME SA', legalForm: 'SA', siren: '552100554' } }));
    const q = url.searchParams.get('q') ?? '';
    const all = [{ denomination: 'ACME SA', siren: '552100554' }, { denomination: 'ACME BIS', siren: '552100555' }, { denomination: 'Nameless' }];
    res.end(JSON.stringify({ results: all.filter((e) => e.denomination.toLowerCase().includes(q.toLowerCase())) }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen })));
}

describe.each(testDatabases())('registration lookup on $name', (db) => {
  let s: TestServer;
  let register: Awaited<ReturnType<typeof startRegister>>;

  const configure = async (registrationLookup: Rec) => {
    await s.app.tabula.db.withTenant('test', async (q) => {
      const current = (await readConfigItem<Rec>(q, 'tenant-config')) ?? {};
      await writeConfigItem(s.app.tabula, q, 'tenant-config', { ...current, registrationLookup }, 'system');
    });
  };
  const lookup = (type: string, payload: Rec, tenant: 'master' | 'test' = 'test', query = '') =>
    s.inject({ method: 'POST', url: `${LOOKUP}/${type}${query}`, headers: s[tenant], payload });

  beforeAll(async () => {
    s = await startTestServer(db);
    register = await startRegister();
    const person = async (tenant: 'master' | 'test', record: Rec) => {
      const res = await s.inject({ method: 'POST', url: '/api/person/persons', headers: s[tenant], payload: record });
      expect(res.statusCode, res.body).toBe(201);
    };
    await person('test', { type: 'C', registration: 'SIR552100554', name: 'Acme Industries', registrations: [{ type: 'SIR', number: '552100554' }, { type: 'VAT', number: 'FR96552100554' }] });
    await person('test', { type: 'C', registration: 'AUT00000099', name: 'Acme Ceased', company: { administrativeStatus: 'CEASED' }, registrations: [{ type: 'AUT' }, { type: 'SIR', number: '552100992' }] });
    await person('test', { type: 'C', registration: 'DEU12345', name: 'Acme GmbH' });
    await person('master', { type: 'C', registration: 'SIR111222337', name: 'Acme of master' });
  }, 120_000);
  afterAll(async () => {
    register?.server.close();
    await s?.close();
  });

  it('the built-in provider finds the tenant persons with a number of the type, by name or number', async () => {
    const res = await lookup('SIR', { value: 'acme', personType: 'C', displayFirstRegistrationsInPriority: true, withDetails: false });
    expect(res.statusCode, res.body).toBe(200);
    const matches = res.json() as Rec[];
    expect(matches.map((m) => m.value)).toEqual(['552100554', '552100992']);
    expect(matches[0]).toMatchObject({ label: 'Acme Industries (SIR552100554)', data: { registration: 'SIR552100554', name: 'Acme Industries', type: 'C' } });
    expect((await lookup('SIR', { value: '552 100 554' })).json()).toMatchObject([{ value: '552100554' }]);
    expect(((await lookup('SIR', { value: 'acme' }, 'test', '?administrativeStatus=ACTIVE')).json() as Rec[]).map((m) => m.value)).toEqual(['552100554']);
    expect(((await lookup('SIR', { value: 'acme' }, 'master')).json() as Rec[]).map((m) => m.value)).toEqual(['111222337']);
  });

  it('answers the data of a selected id, and 404 for an unknown one', async () => {
    const res = await lookup('SIR', { selectedId: '552100992', withDetails: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ value: '552100992', data: { registration: 'AUT00000099', company: { administrativeStatus: 'CEASED' } } });
    expect((await lookup('SIR', { selectedId: '000000000' })).json()).toMatchObject({ code: 'ENTITY_REGISTRATION_NOT_FOUND' });
  });

  it('refuses an unknown type, a bad body, and a caller without the permission', async () => {
    const unknown = await lookup('XYZ', { value: 'acme' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_FIELD_IN_PATH' });
    expect((await lookup('SIR', { value: 42 })).json()).toMatchObject({ code: 'INVALID_FIELD_IN_BODY' });
    const anonymous = await s.inject({ method: 'POST', url: `${LOOKUP}/SIR`, payload: { value: 'acme' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the http provider of the tenant config calls the outside register with its headers and mapping', async () => {
    await configure({
      SIR: { provider: 'http', url: `${register.url}/search?q={value}&type={type}`, headers: { 'x-api-key': 'k1' }, resultsPath: 'results', labelPath: 'denomination', valuePath: 'siren', detailUrl: `${register.url}/company/{selectedId}`, detailPath: 'company' },
      GBR: { provider: 'http', url: `${register.url}/slow`, timeoutMs: 300 },
      EVA: { provider: 'http', url: `${register.url}/broken` },
      ITA: { provider: 'nowhere' },
    });
    const res = await lookup('SIR', { value: 'acme b' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ label: 'ACME BIS', value: '552100555', data: { denomination: 'ACME BIS', siren: '552100555' } }]);
    expect(register.seen.at(-1)).toMatchObject({ url: '/search?q=acme%20b&type=SIR', headers: { 'x-api-key': 'k1' } });
    expect((await lookup('SIR', { selectedId: '552100554' })).json()).toEqual({ value: '552100554', data: { name: 'ACME SA', legalForm: 'SA', siren: '552100554' } });
    // another tenant keeps the built-in provider
    expect(((await lookup('SIR', { value: 'acme' }, 'master')).json() as Rec[]).map((m) => m.value)).toEqual(['111222337']);
  });

  it('a register that fails or is too slow is 502 REGISTRATION_LOOKUP_FAILED with the catalogued message', async () => {
    for (const type of ['GBR', 'EVA']) {
      const res = await lookup(type, { value: 'acme' });
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json()).toMatchObject({ code: 'REGISTRATION_LOOKUP_FAILED', message: 'The registration register did not answer: try again later' });
      expect(res.body).not.toContain('fire');
    }
    expect((await lookup('ITA', { value: 'acme' })).json()).toMatchObject({ code: 'INVALID_FIELD_IN_CONFIG' });
  });
});
