import type { UserPreference } from '../../schemas/generated/entities.ts';
import { AppError } from '../../engine/errors/AppError.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../entities/records.ts';

/** The preference types of seed 000 §3.6 (UI is the theming preference, group THEMING). */
export const PREFERENCE_TYPES = ['TABLE_CONFIGURATION', 'SEARCH_FILTER', 'PINNED_ITEM', 'UI'] as const;

/** A preference as the client sees it. */
export interface PreferenceItem {
  _id: string;
  groupId: string | null;
  type: string | null;
  value: unknown;
}

const toItem = (r: Record<string, unknown>): PreferenceItem => ({
  _id: String(r._id),
  groupId: (r.groupId as string | null) ?? null,
  type: (r.type as string | null) ?? null,
  value: r.value ?? null,
});

async function ownRecords(ctx: AppContext, q: Queryable, username: string): Promise<Record<string, unknown>[]> {
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${ctx.registry.get('UserPreference').table} WHERE data->>'username' = $1 ORDER BY created_at`,
    [username],
  );
  return rows.map(toRecord);
}

export async function listPreferences(ctx: AppContext, q: Queryable, username: string): Promise<PreferenceItem[]> {
  return (await ownRecords(ctx, q, username)).map(toItem);
}

/** Checks a preference body: a known type, a group, an object value. */
export function parsePreference(body: unknown): UserPreference & { _id?: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('MISSING_BODY_PAYLOAD');
  const b = body as Record<string, unknown>;
  if (typeof b.type !== 'string' || !(PREFERENCE_TYPES as readonly string[]).includes(b.type)) {
    throw new AppError('INVALID_FIELD_IN_BODY', ['type', `one of ${PREFERENCE_TYPES.join(', ')}`]);
  }
  if (b.groupId !== undefined && b.groupId !== null && typeof b.groupId !== 'string') throw new AppError('INVALID_STRING_FIELD', ['groupId']);
  if (!b.value || typeof b.value !== 'object' || Array.isArray(b.value)) throw new AppError('INVALID_NON_EMPTY_OBJECT_FIELD', ['value']);
  if (b._id !== undefined && typeof b._id !== 'string') throw new AppError('INVALID_STRING_FIELD', ['_id']);
  return { _id: b._id as string | undefined, groupId: (b.groupId as string | undefined) ?? null, type: b.type, value: b.value as Record<string, unknown> };
}

/**
 * Saves a preference of a user: `_id` updates that preference (it must be the user's own); a
 * theming (UI/THEMING) preference is unique per user, so saving it again replaces it.
 */
export async function savePreference(ctx: AppContext, q: Queryable, username: string, pref: UserPreference & { _id?: string }): Promise<PreferenceItem> {
  const info = ctx.registry.get('UserPreference');
  const mine = await ownRecords(ctx, q, username);
  const same = pref._id ? mine.find((p) => p._id === pref._id) : pref.type === 'UI' ? mine.find((p) => p.type === 'UI' && p.groupId === pref.groupId) : undefined;
  if (pref._id && !same) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['UserPreference', pref._id]);
  const data = { groupId: pref.groupId, type: pref.type, value: pref.value, username, name: `${pref.type} ${pref.groupId ?? ''}`.trim() };
  // Records are addressed by registration: the store's lookup by id is not used here.
  const saved = same ? await ctx.store.update(q, info, String(same.registration), data, { username }) : await ctx.store.create(q, info, data, { username });
  return toItem(saved);
}

export async function deletePreference(ctx: AppContext, q: Queryable, username: string, id: string): Promise<void> {
  const found = (await ownRecords(ctx, q, username)).find((p) => p._id === id);
  if (!found) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['UserPreference', id]);
  await ctx.store.remove(q, ctx.registry.get('UserPreference'), String(found.registration), { username });
}
