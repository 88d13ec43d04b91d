import { AppError } from '../errors/AppError.ts';

/** Largest page a client may ask for, deepest offset allowed (deep OFFSET is capped), default page. */
export const MAX_PAGE_SIZE = 1000;
export const MAX_OFFSET = 100_000;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * `range=0-19` -> offset 0, size 20 (inclusive bounds, seed 002 §7). Sizes above MAX_PAGE_SIZE are
 * cut; an offset above MAX_OFFSET is refused (keyset paging with `after` goes further).
 */
export function parseRange(text: string | undefined): { offset: number; size: number } {
  if (text === undefined || text === '') return { offset: 0, size: DEFAULT_PAGE_SIZE };
  const m = /^(\d{1,9})-(\d{1,9})$/.exec(text.trim());
  if (!m) throw new AppError('INVALID_FIELD_IN_QUERY', ['range', 'expected start-end, e.g. 0-19']);
  const start = Number(m[1]);
  const end = Number(m[2]);
  if (end < start) throw new AppError('INVALID_FIELD_IN_QUERY', ['range', 'end is before start']);
  if (start > MAX_OFFSET) {
    throw new AppError('INVALID_FIELD_IN_QUERY', ['range', `offset above ${MAX_OFFSET}: narrow the search or page with after=`]);
  }
  return { offset: start, size: Math.min(end - start + 1, MAX_PAGE_SIZE) };
}
