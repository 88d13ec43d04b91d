import { AppError } from '../../engine/errors/AppError.ts';

/** The most records one transitions request may name. */
export const MAX_SELECTION = 1000;

/**
 * The record keys of a transitions request body: a list of registrations or ids, or of records
 * carrying `registration` or `_id` (what a list selection holds).
 */
export function selectionKeys(body: unknown): string[] {
  const list = Array.isArray(body) ? body : (body as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(list)) throw new AppError('INVALID_BODY_ARRAY');
  if (list.length > MAX_SELECTION) throw new AppError('INVALID_FIELD_IN_BODY', ['(body)', `at most ${MAX_SELECTION} records`]);
  return list.map((item, i) => {
    if (typeof item === 'string' && item) return item;
    const rec = item as { registration?: unknown; _id?: unknown } | null;
    const key = rec?.registration ?? rec?._id;
    if (typeof key !== 'string' || !key) throw new AppError('INVALID_FIELD_IN_BODY', [String(i), 'a registration, an id or a record']);
    return key;
  });
}
