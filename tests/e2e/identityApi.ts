import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';

/** A password that passes the strength rules (and contains no user name). */
export const E2E_USER_PASSWORD = 'Journey-Passw0rd!';

/** The Authorization header of a password sign-in (no TOTP). */
export async function bearerOf(
  request: APIRequestContext,
  username = 'admin@master',
  password = E2E_ADMIN_PASSWORD,
): Promise<{ authorization: string }> {
  const res = await request.post('/api/core/auth/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  const authorization = res.headers().authorization;
  expect(authorization).toMatch(/^Bearer /);
  return { authorization };
}

/** A user name unique to this run, in tenant master. */
export const uniqueUsername = (prefix: string) => `${prefix}-${Date.now().toString(36)}@master`;

/** Creates a user of tenant master with profiles (as admin), then sets its password through the admin route. */
export async function createUserWithPassword(
  request: APIRequestContext,
  admin: { authorization: string },
  username: string,
  profiles: string[],
): Promise<void> {
  const created = await request.post('/api/core/users', {
    headers: admin,
    data: { username, lastName: username.split('@')[0], profiles },
  });
  expect(created.status(), await created.text()).toBe(201);
  const password = await request.post(`/api/core/users/${encodeURIComponent(username)}/password`, {
    headers: admin,
    data: { password: E2E_USER_PASSWORD },
  });
  expect(password.status(), await password.text()).toBe(200);
}

/** Adds profiles to the tenant's profilesPermissions configuration item, keeping the others. */
export async function addProfiles(
  request: APIRequestContext,
  admin: { authorization: string },
  profiles: Record<string, string[]>,
): Promise<void> {
  const current = await request.get('/api/core/profiles-permissions', { headers: admin });
  expect(current.status(), await current.text()).toBe(200);
  const saved = await request.put('/api/core/profiles-permissions', {
    headers: admin,
    data: { ...(await current.json()), ...profiles },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
