import { hasPermission, permissionsOfProfiles, type PermissionCheckOptions, type PermissionSubject } from '../../engine/permissions/index.ts';
import type { AppContext } from '../context.ts';
import type { SessionClaims } from './tokens.ts';
import { readProfilesPermissions } from './profilesPermissions.ts';
import { findUser, type UserRecord } from './users.ts';

/** The signed-in user of a request, with what it may do. */
export interface Caller {
  username: string;
  /** The tenant whose data the caller works on. */
  tenant: string;
  /** The tenant of the caller's User record (differs from `tenant` while impersonating). */
  homeTenant: string;
  user: UserRecord | null;
  profiles: string[];
  subject: PermissionSubject & { userPermissions: Record<string, true> };
  can(permission: string, options?: PermissionCheckOptions): boolean;
}

/** Permissions are re-read at most this often per user and instance (changes made here apply at once). */
const TTL_MS = 5_000;

/** Resolves callers from session claims, with a short cache so a request costs no extra query. */
export class CallerResolver {
  private readonly cache = new Map<string, { at: number; caller: Caller }>();

  constructor(private readonly ctx: AppContext) {}

  async resolve(session: SessionClaims): Promise<Caller> {
    const homeTenant = session.home ?? session.tenant;
    const key = `${homeTenant}\u0000${session.username}\u0000${session.tenant}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.caller;
    const [user, config] = await this.ctx.db.withTenant(homeTenant, async (q) => [await findUser(this.ctx, q, session.username), await readProfilesPermissions(q)] as const);
    const profiles = user?.profiles ?? [];
    const subject = {
      // from the stored user only: the token of a deleted admin must not keep admin rights
      isAdmin: user?.isAdmin === true,
      isMainAdmin: user?.isMainAdmin === true,
      isSuperAdmin: user?.isSuperAdmin === true,
      userPermissions: permissionsOfProfiles(profiles, config),
    };
    const caller: Caller = {
      username: session.username,
      tenant: session.tenant,
      homeTenant,
      user,
      profiles,
      subject,
      can: (permission, options) => hasPermission(subject, permission, options),
    };
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { at: Date.now(), caller });
    return caller;
  }

  /** Forgets cached callers after a change of users or profile permissions. */
  invalidate(): void {
    this.cache.clear();
  }
}
