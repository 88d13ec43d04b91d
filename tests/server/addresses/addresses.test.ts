import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConfigItem } from '../../../server/scripts/configItems.ts';
import { ADDRESS_LINE_CASES } from '../../engine/validation/addressLineCases.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const PATH = '/api/external/pivot/addresses';

/** A geocoding service of the tenant's own (provider Http): answers what it was asked. */
function geocoder(): Promise<{ server: Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(`${url.pathname}?${url.searchParams.toString()}`);
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/geo/search') res.end(JSON.stringify([{ value: 'place-1', label: `${url.searchParams.get('text')} (geo)` }]));
    else if (url.pathname === '/geo/detail') res.end(JSON.stringify({ address1: '1 rue Geo', zipcode: '69001', city: 'Lyon', location: { type: 'POINT', coordinates: [4.83, 45.76] } }));
    else { res.statusCode = 500; res.end('{}'); }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/geo`, asked })));
}

describe.each(testDatabases())('addresses on $name', (db) => {
  let s: TestServer;
  const post = (url: string, payload?: unknown) => s.inject({ method: 'POST', url, headers: s.test, payload: payload as Rec });
  const setConfig = (value: unknown) =>
    s.app.tabula.db.withTenant('test', (q) => writeConfigItem(s.app.tabula, q, 'address-config', value, 'system'));

  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  it('completes the addresses of a written person and prospect: missing sub-fields null, type MAIN', async () => {
    for (const path of ['/api/person/persons', '/api/person/prospects']) {
      const res = await post(path, { type: 'C', name: `Addr ${path}`, addresses: [{ addressLine: '3 quai Ouest, 69002 Lyon', city: 'Lyon', zipcode: '69002' }, { type: 'BILLING', city: 'Paris' }] });
      expect(res.statusCode, res.body).toBe(201);
      const addresses = (res.json() as Rec).addresses as Rec[];
      expect(addresses[0]).toMatchObject({ type: 'MAIN', city: 'Lyon', address1: null, state: null, location: null, epciLabel: null });
      expect(addresses[1]).toMatchObject({ type: 'BILLING', city: 'Paris', zipcode: null });
    }
  });

  it('suggests the tenant\'s stored addresses (provider Tabula, the default) and answers the detail of one', async () => {
    const options = (await post(`${PATH}?search=${encodeURIComponent('quai lyon')}&sessiontoken=t1`)).json() as Rec[];
    expect(options).toEqual([{ value: '3 quai Ouest, 69002 Lyon', label: '3 quai Ouest, 69002 Lyon' }]);
    const detail = (await post(`${PATH}?placeId=${encodeURIComponent('3 quai Ouest, 69002 Lyon')}&sessiontoken=t1`)).json() as Rec;
    expect(detail).toMatchObject({ addressLine: '3 quai Ouest, 69002 Lyon', city: 'Lyon', zipcode: '69002' });
    expect(detail.type).toBeUndefined();
    expect((await post(`${PATH}?search=nowhere-at-all`)).json()).toEqual([]);
  });

  it('skips every lookup with provider None (asked or configured); the map has no tiles until configured', async () => {
    expect((await post(`${PATH}?search=quai&provider=None`)).json()).toEqual([]);
    expect((await post(`${PATH}?placeId=x&provider=None`)).json()).toEqual({});
    expect((await s.inject({ method: 'GET', url: `${PATH}/map`, headers: s.test })).json()).toEqual({ tileUrl: null });
    await setConfig({ provider: 'None', mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    expect((await post(`${PATH}?search=quai`)).json()).toEqual([]);
    expect((await s.inject({ method: 'GET', url: `${PATH}/map`, headers: s.test })).json()).toEqual({ tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
  });

  it('asks the tenant\'s own geocoding service (provider Http) and refuses with the catalogue code when it fails', async () => {
    const geo = await geocoder();
    try {
      await setConfig({ provider: 'Http', url: geo.url });
      expect((await post(`${PATH}?search=rue&sessiontoken=abc&country=FR`)).json()).toEqual([{ value: 'place-1', label: 'rue (geo)' }]);
      expect((await post(`${PATH}?placeId=place-1&sessiontoken=abc`)).json()).toMatchObject({ city: 'Lyon', zipcode: '69001' });
      expect(geo.asked).toEqual(['/geo/search?text=rue&country=FR&sessiontoken=abc', '/geo/detail?placeId=place-1&sessiontoken=abc']);
      const failed = await post(`${PATH}?coordinates=4.8,45.7`);
      expect(failed.statusCode).toBe(502);
      expect((failed.json() as Rec).code).toBe('ADDRESS_PROVIDER_FAILED');
    } finally {
      geo.server.close();
      await setConfig({});
    }
  });

  it('runs the shipped string-to-address and address-to-string scripts with the rules of seed 001 §5', async () => {
    for (const [rule, line, parts] of ADDRESS_LINE_CASES) {
      const read = await post('/api/script/runs/string-to-address', { value: line });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json(), rule).toEqual({ addressLine: line, ...parts });
    }
    const written = await post('/api/script/runs/address-to-string', { address: { address1: '12 rue de la Paix', address2: null, zipcode: '75002', city: 'Paris', country: 'France' } });
    expect(written.json()).toEqual({ value: '12 rue de la Paix, 75002 Paris, France' });
  });
});
