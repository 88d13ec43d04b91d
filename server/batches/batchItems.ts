import type { Queryable } from '../db/Database.ts';

/** The counts of a run's items (from batch_items, whatever instance processed them). */
export interface BatchCounts {
  nbTotal: number;
  nbDone: number;
  nbSuccess: number;
  nbWarning: number;
  nbError: number;
  nbPending: number;
}

export async function countItems(q: Queryable, registration: string): Promise<BatchCounts> {
  const { rows } = await q.query<Record<string, string | number>>(
    `SELECT count(*) AS total,
        count(*) FILTER (WHERE state = 'success') AS success,
        count(*) FILTER (WHERE state = 'warning') AS warning,
        count(*) FILTER (WHERE state = 'error') AS error,
        count(*) FILTER (WHERE state = 'pending') AS pending
      FROM batch_items WHERE batch = $1`,
    [registration],
  );
  const r = rows[0] ?? {};
  const n = (v: unknown) => Number(v ?? 0);
  const nbTotal = n(r.total);
  const nbPending = n(r.pending);
  return { nbTotal, nbDone: nbTotal - nbPending, nbSuccess: n(r.success), nbWarning: n(r.warning), nbError: n(r.error), nbPending };
}

/** The batch fields that show the counts: progress is a fraction (a percentage field shows 0.5 as 50 %). */
export function progressFields(c: BatchCounts): Record<string, number> {
  return {
    nbTotal: c.nbTotal,
    nbDone: c.nbDone,
    nbSuccess: c.nbSuccess,
    nbWarning: c.nbWarning,
    nbError: c.nbError,
    progress: c.nbTotal ? Math.round((c.nbDone / c.nbTotal) * 10_000) / 10_000 : 1,
  };
}
