import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, signIn, usersWithProfiles, type Headers } from './helpers.ts';

let app: FastifyInstance;
let admin: Headers;
let users: Record<string, Headers>;

const OVERRIDES = [{ script: 'contract-layout', override: 'contract-layout-draft' }];

const scriptOverrides = async (h: Headers) => {
  const res = await app.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().scriptOverrides as unknown;
};
const patchUser = (h: Headers, username: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PATCH', url: `/api/core/users/${encodeURIComponent(username)}`, headers: h, payload });

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
  // a user manager may edit users, but is not an administrator
  users = await usersWithProfiles(
    app,
    admin,
    { MANAGER: ['read /api/core/users', 'write /api/core/users'], TESTER: ['read /api/financing/contracts'] },
    { 'manager@master': 'MANAGER', 'tester@master': 'TESTER' },
  );
}, 120_000);
afterAll(() => app?.close());

describe('scriptOverrides of the user configuration (seed 000 §3.5)', () => {
  it('is null for a user without overrides', async () => {
    expect(await scriptOverrides(users['tester@master'])).toBeNull();
  });

  it("is the map script -> override an administrator sets on the user's record", async () => {
    const res = await patchUser(admin, 'tester@master', { scriptOverrides: [...OVERRIDES, { script: 'person-layout', override: 'person-layout' }] });
    expect(res.statusCode, res.body).toBe(200);
    // overriding a script by itself says nothing: left out
    expect(await scriptOverrides(users['tester@master'])).toEqual({ 'contract-layout': 'contract-layout-draft' });
    // another user keeps the tenant's scripts
    expect(await scriptOverrides(users['manager@master'])).toBeNull();
  });

  it('is refused to a user manager who is not an administrator, who may still edit the rest of the user', async () => {
    const refused = await patchUser(users['manager@master'], 'tester@master', { scriptOverrides: [{ script: 'contract-layout', override: 'mine' }] });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, code: 'PERMISSION_DENIED', message: 'Permission "grant scriptOverrides" is required' });
    const cleared = await patchUser(users['manager@master'], 'tester@master', { scriptOverrides: null });
    expect(cleared.statusCode).toBe(403);
    // the stored overrides sent back with a form's other fields are no change
    const stored = (await app.inject({ method: 'GET', url: '/api/core/users/tester@master', headers: users['manager@master'] })).json().scriptOverrides as unknown;
    expect(stored).toHaveLength(2);
    const edited = await patchUser(users['manager@master'], 'tester@master', { firstName: 'Tess', scriptOverrides: stored });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await scriptOverrides(users['tester@master'])).toEqual({ 'contract-layout': 'contract-layout-draft' });
  });

  it('refuses a row without both names with a catalogued error', async () => {
    const res = await patchUser(admin, 'tester@master', { scriptOverrides: [{ script: 'contract-layout' }] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
    expect(typeof res.json().code).toBe('string');
    expect(await scriptOverrides(users['tester@master'])).toEqual({ 'contract-layout': 'contract-layout-draft' });
  });
});
