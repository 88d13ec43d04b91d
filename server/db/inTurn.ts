import type { Queryable } from './Database.ts';

/**
 * The statements of one transaction, run one after the other in the order they were given, also
 * when the caller gives the next before the last one answered (a `Promise.all` over one
 * transaction). A connection runs one statement at a time: `pg` queues a second `client.query`
 * with a deprecation warning (removed in pg 9), and the first statement carries the transaction's
 * start (BEGIN and the tenant settings), so a statement sent beside it could run outside it. A
 * failed statement does not stop the ones after it (each answers its own error).
 */
export function inTurn<Q extends Queryable>(q: Q): Q {
  let last: Promise<unknown> = Promise.resolve();
  const next = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = last.then(run);
    last = turn.catch(() => undefined);
    return turn;
  };
  return {
    ...q,
    query: <R>(sql: string, params?: unknown[]) => next(() => q.query<R>(sql, params)),
    exec: (sql: string) => next(() => q.exec(sql)),
  };
}
