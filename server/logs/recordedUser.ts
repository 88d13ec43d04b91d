/**
 * The tenant a username belongs to (`name@tenant`), for the field rules of an audit or log entry:
 * an administrator of the master tenant acting in another tenant is recorded under its own name,
 * which the rules check against its home tenant, not the tenant the entry is written in.
 */
export function homeTenantOf(username: string | null | undefined): string | undefined {
  if (!username) return undefined;
  const at = username.lastIndexOf('@');
  return at > 0 ? username.slice(at + 1) : undefined;
}

/** The username to record: null for the server itself (`system`), which is nobody's account. */
export function personOf(username: string | null | undefined): string | null {
  return username && username !== 'system' ? username : null;
}
