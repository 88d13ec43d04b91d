import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createUser, signIn, USER_PASSWORD, type Headers } from './helpers.ts';

let app: FastifyInstance;
let admin: Headers;
let sales: Headers;
let nobody: Headers;

beforeAll(async () => {
  app = await buildApp();
  admin = await signIn(app);
  const put = await app.inject({
    method: 'PUT',
    url: '/api/core/profiles-permissions',
    headers: admin,
    payload: { TASKS_ONLY: ['read /api/core/tasks', 'write /api/core/tasks'], NOTHING: [] },
  });
  expect(put.statusCode).toBe(200);
  await createUser(app, admin, 'sales@master', { profiles: ['TASKS_ONLY'], name: 'Sofia Sales' });
  await createUser(app, admin, 'nobody@master', { profiles: ['NOTHING'], firstName: 'Noé', lastName: 'Body' });
  [sales, nobody] = await Promise.all(['sales', 'nobody'].map((u) => signIn(app, `${u}@master`, USER_PASSWORD)));
});
afterAll(() => app.close());

const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });

describe('GET /api/core/tasks/userNames (seed 002 §7 select sources)', () => {
  it('gives whoever may read tasks the users as select options sorted by name', async () => {
    expect((await get('/api/core/users', sales)).statusCode).toBe(403);
    const res = await get('/api/core/tasks/userNames?listMode=true', sales);
    expect(res.statusCode).toBe(200);
    const options = res.json() as { value: string; label: string }[];
    expect(options).toContainEqual({ value: 'sales@master', label: 'Sofia Sales' });
    expect(options).toContainEqual({ value: 'nobody@master', label: 'Noé Body' });
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
  });

  it('answers rows for the usernames asked (the reference-name reader), and nothing else', async () => {
    const res = await get('/api/core/tasks/userNames?registration=sales@master,unknown@master&projection=registration,name&range=0-1&count=false', sales);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ registration: 'sales@master', username: 'sales@master', name: 'Sofia Sales' }]);
    expect((await get('/api/core/tasks/userNames?registration=', sales)).json()).toEqual([]);
  });

  it('refuses whoever may not read tasks, and a repeated parameter', async () => {
    const refused = await get('/api/core/tasks/userNames?listMode=true', nobody);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PERMISSION_DENIED');
    const twice = await get('/api/core/tasks/userNames?registration=a&registration=b', sales);
    expect(twice.statusCode).toBe(400);
  });

  it('still lets the generic task routes answer', async () => {
    expect((await get('/api/core/tasks', sales)).statusCode).toBe(200);
  });
});
