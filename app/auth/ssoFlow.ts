import { oidcConfiguration, oidcLogin, samlLoginUrl, type CurrentUser } from './session.ts';
import { ssoState } from './ssoState.ts';

/** Sends the browser to the identity provider; state, nonce and verifier are kept unless the provider posts back (form_post). */
export async function startSso(kind: 'oidc' | 'saml', id: string, redirect: string): Promise<void> {
  ssoState.rememberProvider({ kind, id });
  if (kind === 'saml') {
    ssoState.set({ kind, id, redirect });
    window.location.assign(await samlLoginUrl(id, /^\/(?!\/)/.test(redirect) ? redirect : undefined));
    return;
  }
  const c = await oidcConfiguration(id);
  const keep = c.responseMode !== 'form_post';
  ssoState.set({ kind, id, redirect, ...(keep ? { state: c.state ?? undefined, nonce: c.nonce ?? undefined, codeVerifier: c.codeVerifier ?? undefined } : {}) });
  window.location.assign(String(c.authorizationUrl));
}

/**
 * Reads what the provider sent back: code and state in the query or in the hash, or its access
 * token. A single-use login ticket (OIDC form_post, SAML) was taken out of the address when the
 * application started (app/auth/urlCredential.ts).
 */
export function ssoReturn(location: Location): { code?: string; state?: string; accessToken?: string } {
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const pick = (k: string) => query.get(k) ?? hash.get(k) ?? undefined;
  return { code: pick('code'), state: pick('state'), accessToken: pick('access_token') ?? pick('accessToken') };
}

export type SsoOutcome = { user: CurrentUser; redirect: string } | { restarted: true } | null;

/**
 * Finishes an OIDC sign-in when the provider sent the browser back with a code: a state that
 * differs from the stored one restarts the sign-in with a new redirect (seed 000 §4.3 step 3).
 */
export async function finishOidc(location: Location): Promise<SsoOutcome> {
  const pending = ssoState.get();
  const back = ssoReturn(location);
  if (!pending || pending.kind !== 'oidc' || (!back.code && !back.accessToken)) return null;
  if (back.code && back.state !== pending.state) {
    await startSso('oidc', pending.id, pending.redirect);
    return { restarted: true };
  }
  ssoState.set(null);
  const body = back.accessToken
    ? { accessToken: back.accessToken }
    : { code: String(back.code), state: String(back.state), nonce: pending.nonce, codeVerifier: pending.codeVerifier };
  return { user: await oidcLogin(pending.id, body), redirect: pending.redirect };
}
