import type { ListQuery } from './types.ts';

/** Keeps or drops top-level fields of a record as a projection says (seed 001: `-_id,registration`). */
export function applyProjection<T extends Record<string, unknown>>(
  record: T,
  projection: ListQuery['projection'],
): Partial<T> {
  if (!projection) return record;
  const keys = projection.include.length ? projection.include.map((f) => f.split('.')[0]) : Object.keys(record);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (!projection.exclude.includes(key) && key in record) out[key] = record[key];
  }
  return out as Partial<T>;
}
