import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { valueAt } from './valueAt.ts';

/**
 * Whether a free-text search found rows only through fields the table does not show (seed 001 §2:
 * 'The search has found results on fields not displayed'): there are rows, and no visible column of
 * any of them contains the searched text.
 */
export function foundOnHiddenFields(records: readonly Record<string, unknown>[], visible: readonly ColumnDefinition[], search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle || !records.length) return false;
  const shows = (record: Record<string, unknown>) =>
    visible.some((c) => {
      const v = valueAt(record, c.name);
      return v !== undefined && v !== null && JSON.stringify(v).toLowerCase().includes(needle);
    });
  return !records.some(shows);
}
