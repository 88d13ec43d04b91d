import type { ProfilesPermissions } from '../../engine/permissions/index.ts';
import { PROFILES_PERMISSIONS } from '../auth/profilesPermissions.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { changedFields, writeAudit } from './audits.ts';
import { writeSystemLog } from './systemLog.ts';

/**
 * The audit of a change of the profilesPermissions configuration item, in its transaction: one
 * PERMISSIONS Audit naming the changed profiles, and a SystemLog line. Nothing when nothing changed.
 */
export async function recordPermissionsChange(ctx: AppContext, q: Queryable, username: string, before: ProfilesPermissions, after: ProfilesPermissions): Promise<void> {
  const profiles = changedFields(before, after);
  if (!profiles.length) return;
  await writeAudit(ctx, q, { username, entityName: null, entityRegistration: PROFILES_PERMISSIONS, action: 'PERMISSIONS', fields: profiles });
  await writeSystemLog(ctx, q, {
    name: 'Permissions changed',
    level: 'info',
    source: 'configuration',
    message: `${PROFILES_PERMISSIONS} saved by ${username} (profiles ${profiles.join(', ')})`,
    username,
    details: { item: PROFILES_PERMISSIONS, profiles },
  });
}
