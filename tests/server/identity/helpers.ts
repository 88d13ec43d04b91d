import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build } from '../../../server/app.ts';

export const ADMIN_PASSWORD = 'Identity-test-Passw0rd';
export const USER_PASSWORD = 'Str0ng-Passw0rd!';

export type Headers = { authorization: string };

/** One server per test file (PGlite in memory). */
export function buildApp(): Promise<FastifyInstance> {
  return build({ adminPassword: ADMIN_PASSWORD, logger: false, demoData: false });
}

export async function login(app: FastifyInstance, username: string, password: string, tenant?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username, password, ...(tenant ? { tenant } : {}) } });
}

/** Signs in and answers the Authorization header to send. */
export async function signIn(app: FastifyInstance, username = 'admin@master', password = ADMIN_PASSWORD): Promise<Headers> {
  const res = await login(app, username, password);
  if (res.statusCode !== 200 || !res.headers.authorization) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return { authorization: String(res.headers.authorization) };
}

/** Creates a user (as the admin of `headers`) with a password and profiles. */
export async function createUser(app: FastifyInstance, headers: Headers, username: string, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/core/users',
    headers,
    payload: { username, lastName: username.split('@')[0], password: USER_PASSWORD, profiles: [], ...extra },
  });
  if (res.statusCode !== 201) throw new Error(`creating ${username} failed: ${res.body}`);
  return res;
}

/**
 * Sets the master tenant's profile permissions (`{PROFILE: [permissions]}`), creates one user per
 * entry of `users` (`{username: PROFILE}`) and signs each in: their sessions, by username.
 */
export async function usersWithProfiles(
  app: FastifyInstance,
  admin: Headers,
  profiles: Record<string, string[]>,
  users: Record<string, string>,
): Promise<Record<string, Headers>> {
  const put = await app.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: admin, payload: profiles });
  if (put.statusCode !== 200) throw new Error(`profile permissions: ${put.body}`);
  const sessions: Record<string, Headers> = {};
  for (const [username, profile] of Object.entries(users)) {
    await createUser(app, admin, username, { profiles: [profile] });
    sessions[username] = await signIn(app, username, USER_PASSWORD);
  }
  return sessions;
}

/** The access log entries of a user (as the admin of `headers`). */
export async function accessLogs(app: FastifyInstance, headers: Headers, username: string): Promise<Record<string, unknown>[]> {
  const res = await app.inject({ method: 'GET', url: `/api/system/access-logs?username=${encodeURIComponent(username)}&range=0-99`, headers });
  if (res.statusCode !== 200) throw new Error(`access logs: ${res.body}`);
  return res.json();
}
