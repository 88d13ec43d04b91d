import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickAddUser } from '../../../renderers/widgets/quickAddPerson.ts';
import { buildApp, createUser, signIn, usersWithProfiles, type Headers } from './helpers.ts';

let app: FastifyInstance;
let admin: Headers;
let sessions: Record<string, Headers>;

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
  sessions = await usersWithProfiles(app, admin, { READER: ['read all'], WRITER: ['read all', 'write /api/core/users'] }, { 'reader@master': 'READER', 'writer@master': 'WRITER' });
});
afterAll(() => app.close());

async function person(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await app.inject({ method: 'POST', url: '/api/person/persons', headers: admin, payload: body });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** The users page's diagram: a user created from a person of the diagram (seed 002 §2.5, §7; 'User created'). */
describe('a user created from a person of the users page diagram', () => {
  it('is refused without write /api/core/users, created with it, and then found by ?person=', async () => {
    const dana = await person({ type: 'I', firstName: 'Dana', lastName: 'Scully', email: 'dana@example.com', roles: [{ role: 'SALES' }] });
    const reg = String(dana.registration);
    const body = quickAddUser('dana@example.com', dana, 'fr');

    const refused = await app.inject({ method: 'POST', url: '/api/core/users?syncPerson=1', headers: sessions['reader@master'], payload: body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PERMISSION_DENIED');
    const none = await app.inject({ method: 'GET', url: `/api/core/users?person=${reg}`, headers: admin });
    expect(none.json()).toEqual([]);

    const created = await app.inject({ method: 'POST', url: '/api/core/users?syncPerson=1', headers: sessions['writer@master'], payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'dana@example.com', personRegistration: reg, profiles: ['SALES'], locale: 'fr', lastName: 'Scully' });
    // the person is linked, not copied
    const persons = await app.inject({ method: 'GET', url: '/api/person/persons?lastName=Scully', headers: admin });
    expect(persons.json()).toHaveLength(1);

    // what the diagram reads to put usernames on its persons
    const found = await app.inject({ method: 'GET', url: `/api/core/users?personRegistration=${reg},NOPE&projection=username,personRegistration`, headers: admin });
    expect(found.json().map((u: Record<string, unknown>) => [u.username, u.personRegistration])).toEqual([['dana@example.com', reg]]);
  });

  it('a person given twice gets one user: the second is refused as a duplicate username', async () => {
    const fox = await person({ type: 'I', lastName: 'Mulder' });
    const body = quickAddUser('fox@master', fox, undefined);
    expect(body.profiles).toEqual(['CLIENT']);
    expect((await app.inject({ method: 'POST', url: '/api/core/users?syncPerson=1', headers: admin, payload: body })).statusCode).toBe(201);
    const again = await app.inject({ method: 'POST', url: '/api/core/users?syncPerson=1', headers: admin, payload: body });
    expect(again.statusCode).toBe(409);
  });

  it('the current user answers its person and organization, the users page diagram’s center', async () => {
    const org = await person({ type: 'O', name: 'Lone Gunmen' });
    const byers = await person({ type: 'I', lastName: 'Byers' });
    await createUser(app, admin, 'byers@master', { personRegistration: byers.registration, orgaRegistration: org.registration });
    const me = await app.inject({ method: 'GET', url: '/api/core/users/current', headers: await signIn(app, 'byers@master', 'Str0ng-Passw0rd!') });
    expect(me.json()).toMatchObject({ personRegistration: byers.registration, orgaRegistration: org.registration });
  });
});
