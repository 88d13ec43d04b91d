/** Who is asking: the admin flags of the user and the permissions its profiles grant. */
export interface PermissionSubject {
  isAdmin?: boolean | null;
  isMainAdmin?: boolean | null;
  isSuperAdmin?: boolean | null;
  /** Another privileged flag of the caller (e.g. a system job) that passes every check. */
  isPrivileged?: boolean | null;
  /** Permission name -> true, as delivered in the user configuration (seed 000 §3.5). */
  userPermissions?: Readonly<Record<string, boolean>> | null;
}

export interface PermissionCheckOptions {
  /** No fallback to the read-all / write-all permissions. */
  strict?: boolean;
  /** Admin flags do not pass the check by themselves. */
  excludeAdmins?: boolean;
  /** Entity read by a 'read ...' check: 'get {entity}' is then accepted too. */
  entity?: string;
}

/** Grants every 'read ...' permission unless the check is strict. */
export const READ_ALL = 'read all';
/** Grants every 'write ...' permission unless the check is strict. */
export const WRITE_ALL = 'write all';

/** True when the subject holds one of the admin flags (admin, main admin, super admin). */
export function isAdminLike(subject: PermissionSubject): boolean {
  return subject.isAdmin === true || subject.isMainAdmin === true || subject.isSuperAdmin === true;
}

/**
 * The permission naming every collection of an API domain: 'read /api/billing/invoices' ->
 * 'read /api/billing/*'; null for a name of another shape.
 */
export function domainWildcard(permission: string): string | null {
  const match = /^(read|write) (\/api\/[^/]+\/)[^/]+$/.exec(permission);
  return match ? `${match[1]} ${match[2]}*` : null;
}

/**
 * The one permission check of seed 000 §6, used by the server on every route and by the UI.
 * Admins pass unless excluded; a privileged flag passes; otherwise the named permission must be
 * granted, where 'read X' falls back to its domain's wildcard ('read /api/billing/*') then
 * {@link READ_ALL}, and 'write X' to its domain's wildcard then {@link WRITE_ALL}, unless strict, and a read of an entity also accepts 'get {entity}'.
 */
export function hasPermission(subject: PermissionSubject, permission: string, options: PermissionCheckOptions = {}): boolean {
  if (!options.excludeAdmins && isAdminLike(subject)) return true;
  if (subject.isPrivileged === true) return true;
  const granted = subject.userPermissions ?? {};
  if (granted[permission] === true) return true;
  const isRead = permission.startsWith('read ');
  if (isRead && options.entity && granted[`get ${options.entity}`] === true) return true;
  if (options.strict) return false;
  const domain = domainWildcard(permission);
  if (domain && granted[domain] === true) return true;
  if (isRead) return granted[READ_ALL] === true;
  if (permission.startsWith('write ')) return granted[WRITE_ALL] === true;
  return false;
}
