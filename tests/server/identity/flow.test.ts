import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createUser, signIn, USER_PASSWORD, type Headers } from './helpers.ts';

let app: FastifyInstance;
let admin: Headers;

const post = (url: string, payload: Record<string, unknown>, headers?: Headers) => app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
  await app.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: admin, payload: { APPLICANT: ['read /api/person/persons'] } });
  await createUser(app, admin, 'applicant@master', { profiles: ['APPLICANT'] });
});
afterAll(() => app.close());

describe('flow mode access keys (/k/{accessKey}/p/{pageId})', () => {
  it('signs in as the key user on a page the key names, with that user’s permissions only', async () => {
    const made = await post('/api/core/auth/flow-keys', { username: 'applicant@master', pages: { apply: '/person/new', list: '/persons' }, expiresInHours: 2 }, admin);
    expect(made.statusCode, made.body).toBe(201);
    const { accessKey, links } = made.json();
    expect(links).toEqual({ apply: `/k/${accessKey}/p/apply`, list: `/k/${accessKey}/p/list` });
    const login = await post('/api/core/auth/flow/login', { accessKey, pageId: 'apply' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ username: 'applicant@master', flow: { pageId: 'apply', path: '/person/new', pages: ['apply', 'list'] } });
    const session = { authorization: String(login.headers.authorization) };
    expect((await app.inject({ method: 'GET', url: '/api/person/persons', headers: session })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/financing/contracts', headers: session })).statusCode).toBe(403);
    // the key can be used again until it expires
    expect((await post('/api/core/auth/flow/login', { accessKey, pageId: 'list' })).statusCode).toBe(200);
  });

  it('refuses an unknown page, a tampered key, and the key used as a session or a one-time login', async () => {
    const { accessKey } = (await post('/api/core/auth/flow-keys', { username: 'applicant@master', pages: { apply: '/person/new' } }, admin)).json();
    const page = await post('/api/core/auth/flow/login', { accessKey, pageId: 'other' });
    expect(page.statusCode).toBe(404);
    expect(page.json().code).toBe('FLOW_PAGE_NOT_FOUND');
    const tampered = `${accessKey.slice(0, -4)}${accessKey.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const bad = await post('/api/core/auth/flow/login', { accessKey: tampered, pageId: 'apply' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('FLOW_KEY_INVALID');
    expect((await app.inject({ method: 'GET', url: '/api/person/persons', headers: { authorization: `Bearer ${accessKey}` } })).statusCode).toBe(401);
    expect((await post('/api/core/auth/token/login', { token: accessKey })).statusCode).toBe(401);
  });

  it('only lets permitted users make keys, for existing users and in-app paths', async () => {
    const applicant = await signIn(app, 'applicant@master', USER_PASSWORD);
    expect((await post('/api/core/auth/flow-keys', { username: 'applicant@master', pages: { a: '/persons' } }, applicant)).statusCode).toBe(403);
    expect((await post('/api/core/auth/flow-keys', { username: 'nobody@master', pages: { a: '/persons' } }, admin)).statusCode).toBe(404);
    const api = await post('/api/core/auth/flow-keys', { username: 'applicant@master', pages: { a: '/api/core/users' } }, admin);
    expect(api.statusCode).toBe(400);
    expect((await post('/api/core/auth/flow-keys', { username: 'applicant@master', pages: {} }, admin)).statusCode).toBe(400);
    expect((await post('/api/core/auth/flow-keys', { username: 'applicant@master', pages: { a: 'https://evil.example' } }, admin)).statusCode).toBe(400);
  });
});
