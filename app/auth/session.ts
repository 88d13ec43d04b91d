import type { SsoConfiguration, UserConfiguration } from '../../schemas/generated/shapes.ts';
import { ApiError } from '../api/ApiError.ts';
import { http } from '../api/http.ts';
import { tokenStore } from '../api/tokenStore.ts';

export interface CurrentUser {
  username: string;
  tenant: string;
  isAdmin: boolean;
  [key: string]: unknown;
}

/** A password sign-in either opens the session or asks for the TOTP code (seed 000 §4.3 session state). */
export interface MfaAnswer {
  mfaRequired: true;
  totpToken: string;
  mfaUserMethods: string[];
  username: string;
}
export type LoginAnswer = CurrentUser | MfaAnswer;

export const isMfaAnswer = (a: LoginAnswer): a is MfaAnswer => a.mfaRequired === true;

export const LOGIN_ROUTE = '/authentication/login-page';
/** Delay before the logout redirect (seed 000 §9). */
export const LOGOUT_REDIRECT_MS = 400;

/** Signs in with a password; the token arrives in the response Authorization header. */
export async function login(username: string, password: string, tenant?: string): Promise<LoginAnswer> {
  return (await http<LoginAnswer>('POST', '/api/core/auth/login', tenant ? { username, password, tenant } : { username, password })).data;
}

/** Second step of a sign-in with TOTP. */
export async function finishTotp(totpToken: string, code: string): Promise<CurrentUser> {
  return (await http<CurrentUser>('POST', '/api/core/auth/totp', { totpToken, code })).data;
}

/** Sign-in with a session token (the login page opened with ?token=, seed 000 §3.5 allowOpenQueryToken). */
export async function tokenLogin(token: string): Promise<CurrentUser & Record<string, unknown>> {
  return (await http<CurrentUser>('POST', '/api/core/auth/token/login', { token })).data;
}

/** Sign-in with the single-use login ticket a single sign-on callback sent the browser back with (OIDC form_post, SAML). */
export async function ticketLogin(ticket: string): Promise<CurrentUser & Record<string, unknown>> {
  return (await http<CurrentUser>('POST', '/api/core/auth/ticket/login', { ticket })).data;
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

/**
 * The user configuration (seed 000 §3.5). A failure other than 401 falls back to the current user
 * with an empty menu (seed 000 §8.2); a 401 is rethrown.
 */
export async function loadUserConfiguration(): Promise<UserConfiguration | null> {
  if (!tokenStore.get()) return null;
  try {
    return (await http<UserConfiguration>('GET', '/api/script/runs/user-configuration')).data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw err;
    const user = await currentUser();
    return user ? { user: { ...user, tenant: user.tenant }, menus: [], userPermissions: {} } : null;
  }
}

/** Ends the session on the server and locally. */
export async function logout(): Promise<void> {
  await http('GET', '/api/core/auth/logout').catch(() => undefined);
  tokenStore.set(null);
}

export const oidcConfiguration = async (oidcId: string) => (await http<SsoConfiguration>('GET', `/api/core/oidc/${encodeURIComponent(oidcId)}`)).data;

export async function oidcLogin(oidcId: string, body: { code: string; state: string; nonce?: string; codeVerifier?: string } | { accessToken: string }): Promise<CurrentUser> {
  return (await http<CurrentUser>('POST', `/api/core/oidc/${encodeURIComponent(oidcId)}/login`, body)).data;
}

/** The identity provider's sign-in URL; the original URL travels as RelayState and comes back with the token. */
export const samlLoginUrl = async (samlId: string, redirect?: string) =>
  (await http<{ loginUrl: string }>('GET', `/api/core/saml/${encodeURIComponent(samlId)}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`)).data.loginUrl;

export const samlLogoutUrl = async (samlId: string, sessionIndex: string, nameId: string) =>
  (await http<{ logoutUrl: string }>('POST', `/api/core/saml/${encodeURIComponent(samlId)}/logout`, { sessionIndex, nameId })).data.logoutUrl;

/** Keeps the session alive: the OIDC keep-alive for SSO sessions, the ping otherwise (both renew the token). */
export async function keepAlive(oidcId?: string): Promise<void> {
  await http('GET', oidcId ? `/api/core/oidc/${encodeURIComponent(oidcId)}/keep-alive` : '/api/core/ping');
}

/** Renews the SSO refresh token; answers its new issue time and lifetime. */
export async function renewSso(oidcId: string): Promise<{ ssoRefreshTokenIat: number; ssoRefreshTokenExpiresIn: number | null }> {
  return (await http<{ ssoRefreshTokenIat: number; ssoRefreshTokenExpiresIn: number | null }>('POST', `/api/core/oidc/${encodeURIComponent(oidcId)}/access-token`, { grantType: 'refresh_token' })).data;
}

/** Switches to another user context (tenant impersonation included); the answer's Authorization replaces the token. */
export async function switchContext(contextName: string): Promise<{ tenant: string; impersonatingTenant: string | null }> {
  return (await http<{ tenant: string; impersonatingTenant: string | null }>('GET', `/api/core/user-switch-context?contextName=${encodeURIComponent(contextName)}`)).data;
}
