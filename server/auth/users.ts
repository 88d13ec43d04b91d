import type { User } from '../../schemas/generated/entities.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../entities/records.ts';

/** A User record as the API answers it (system fields included). */
export type UserRecord = User & { _id: string; registration: string } & Record<string, unknown>;

/**
 * The User record of a username in the current tenant, or null. A user's registration is its
 * username (the users plugin sees to it), but records created otherwise are found by username too.
 */
export async function findUser(ctx: AppContext, q: Queryable, username: string): Promise<UserRecord | null> {
  if (!ctx.registry.has('User')) return null;
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${ctx.registry.get('User').table}
     WHERE registration = $1 OR data->>'username' = $1 ORDER BY registration = $1 DESC LIMIT 1`,
    [username],
  );
  return rows[0] ? (toRecord(rows[0]) as UserRecord) : null;
}

/** Finds a user by its SSO id (the subject at the identity provider) or, failing that, by username. */
export async function findUserBySso(ctx: AppContext, q: Queryable, ssoId: string, username?: string): Promise<UserRecord | null> {
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${ctx.registry.get('User').table} WHERE data->>'ssoId' = $1 LIMIT 1`,
    [ssoId],
  );
  if (rows[0]) return toRecord(rows[0]) as UserRecord;
  return username ? findUser(ctx, q, username) : null;
}

/** Server-side changes of a user (lock, MFA, last login): versioned and audited like any write. */
export async function patchUser(ctx: AppContext, q: Queryable, username: string, patch: Partial<User>): Promise<void> {
  const user = await findUser(ctx, q, username);
  if (!user) return;
  await ctx.store.update(q, ctx.registry.get('User'), user.registration, patch, { username: 'system' });
}
