import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';

/** Signs in through the login page as admin@master. */
export async function signIn(page: Page, username = 'admin@master', password = E2E_ADMIN_PASSWORD): Promise<void> {
  await page.goto('/authentication/login-page');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('current-user')).toHaveText(username);
}

type Rec = Record<string, unknown>;

/** The Authorization header of a fresh API session (admin@master unless told). */
export async function apiHeaders(request: APIRequestContext, username = 'admin@master', password = E2E_ADMIN_PASSWORD): Promise<Record<string, string>> {
  const login = await request.post('/api/core/auth/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  return { Authorization: String(login.headers().authorization) };
}

/** Signed-in API calls a test makes itself, to prepare records and check them. */
export async function adminApi(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  return {
    headers,
    create: async (path: string, data: Rec): Promise<Rec> => {
      const res = await request.post(path, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as Rec;
    },
    send: async (method: 'POST' | 'PATCH', path: string, data: Rec): Promise<Rec> => {
      const res = await request.fetch(path, { method, headers, data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return (await res.json()) as Rec;
    },
    get: async (path: string): Promise<Rec> => (await (await request.get(path, { headers })).json()) as Rec,
  };
}

/** A GET answered 200 with the session the page signed in with (its stored token). */
export async function pageGet(page: Page, path: string): Promise<APIResponse> {
  const token = await page.evaluate(() => localStorage.getItem('tabula.auth.token'));
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${String(token)}` } });
  expect(res.status(), await res.text()).toBe(200);
  return res;
}

/** The JSON body of {@link pageGet}. */
export const pageJson = async (page: Page, path: string): Promise<unknown> => (await pageGet(page, path)).json();
