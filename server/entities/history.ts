import type { EntityInfo } from '../../engine/registry/types.ts';
import { AUDIT_COLLECTIONS } from './auditCollections.ts';
import type { Queryable } from '../db/Database.ts';

/** One changed field of a record: its path, the value before and after. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

export type HistoryAction = 'CREATE' | 'UPDATE' | 'DELETE' | 'TRANSITION';

export interface HistoryEntry {
  info: EntityInfo;
  registration: string;
  username: string;
  action: HistoryAction;
  changes: FieldChange[];
}

export interface HistoryWriter {
  write(q: Queryable, entry: HistoryEntry): Promise<void>;
}

/** Sequence that numbers History registrations (HIS + 10 digits) without a per-tenant hot row. */
export const HISTORY_SEQUENCE = 'history_registration_seq';

/** Objects nested deeper than this are compared whole. */
const DIFF_DEPTH = 2;

type Rec = Record<string, unknown>;
const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function diffInto(before: Rec, after: Rec, prefix: string, depth: number, out: FieldChange[]): void {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const key of keys) {
    const a = before[key];
    const b = after[key];
    if (same(a, b)) continue;
    const field = prefix ? `${prefix}.${key}` : key;
    if (depth < DIFF_DEPTH && isObject(a) && isObject(b)) diffInto(a, b, field, depth + 1, out);
    else out.push({ field, old: a ?? null, new: b ?? null });
  }
}

/**
 * Fields that differ between two versions of a record; objects changed on both sides are compared
 * field by field (`translations.menu.save`), so one change to a large object stays small.
 */
export function diffRecords(before: Rec, after: Rec): FieldChange[] {
  const out: FieldChange[] = [];
  diffInto(before, after, '', 0, out);
  return out;
}

/**
 * Writes History entries (who, when, which fields with old and new values) into the History
 * collection, in the same transaction as the change: a change and its entry are stored together or
 * not at all. Changes to History itself and to the other audit collections (audits, logs, events)
 * are not recorded; without a History entity nothing is written.
 */
export function createHistoryWriter(historyInfo: EntityInfo | undefined): HistoryWriter {
  return {
    async write(q, entry) {
      // the audit trail and the logs are records of their own: a History of them would only repeat them
      if (!historyInfo || AUDIT_COLLECTIONS.has(entry.info.name)) return;
      const { prefix, digits } = historyInfo.registration;
      const data = {
        name: `${entry.info.name} ${entry.registration}`,
        entityName: entry.info.name,
        entityRegistration: entry.registration,
        date: new Date().toISOString(),
        username: entry.username,
        type: entry.action,
        value: entry.changes,
      };
      await q.query(
        `INSERT INTO ${historyInfo.table} (registration, name, data, created_by, updated_by)
         VALUES ($1 || lpad(nextval('${HISTORY_SEQUENCE}')::text, ${Number(digits)}, '0'), $2, $3, $4, $4)`,
        [prefix, data.name, data, entry.username],
      );
    },
  };
}
