/** profilesPermissions (seed 000 §3.2): profile name -> the permission names it grants. */
export type ProfilesPermissions = Readonly<Record<string, readonly string[]>>;

/** The user permissions (name -> true) granted by a user's profiles. */
export function permissionsOfProfiles(
  profiles: readonly string[] | null | undefined,
  profilesPermissions: ProfilesPermissions,
): Record<string, true> {
  const granted: Record<string, true> = {};
  for (const profile of profiles ?? []) {
    for (const name of profilesPermissions[profile] ?? []) granted[name] = true;
  }
  return granted;
}
