import type { AppContext } from '../context.ts';
import { isAdminLike } from '../../engine/permissions/index.ts';
import type { UserRecord } from './users.ts';

/** A context a user may work in: its own tenant, or a tenant it may impersonate. */
export interface UserContext {
  name: string;
  tenant: string;
}

export const MASTER_TENANT = 'master';

/** Whether the user may impersonate other tenants: master-tenant users with canImpersonate, or its main and super admins. */
export function mayImpersonate(homeTenant: string, user: UserRecord | null): boolean {
  if (homeTenant !== MASTER_TENANT || !user) return false;
  return user.canImpersonate === true || user.isMainAdmin === true || user.isSuperAdmin === true;
}

/** The user's contexts, its home tenant first (index 0 always ends an impersonation). */
export async function contextsOf(ctx: AppContext, homeTenant: string, user: UserRecord | null): Promise<UserContext[]> {
  const own = [{ name: homeTenant, tenant: homeTenant }];
  if (!mayImpersonate(homeTenant, user)) return own;
  const { rows } = await ctx.db.admin((q) => q.query<{ name: string }>('SELECT name FROM tenants WHERE name <> $1 ORDER BY name', [homeTenant]));
  return [...own, ...rows.map((r) => ({ name: r.name, tenant: r.name }))];
}

/** Admin flag carried by the session token (the permission hook re-reads the record anyway). */
export function adminFlag(user: UserRecord | null): boolean {
  return user ? isAdminLike(user) : false;
}
