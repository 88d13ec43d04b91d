import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';

/** One changed field of a record: its path, the value before and after. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

export interface HistoryEntry {
  info: EntityInfo;
  registration: string;
  username: string;
  action: 'create' | 'update' | 'delete' | 'transition';
  changes: FieldChange[];
}

export interface HistoryWriter {
  write(q: Queryable, entry: HistoryEntry): Promise<void>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Top-level fields that differ between two versions of a record. */
export function diffRecords(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((k) => !same(before[k], after[k]))
    .sort()
    .map((k) => ({ field: k, old: before[k] ?? null, new: after[k] ?? null }));
}

/**
 * Writes History entries into the History collection table (in the same transaction as the change,
 * so a change and its audit entry are stored together or not at all). Without a History entity,
 * nothing is written.
 */
export function createHistoryWriter(historyInfo: EntityInfo | undefined): HistoryWriter {
  return {
    async write(q, entry) {
      if (!historyInfo || entry.info.name === historyInfo.name) return;
      const data = {
        entityName: entry.info.name,
        entityRegistration: entry.registration,
        date: new Date().toISOString(),
        username: entry.username,
        type: entry.action,
        value: entry.changes,
      };
      await q.query(
        `INSERT INTO ${historyInfo.table} (registration, name, status, data, created_by, updated_by)
         VALUES (gen_random_uuid()::text, $1, $2, $3, $4, $4)`,
        [`${entry.info.name} ${entry.registration}`, entry.action, data, entry.username],
      );
    },
  };
}
