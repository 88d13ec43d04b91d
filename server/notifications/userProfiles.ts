import type { AppContext } from '../context.ts';

/** The profiles of a user of `tenant` (none when the user or the User entity is missing). */
export function userProfiles(ctx: AppContext, tenant: string, username: string): Promise<string[]> {
  return ctx.db.withTenant(tenant, async (q) => {
    if (!ctx.registry.has('User')) return [];
    const user = await ctx.store.get(q, ctx.registry.get('User'), username).catch(() => null);
    return Array.isArray(user?.profiles) ? (user.profiles as string[]) : [];
  });
}
