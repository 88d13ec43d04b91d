import { http } from '../api/http.ts';
import { tokenStore } from '../api/tokenStore.ts';

export interface CurrentUser {
  username: string;
  tenant: string;
  isAdmin: boolean;
  [key: string]: unknown;
}

export const LOGIN_ROUTE = '/authentication/login-page';
/** Delay before the logout redirect (seed 000 §9). */
export const LOGOUT_REDIRECT_MS = 400;

/** Signs in with a password; the token arrives in the response Authorization header. */
export async function login(username: string, password: string): Promise<CurrentUser> {
  const { data } = await http<CurrentUser>('POST', '/api/core/auth/login', { username, password });
  return data;
}

/** The signed-in user, or null when there is no valid session. */
export async function currentUser(): Promise<CurrentUser | null> {
  if (!tokenStore.get()) return null;
  try {
    return (await http<CurrentUser>('GET', '/api/core/users/current')).data;
  } catch {
    return null;
  }
}

/** Ends the session on the server and locally. */
export async function logout(): Promise<void> {
  await http('GET', '/api/core/auth/logout').catch(() => undefined);
  tokenStore.set(null);
}
