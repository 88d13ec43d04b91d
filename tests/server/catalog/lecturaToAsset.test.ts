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

const run = (payload: unknown) => app.inject({ method: 'POST', url: '/api/script/runs/lectura-to-asset', headers: admin, payload: payload as object });

describe('POST /api/script/runs/lectura-to-asset (seed 001 §7)', () => {
  it('maps a model of the outside catalogue to the asset fields it fills, and the asset saves', async () => {
    const res = await run({ id: 'M-311', name: '320 GC', manufacturerName: 'Caterpillar', categoryName: 'Excavators', price: 182000, currency: 'EUR', year: 2024, usage: 1200 });
    expect(res.statusCode, res.body).toBe(200);
    const asset = res.json();
    expect(asset).toEqual({
      name: 'Caterpillar 320 GC',
      manufacturer: 'Caterpillar',
      model: '320 GC',
      category: 'Excavators',
      unitPrice: 182000,
      currency: 'EUR',
      year: 2024,
      usage: 1200,
      paramsCatalog: { catalogName: 'LECTURA', code: 'M-311' },
    });
    const saved = await app.inject({ method: 'POST', url: '/api/asset/assets', headers: admin, payload: asset });
    expect(saved.statusCode, saved.body).toBe(201);
    const read = await app.inject({ method: 'GET', url: `/api/asset/assets/${String(saved.json().registration)}`, headers: admin });
    expect(read.json()).toMatchObject({ name: 'Caterpillar 320 GC', year: 2024, paramsCatalog: { catalogName: 'LECTURA', code: 'M-311' } });
  });

  it('leaves out what the model does not give or gives wrong, and answers {} for what is not a model', async () => {
    expect((await run({ id: 7, name: 'Actros', price: -5, year: 1066, usage: 1.5 })).json()).toEqual({ name: 'Actros', model: 'Actros', paramsCatalog: { catalogName: 'LECTURA', code: '7' } });
    for (const body of [[], { name: 'no id' }, { id: 'M-1' }, { id: 'M-1', name: '  ' }]) {
      const res = await run(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json()).toEqual({});
    }
  });
});
