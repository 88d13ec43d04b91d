import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config.ts';

/** Session tokens of this worker by user: the first sign-in of a user goes through the login page, the next ones reuse it. */
const sessions = new Map<string, string>();
const TOKEN_KEY = 'tabula.auth.token';

/** Signs in through the login page (admin@master unless told) and keeps the session for the next sign-ins of that user. */
export async function signInThroughLoginPage(page: Page, username = 'admin@master', password = E2E_ADMIN_PASSWORD): Promise<void> {
  await page.goto('/authentication/login-page');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('current-user')).toHaveText(username);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  if (token) sessions.set(`${username}\n${password}`, token);
}

/**
 * Signs in as admin@master unless told and opens the home page. The first time for a user this goes
 * through the login page ({@link signInThroughLoginPage}); later the page starts with that user's
 * stored session instead (as a reload would), which saves a page load and a password check per test.
 * A session that no longer holds (signed out, revoked) is dropped and the login page is used again.
 */
export async function signIn(page: Page, username = 'admin@master', password = E2E_ADMIN_PASSWORD): Promise<void> {
  const key = `${username}\n${password}`;
  const token = sessions.get(key);
  if (!token) return signInThroughLoginPage(page, username, password);
  // a same-origin answer that is not the app, to write the token before the app starts
  await page.goto('/api/core/ping');
  await page.evaluate(([k, t]) => localStorage.setItem(k, t), [TOKEN_KEY, token]);
  await page.goto('/');
  const user = page.getByTestId('current-user');
  await expect(user.or(page.getByTestId('login-username'))).toBeVisible();
  if ((await user.count()) && (await user.textContent()) === username) return;
  sessions.delete(key);
  return signInThroughLoginPage(page, username, password);
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
