import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';

type Rec = Record<string, unknown>;

/**
 * Inserts shipped configuration records in one statement: the first-start seeding of ~250 scripts
 * and lists per tenant, where a store write each (validation, counter, History) would cost seconds
 * on every start of a test server. The records are the shipped files (tested to pass the store's
 * validation); their registration is their name; the shipped file is their origin, so no History
 * entry is written. Records that already exist are left alone. Answers the names inserted.
 */
export async function bulkInsert(q: Queryable, info: EntityInfo, records: Rec[], username: string): Promise<string[]> {
  if (!records.length) return [];
  const rows = records.map((r) => ({ ...r, registration: r.name }));
  const { rows: inserted } = await q.query<{ name: string }>(
    `INSERT INTO ${info.table} (registration, name, data, created_by, updated_by)
     SELECT r ->> 'name', r ->> 'name', r, $2, $2 FROM jsonb_array_elements($1::jsonb) AS r
     ON CONFLICT DO NOTHING
     RETURNING name`,
    [JSON.stringify(rows), username],
  );
  return inserted.map((r) => r.name).sort();
}
