/**
 * A path with a `#/...` hash is redirected to the hash path (old hash-routed links), except under
 * /documentation where the hash is an anchor (seed 000 §2.1). Returns the target or undefined.
 */
export function hashRedirect(pathname: string, hash: string): string | undefined {
  if (pathname.startsWith('/documentation')) return undefined;
  if (!hash.startsWith('#/')) return undefined;
  return hash.slice(1);
}
