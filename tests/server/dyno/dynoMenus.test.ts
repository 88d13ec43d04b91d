import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createUser, signIn, USER_PASSWORD, type Headers } from '../identity/helpers.ts';

type Rec = Record<string, unknown>;

let app: FastifyInstance;
let admin: Headers;
let parkingReader: Headers;
let nobody: Headers;

const DESCRIPTORS = [
  { name: 'dynoParking', title: 'Parkings', properties: { name: { type: ['null', 'string'], 'x-field': { type: 'text', label: 'Name' } } } },
  { name: 'dynoBoat', title: 'Boats', properties: { name: { type: ['null', 'string'], 'x-field': { type: 'text', label: 'Name' } } } },
];

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
  // the first start seeds an empty dyno-descriptors item: it is changed
  const script = await app.inject({ method: 'PATCH', url: '/api/script/scripts/dyno-descriptors', headers: admin, payload: { content: JSON.stringify(DESCRIPTORS) } });
  expect(script.statusCode, script.body).toBeLessThan(300);
  const put = await app.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: admin, payload: { PARKING: ['read /api/dyno/dynoParking'], NOTHING: [] } });
  expect(put.statusCode, put.body).toBe(200);
  await createUser(app, admin, 'parking@master', { profiles: ['PARKING'] });
  await createUser(app, admin, 'nobody@master', { profiles: ['NOTHING'] });
  [parkingReader, nobody] = await Promise.all(['parking', 'nobody'].map((u) => signIn(app, `${u}@master`, USER_PASSWORD)));
}, 120_000);
afterAll(() => app?.close());

const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });
const readable = async (h: Headers) => Object.fromEntries(((await get('/api/dyno', h)).json() as { entities: Rec[] }).entities.map((e) => [e.name, e.readable]));
const clientRoutes = async (h: Headers) => ((await get('/api/script/runs/user-configuration', h)).json() as { clientRoutes: string[] }).clientRoutes;

describe('dyno entities in the menus (seed 000 §3.5, §6)', () => {
  it('GET /api/dyno says per entity whether the caller may read it, as its API answers', async () => {
    expect(await readable(admin)).toEqual({ dynoParking: true, dynoBoat: true });
    expect(await readable(parkingReader)).toEqual({ dynoParking: true, dynoBoat: false });
    expect(await readable(nobody)).toEqual({ dynoParking: false, dynoBoat: false });
    // the flag is the API's own check: what it marks unreadable answers 403
    expect((await get('/api/dyno/dynoParking', parkingReader)).statusCode).toBe(200);
    const refused = await get('/api/dyno/dynoBoat', parkingReader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await get('/api/dyno/dynoParking', nobody)).statusCode).toBe(403);
  });

  it('the user configuration routes hold only the dyno pages the user may read', async () => {
    const routes = await clientRoutes(parkingReader);
    expect(routes).toContain('/page/dyno-parkings');
    expect(routes).not.toContain('/page/dyno-boats');
    expect(await clientRoutes(nobody)).not.toContain('/page/dyno-parkings');
  });
});
