/** The HTTP methods that only read. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a method reads ('read') or changes ('write') data. */
export function accessOf(method: string): 'read' | 'write' {
  return READ_METHODS.has(method.toUpperCase()) ? 'read' : 'write';
}

/**
 * The permission name a call on an entity collection needs: `read /api/financing/contracts` for
 * GET, `write /api/financing/contracts` for POST, PATCH, PUT and DELETE.
 */
export function entityPermission(method: string, apiPath: string): string {
  return `${accessOf(method)} ${apiPath}`;
}
