import { valueAt } from '../lists/valueAt.ts';

type Rec = Record<string, unknown>;

/** What references in action values can point at. */
export interface ValueScope {
  record: Rec;
  username: string;
  transition: string;
  now: Date;
}

/**
 * Resolves the references of an action value (recursively in objects and lists): `$now` (ISO
 * date-time), `$today` (YYYY-MM-DD), `$user`, `$transition`, `$record.<path>`; `$$` escapes a
 * literal dollar. Anything else is kept as is.
 */
export function resolveValue(value: unknown, scope: ValueScope): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, scope));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, scope)]));
  }
  if (typeof value !== 'string' || !value.startsWith('$')) return value;
  if (value.startsWith('$$')) return value.slice(1);
  if (value === '$now') return scope.now.toISOString();
  if (value === '$today') return scope.now.toISOString().slice(0, 10);
  if (value === '$user') return scope.username;
  if (value === '$transition') return scope.transition;
  if (value.startsWith('$record.')) return valueAt(scope.record, value.slice('$record.'.length)) ?? null;
  return value;
}
