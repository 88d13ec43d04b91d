import { tokenStore } from '../api/tokenStore.ts';

/** The SSO provider named by the stored session token (its `sso` claim), read without verification: only to pick the keep-alive route. */
export function ssoProviderOfToken(token = tokenStore.get()): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sso?: unknown };
    return typeof claims.sso === 'string' ? claims.sso : undefined;
  } catch {
    return undefined;
  }
}
