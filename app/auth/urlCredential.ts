import { LOGIN_ROUTE } from './session.ts';

/** The query parameters of the login page that carry a sign-in credential. */
const CREDENTIAL_PARAMS = ['ticket', 'token'] as const;

/**
 * What the login page's address brought to sign in with: `ticket`, the single-use login ticket a
 * single sign-on callback sent the browser back with (OIDC form_post, SAML); `token`, a session
 * token (the explicit opt-in entry of seed 000 §3.5 allowOpenQueryToken:
 * /authentication/login-page?token=...).
 */
export interface UrlCredential {
  ticket?: string;
  token?: string;
}

let taken: UrlCredential | undefined;

/**
 * Takes the credential out of the login page's address, once, when the application starts (before
 * any request of the page): history.replaceState removes it from the address bar, so neither the
 * history, a reload, a bookmark nor a later request's Referer carries it. The login page then
 * spends it by POST ({@link takeUrlCredential}). Other pages' addresses are left alone.
 */
export function captureUrlCredential(location: Location = window.location, history: History = window.history): void {
  if (location.pathname !== LOGIN_ROUTE) return;
  const query = new URLSearchParams(location.search);
  // in the fragment too, as a provider may return its parameters there (seed 000 §4.3)
  const fragment = location.hash.includes('=') ? new URLSearchParams(location.hash.slice(1)) : undefined;
  const found: UrlCredential = {};
  let inFragment = false;
  for (const name of CREDENTIAL_PARAMS) {
    const value = query.get(name) ?? fragment?.get(name);
    if (value) found[name] = value;
    query.delete(name);
    if (fragment?.has(name)) {
      fragment.delete(name);
      inFragment = true;
    }
  }
  if (!found.ticket && !found.token) return;
  taken = found;
  const search = query.toString();
  const hash = inFragment ? (fragment?.toString() ? `#${fragment.toString()}` : '') : location.hash;
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${hash}`);
}

/** The credential {@link captureUrlCredential} took, handed out once (undefined afterwards). */
export function takeUrlCredential(): UrlCredential | undefined {
  const credential = taken;
  taken = undefined;
  return credential;
}
