import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';

let app: FastifyInstance;
let auth: { authorization: string };
const PASSWORD = 'Shell-pages-Passw0rd';

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, payload });
const create = async (path: string, body: object) => {
  const res = await call('POST', path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown>;
};

/** Balances and invested amounts are read-only for clients: tests set them as the server would. */
const seed = (entityName: string, body: Record<string, unknown>) =>
  app.tabula.db.withTenant('master', (q) =>
    app.tabula.store.create(q, app.tabula.registry.get(entityName), body, { username: 'test' }),
  );

beforeAll(async () => {
  app = await build({ adminPassword: PASSWORD, logger: false, demoData: false });
  const res = await app.inject({
    method: 'POST',
    url: '/api/core/auth/login',
    payload: { username: 'admin@master', password: PASSWORD },
  });
  auth = { authorization: String(res.headers.authorization) };
});
afterAll(() => app.close());

describe('an unknown /api route', () => {
  it('answers 404 with the Authorization header to a signed-in caller, who then stays signed in', async () => {
    const res = await call('GET', '/api/dyno/nothing/1/transitions/none/here');
    expect(res.statusCode).toBe(404);
    expect(res.headers.authorization).toMatch(/^Bearer /);
    const anonymous = await app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.headers.authorization).toBeUndefined();
  });
});

describe('POST /api/bank/move-money', () => {
  it('debits one account, credits the other and writes both operations in one go', async () => {
    const a = await seed('BankAccount', {
      name: 'Main',
      balance: 100.1,
      overdraftLimit: 50,
      currency: 'EUR',
    });
    const b = await seed('BankAccount', { name: 'Savings', balance: 0.2, currency: 'EUR' });
    const res = await call('POST', '/api/bank/move-money', {
      from: a.registration,
      to: b.registration,
      amount: 150.1,
      label: 'Top up',
    });
    expect(res.statusCode, res.body).toBe(201);
    const moved = res.json() as {
      reference: string;
      operations: string[];
      from: { after: number };
      to: { after: number };
    };
    expect(moved.from.after).toBe(-50);
    expect(moved.to.after).toBe(150.3);
    const ops = (
      await call('GET', `/api/bank/bank-operations?reference=${moved.reference}&sort=dc`)
    ).json() as Record<string, unknown>[];
    expect(ops.map((o) => [o.dc, o.amount, o.bankAccountRegistration])).toEqual([
      ['C', 150.1, b.registration],
      ['D', 150.1, a.registration],
    ]);
    expect((await call('GET', `/api/bank/bank-accounts/${String(a.registration)}`)).json()).toMatchObject({
      balance: -50,
    });
  });

  it('refuses more than the balance plus the overdraft, and the same account twice, changing nothing', async () => {
    const a = await seed('BankAccount', { name: 'Poor', balance: 10, overdraftLimit: 5 });
    const b = await seed('BankAccount', { name: 'Rich', balance: 0 });
    const refused = await call('POST', '/api/bank/move-money', {
      from: a.registration,
      to: b.registration,
      amount: 15.01,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: `Amount 15.01 exceeds the 15 available on BankAccount "${String(a.registration)}"`,
    });
    const same = await call('POST', '/api/bank/move-money', {
      from: a.registration,
      to: a.registration,
      amount: 1,
    });
    expect(same.json()).toMatchObject({ code: 'INVALID_FIELD_IN_BODY' });
    const negative = await call('POST', '/api/bank/move-money', {
      from: a.registration,
      to: b.registration,
      amount: -1,
    });
    expect(negative.json()).toMatchObject({ code: 'INVALID_POSITIVE_NUMBER_FIELD' });
    expect((await call('GET', `/api/bank/bank-accounts/${String(a.registration)}`)).json()).toMatchObject({
      balance: 10,
    });
  });
});

describe('POST /api/private-equity/arbitration', () => {
  it('moves invested money between two assets with a divestment and an investment', async () => {
    const a = await seed('PrivateEquityAsset', { name: 'Alpha', invested: 1000 });
    const b = await seed('PrivateEquityAsset', { name: 'Beta', invested: 200 });
    const res = await call('POST', '/api/private-equity/arbitration', {
      from: a.registration,
      to: b.registration,
      amount: 300,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await call('GET', `/api/private-equity/assets/${String(b.registration)}`)).json()).toMatchObject({
      invested: 500,
    });
    const ops = (
      await call(
        'GET',
        `/api/private-equity/operations?privateEquityAssetRegistration=${String(a.registration)}`,
      )
    ).json() as Record<string, unknown>[];
    expect(ops).toMatchObject([{ type: 'DIVESTMENT', amount: 300 }]);
    const tooMuch = await call('POST', '/api/private-equity/arbitration', {
      from: a.registration,
      to: b.registration,
      amount: 701,
    });
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
  });
});

describe('object storage containers', () => {
  it('groups stored documents by the entity they belong to', async () => {
    const person = await create('/api/person/persons', { type: 'I', lastName: 'Stored', name: 'Stored' });
    const upload = await call('POST', `/api/person/persons/${String(person.registration)}/documents`, {
      fileName: 'note.txt',
      mimeType: 'text/plain',
      contentBase64: Buffer.from('hello').toString('base64'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const containers = (await call('GET', '/api/core/object-storage/containers')).json() as {
      name: string;
      objects: number;
      bytes: number;
    }[];
    expect(containers).toContainEqual(expect.objectContaining({ name: 'Person', objects: 1, bytes: 5 }));
    const objects = (await call('GET', '/api/core/object-storage/containers/Person')).json() as Record<
      string,
      unknown
    >[];
    expect(objects).toMatchObject([
      { entityRegistration: person.registration, contentType: 'text/plain', size: 5 },
    ]);
  });
});

describe('dyno entities', () => {
  it('come from the dyno-descriptors item without a restart, with their own API', async () => {
    const descriptors = [
      {
        name: 'dynoCarPark',
        title: 'Car park',
        properties: {
          capacity: { type: ['integer', 'null'], 'x-field': { type: 'integer', label: 'Capacity' } },
        },
      },
      { name: 'Bad' },
    ];
    // a descriptor that cannot become an entity is refused with its reason, and nothing is stored
    const refused = await call('PATCH', '/api/script/scripts/dyno-descriptors', {
      content: JSON.stringify(descriptors),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE', message: expect.stringContaining('#2 Bad:') as string });
    const saved = await call('PATCH', '/api/script/scripts/dyno-descriptors', {
      content: JSON.stringify(descriptors.slice(0, 1)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = (await call('GET', '/api/dyno')).json() as {
      entities: Record<string, unknown>[];
      problems: { index: number }[];
    };
    expect(listed.entities).toMatchObject([
      {
        name: 'dynoCarPark',
        route: '/page/dyno-car-park',
        listRoute: '/page/dyno-car-parks',
        apiPath: '/api/dyno/dynoCarPark',
      },
    ]);
    expect(listed.problems).toEqual([]);
    const park = await create('/api/dyno/dynoCarPark', { name: 'Gare', capacity: 120 });
    expect((await call('GET', `/api/dyno/dynoCarPark/${String(park.registration)}`)).json()).toMatchObject({
      name: 'Gare',
      capacity: 120,
    });
    expect((await call('POST', '/api/dyno/dynoCarPark', { capacity: 'many' })).statusCode).toBe(400);
  });
});
