import { readFileSync } from 'node:fs';
import { AppError } from '../../engine/errors/AppError.ts';
import type { ProfilesPermissions } from '../../engine/permissions/index.ts';
import type { Queryable } from '../db/Database.ts';
import { projectPath } from '../rootDir.ts';

/** Configuration item name (seed 000 §3.2). */
export const PROFILES_PERMISSIONS = 'profilesPermissions';

/**
 * Used while a tenant has not saved its own: the shipped configuration item
 * (server/defaults/scripts/config/profilesPermissions.json, also synced into every tenant as its
 * profilesPermissions item), one permission set per job of a lender (docs/permissions.md).
 * ADMIN users pass every check through their admin flag.
 */
export const DEFAULT_PROFILES_PERMISSIONS: ProfilesPermissions = JSON.parse(
  readFileSync(projectPath('server', 'defaults', 'scripts', 'config', 'profilesPermissions.json'), 'utf8'),
) as ProfilesPermissions;

/** The tenant's profilesPermissions (the identity_config table until configuration items are scripts). */
export async function readProfilesPermissions(q: Queryable): Promise<ProfilesPermissions> {
  const { rows } = await q.query<{ value: ProfilesPermissions }>('SELECT value FROM identity_config WHERE name = $1', [PROFILES_PERMISSIONS]);
  return rows[0]?.value ?? DEFAULT_PROFILES_PERMISSIONS;
}

/** Checks the shape `{profile: [permission names]}`; anything else is refused with a field error. */
export function parseProfilesPermissions(body: unknown): ProfilesPermissions {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('INVALID_NON_EMPTY_OBJECT_FIELD', ['(body)']);
  for (const [profile, names] of Object.entries(body)) {
    if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || !n.trim())) {
      throw new AppError('INVALID_ARRAY_FIELD', [profile]);
    }
  }
  return body as ProfilesPermissions;
}

export async function writeProfilesPermissions(q: Queryable, value: ProfilesPermissions, username: string): Promise<void> {
  await q.query(
    `INSERT INTO identity_config (name, value, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (tenant, name) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [PROFILES_PERMISSIONS, value, username],
  );
}
