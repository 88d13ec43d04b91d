/** Query parameters that choose how to sign in (seed 000 §4.3): they belong to the login page, not to the page asked for. */
const SIGN_IN_PARAMS = ['oidc', 'saml', 'autoOidc'] as const;

/**
 * Where a visit without a session goes: the login page, with the original URL as `redirect` and
 * the sign-in choice (?oidc=, ?saml=, ?autoOidc=) moved from that URL to the login page, so that
 * /contracts?oidc=corp starts the sign-in at provider corp and comes back to /contracts.
 */
export function loginPath(loginRoute: string, pathname: string, search: string): string {
  const original = new URLSearchParams(search);
  const login = new URLSearchParams();
  for (const name of SIGN_IN_PARAMS) {
    const value = original.get(name);
    if (value === null) continue;
    login.set(name, value);
    original.delete(name);
  }
  const rest = original.toString();
  login.set('redirect', pathname + (rest ? `?${rest}` : ''));
  return `${loginRoute}?${login.toString()}`;
}
