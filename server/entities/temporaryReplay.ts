import type { Queryable } from '../db/Database.ts';
import { temporaryIndexName } from '../db/entityIndexes.ts';

const SAVEPOINT = 'tabula_temporary_registration';

/** A unique violation of the table's temporary-registration index (entityIndexes.ts). */
function isTemporaryConflict(err: unknown, table: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === temporaryIndexName(table);
}

/**
 * Runs the INSERT of a record created with a temporary registration so that losing a race to a
 * concurrent replay of the same create is not an error: the database's unique index refuses the
 * second insert, the transaction goes back to before it (a savepoint, so it stays usable) and the
 * record the other request created is answered as `replayed`. Without a temporary registration
 * (`replay` undefined) the insert runs as is.
 */
export async function insertOrReplay<R>(
  q: Queryable,
  table: string,
  replay: (() => Promise<R | undefined>) | undefined,
  insert: () => Promise<{ rows: R[] }>,
): Promise<{ rows: R[]; replayed?: R }> {
  if (!replay) return insert();
  await q.exec(`SAVEPOINT ${SAVEPOINT}`);
  try {
    const result = await insert();
    await q.exec(`RELEASE SAVEPOINT ${SAVEPOINT}`);
    return result;
  } catch (err) {
    if (!isTemporaryConflict(err, table)) throw err;
    await q.exec(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
    // read committed: this statement sees the row the winning transaction committed
    const replayed = await replay();
    if (!replayed) throw err;
    return { rows: [], replayed };
  }
}
