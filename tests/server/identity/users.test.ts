import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createUser, login, signIn, USER_PASSWORD, type Headers } from './helpers.ts';

let app: FastifyInstance;
let admin: Headers;
let bob: Headers;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

function multipart(name: string, data: Buffer, type = 'image/png') {
  const boundary = '----tabula-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
  await app.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: admin, payload: { READER: ['read all'] } });
  await createUser(app, admin, 'bob@master', { profiles: ['READER'] });
  bob = await signIn(app, 'bob@master', USER_PASSWORD);
});
afterAll(() => app.close());

describe('users', () => {
  it('makes the username the registration and keeps the password out of the record', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/core/users/bob@master', headers: admin });
    expect(res.json()).toMatchObject({ registration: 'bob@master', username: 'bob@master' });
    expect(res.json()).not.toHaveProperty('password');
  });

  it('answers ?username= for the uniqueness check and refuses a duplicate with 409', async () => {
    const taken = await app.inject({ method: 'GET', url: '/api/core/users?username=bob@master', headers: admin });
    expect(taken.json()).toHaveLength(1);
    const free = await app.inject({ method: 'GET', url: '/api/core/users?username=nobody-yet@master', headers: admin });
    expect(free.json()).toEqual([]);
    const dup = await app.inject({ method: 'POST', url: '/api/core/users', headers: admin, payload: { username: 'bob@master', lastName: 'Again' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('VALUE_ALREADY_EXISTS');
  });

  it('refuses usernames breaking seed 000 §5.1 and weak passwords', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/core/users', headers: admin, payload: { username: 'bad name', lastName: 'X' } });
    expect(bad.statusCode).toBe(400);
    const otherTenant = await app.inject({ method: 'POST', url: '/api/core/users', headers: admin, payload: { username: 'x@test', lastName: 'X' } });
    expect(otherTenant.statusCode).toBe(400);
    const weak = await app.inject({ method: 'POST', url: '/api/core/users', headers: admin, payload: { username: 'weak@master', lastName: 'W', password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    const missing = await app.inject({ method: 'POST', url: '/api/core/users', headers: admin, payload: { lastName: 'W' } });
    expect(missing.json().code).toBe('MISSING_FIELD_IN_BODY');
  });

  it('?syncPerson=1 creates the person, or links an existing one', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/core/users?syncPerson=1', headers: admin, payload: { username: 'carol@master', firstName: 'Carol', lastName: 'King', email: 'carol@example.com' } });
    expect(res.statusCode).toBe(201);
    const reg = res.json().personRegistration;
    expect(reg).toBeTruthy();
    const person = await app.inject({ method: 'GET', url: `/api/person/persons/${reg}`, headers: admin });
    expect(person.json()).toMatchObject({ type: 'I', lastName: 'King', email: 'carol@example.com', username: 'carol@master' });
    const linked = await app.inject({ method: 'POST', url: '/api/core/users?syncPerson=1', headers: admin, payload: { username: 'carol2@master', lastName: 'King', personRegistration: reg } });
    expect(linked.json().personRegistration).toBe(reg);
    const unknown = await app.inject({ method: 'POST', url: '/api/core/users?syncPerson=1', headers: admin, payload: { username: 'carol3@master', lastName: 'K', personRegistration: 'NOPE' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets only privileged callers grant admin flags and only admins set passwords', async () => {
    await app.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: admin, payload: { READER: ['read all'], USERS: ['read all', 'write /api/core/users'] } });
    await createUser(app, admin, 'hr@master', { profiles: ['USERS'] });
    const hr = await signIn(app, 'hr@master', USER_PASSWORD);
    const grant = await app.inject({ method: 'PATCH', url: '/api/core/users/bob@master', headers: hr, payload: { isAdmin: true } });
    expect(grant.statusCode).toBe(403);
    const rename = await app.inject({ method: 'PATCH', url: '/api/core/users/bob@master', headers: hr, payload: { firstName: 'Bobby' } });
    expect(rename.statusCode).toBe(200);
    const pw = await app.inject({ method: 'POST', url: '/api/core/users/bob@master/password', headers: hr, payload: { password: 'N3w-strong-pass' } });
    expect(pw.statusCode).toBe(403);
    const weak = await app.inject({ method: 'POST', url: '/api/core/users/bob@master/password', headers: admin, payload: { password: 'alllowercase' } });
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    const ok = await app.inject({ method: 'POST', url: '/api/core/users/bob@master/password', headers: admin, payload: { password: 'N3w-strong-pass' } });
    expect(ok.statusCode).toBe(200);
    expect((await login(app, 'bob@master', 'N3w-strong-pass')).statusCode).toBe(200);
    // the new password revoked bob's sessions: the tests below go on with a new one
    expect((await app.inject({ method: 'GET', url: '/api/core/users/current', headers: bob })).statusCode).toBe(401);
    bob = await signIn(app, 'bob@master', 'N3w-strong-pass');
    const unknown = await app.inject({ method: 'POST', url: '/api/core/users/ghost@master/password', headers: admin, payload: { password: 'N3w-strong-pass' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('photo', () => {
  it('is missing at first: 404, or 204 with ?no404=1', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/core/users/bob@master/photo', headers: bob })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/core/users/bob@master/photo?no404=1', headers: bob })).statusCode).toBe(204);
  });

  it('is uploaded as multipart, served as binary and deleted', async () => {
    const up = await app.inject({ method: 'POST', url: '/api/core/users/bob@master/photo', ...multipart('me.png', PNG), headers: { ...bob, ...multipart('me.png', PNG).headers } });
    expect(up.statusCode).toBe(200);
    const got = await app.inject({ method: 'GET', url: '/api/core/users/bob@master/photo', headers: bob });
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const config = await app.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers: bob });
    expect(config.json().user.photo).toBe('/api/core/users/bob%40master/photo');
    expect((await app.inject({ method: 'DELETE', url: '/api/core/users/bob@master/photo', headers: bob })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/core/users/bob@master/photo?no404=1', headers: bob })).statusCode).toBe(204);
  });

  it('refuses a file that is not an image, a missing file, and another user without write permission', async () => {
    const text = multipart('evil.exe', Buffer.from('MZ not an image'));
    const bad = await app.inject({ method: 'POST', url: '/api/core/users/bob@master/photo', payload: text.payload, headers: { ...bob, ...text.headers } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_FILE_EXTENSION');
    const none = await app.inject({ method: 'POST', url: '/api/core/users/bob@master/photo', headers: bob, payload: { a: 1 } });
    expect(none.json().code).toBe('MISSING_FILE_IN_REQUEST');
    const png = multipart('me.png', PNG);
    const other = await app.inject({ method: 'POST', url: '/api/core/users/admin@master/photo', payload: png.payload, headers: { ...bob, ...png.headers } });
    expect(other.statusCode).toBe(403);
  });
});

describe('preferences (seed 000 §3.6)', () => {
  it('saves, updates, lists and deletes the preferences of the user, delivered in the user configuration', async () => {
    const url = '/api/core/users/bob@master/preferences';
    const table = await app.inject({ method: 'POST', url, headers: bob, payload: { groupId: 'persons', type: 'TABLE_CONFIGURATION', value: { columns: ['name'], pageSize: 50 } } });
    expect(table.statusCode).toBe(200);
    const id = table.json()._id;
    const updated = await app.inject({ method: 'POST', url, headers: bob, payload: { _id: id, groupId: 'persons', type: 'TABLE_CONFIGURATION', value: { columns: ['name', 'status'], pageSize: 20 } } });
    expect(updated.json()).toMatchObject({ _id: id, value: { pageSize: 20 } });
    await app.inject({ method: 'POST', url, headers: bob, payload: { groupId: 'THEMING', type: 'UI', value: { colorScheme: 'dark' } } });
    const theme = await app.inject({ method: 'POST', url, headers: bob, payload: { groupId: 'THEMING', type: 'UI', value: { colorScheme: 'light', darkModeBrightness: 100 } } });
    await app.inject({ method: 'POST', url, headers: bob, payload: { groupId: 'persons', type: 'PINNED_ITEM', value: { entityName: 'Person', registration: 'AUT00000001' } } });
    const config = (await app.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers: bob })).json();
    expect(config.userPreferences).toHaveLength(3);
    expect(config.userPreferences.find((p: { type: string }) => p.type === 'UI').value.colorScheme).toBe('light');
    const del = await app.inject({ method: 'DELETE', url: `${url}/${theme.json()._id}`, headers: bob });
    expect(del.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url, headers: bob })).json()).toHaveLength(2);
  });

  it('refuses bad preferences and other users’ preferences', async () => {
    const url = '/api/core/users/bob@master/preferences';
    expect((await app.inject({ method: 'POST', url, headers: bob, payload: { type: 'NOPE', value: {} } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url, headers: bob, payload: { type: 'UI', value: 'x' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: `${url}/00000000-0000-0000-0000-000000000000`, headers: bob })).statusCode).toBe(404);
    const other = await app.inject({ method: 'POST', url: '/api/core/users/admin@master/preferences', headers: bob, payload: { type: 'UI', value: {} } });
    expect(other.statusCode).toBe(403);
  });
});

describe('a deleted user', () => {
  it('keeps no admin rights through a token issued before the deletion', async () => {
    await createUser(app, admin, 'gone-admin@master', { isAdmin: true });
    const gone = await signIn(app, 'gone-admin@master', USER_PASSWORD);
    expect((await app.inject({ method: 'GET', url: '/api/core/users', headers: gone })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/core/users/gone-admin@master', headers: admin })).statusCode).toBe(204);
    // the deletion revoked its sessions (and the caller cache, 5 s per instance, is invalidated at once)
    const after = await app.inject({ method: 'GET', url: '/api/core/users', headers: gone });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });
});
