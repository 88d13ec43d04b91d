import type { Database } from '../db/Database.ts';

/** What pg-boss calls to run its SQL (its `db` option). */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const LOCKED = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

/**
 * pg-boss's statements run on the server's own database, on either engine, as the owner: each one
 * in a transaction of its own (Database.admin). Its schema plans come as one text wrapped in
 * `BEGIN; … COMMIT;`: the wrapper is dropped (admin is the transaction) and the statements run
 * together; everything else is one statement with parameters.
 */
export function bossSql(db: Database): BossDb {
  return {
    executeSql: (text, values) => {
      const locked = LOCKED.exec(text);
      if (locked) return db.admin(async (q) => (await q.exec(locked[1]), { rows: [] }));
      return db.admin((q) => q.query(text, values ?? []));
    },
  };
}

/** The statements of a `BEGIN; … COMMIT;` plan of pg-boss, without the wrapper (for a migration). */
export function unlocked(plan: string): string {
  const locked = LOCKED.exec(plan);
  if (!locked) throw new Error('pg-boss plan is not a BEGIN; … COMMIT; text');
  return locked[1];
}
