import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, signIn, type Headers } from '../identity/helpers.ts';

let app: FastifyInstance;
let admin: Headers;

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
});
afterAll(() => app.close());

describe('short links /u/{shortKey} read GET /api/core/key-values/{key}?shortUrl=1 (seed 000 §2.1, §7)', () => {
  it('answers the stored url of the key, and 404 for a key nobody stored', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/core/key-values', headers: admin, payload: { name: 'Promotion', key: 'promo-2026', url: '/contracts?status=ACTIVE' } });
    expect(created.statusCode, created.body).toBe(201);
    const read = await app.inject({ method: 'GET', url: '/api/core/key-values/promo-2026?shortUrl=1', headers: admin });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ key: 'promo-2026', url: '/contracts?status=ACTIVE' });
    const unknown = await app.inject({ method: 'GET', url: '/api/core/key-values/nothing-here?shortUrl=1', headers: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ENTITY_REGISTRATION_NOT_FOUND' });
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/core/key-values/promo-2026?shortUrl=1' })).statusCode).toBe(401);
  });
});
