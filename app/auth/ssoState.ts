/** What the client keeps while the browser is at the identity provider (seed 000 §4.3). */
export interface PendingSso {
  kind: 'oidc' | 'saml';
  id: string;
  /** The original URL to go back to after sign-in (the redirect parameter). */
  redirect: string;
  state?: string;
  nonce?: string;
  codeVerifier?: string;
}

const KEY = 'tabula.auth.sso';
/** The provider last used, so a later visit can sign in again automatically (autoOidc). */
const PROVIDER_KEY = 'tabula.auth.provider';

export const ssoState = {
  get(): PendingSso | null {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingSso | null;
    } catch {
      return null;
    }
  },
  set(pending: PendingSso | null): void {
    if (pending) sessionStorage.setItem(KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(KEY);
  },
  provider(): { kind: 'oidc' | 'saml'; id: string } | null {
    try {
      return JSON.parse(localStorage.getItem(PROVIDER_KEY) ?? 'null') as { kind: 'oidc' | 'saml'; id: string } | null;
    } catch {
      return null;
    }
  },
  rememberProvider(p: { kind: 'oidc' | 'saml'; id: string } | null): void {
    if (p) localStorage.setItem(PROVIDER_KEY, JSON.stringify(p));
    else localStorage.removeItem(PROVIDER_KEY);
  },
};
