import { AppError } from '../../engine/errors/AppError.ts';

/**
 * PGlite's stand-in for `statement_timeout`, which it never fires (one connection, no signal to
 * cancel a running statement): the server's own timer. Each call of a tenant transaction into the
 * database is timed; a call still running after `timeoutMs` makes the transaction's request answer
 * 503 QUERY_TIMEOUT at once ({@link StatementGuard.bound}), while the statement, which nothing can
 * interrupt, finishes in the background and holds the database until then. The transaction is
 * then over: no further statement is sent and it rolls back instead of committing, so a write
 * whose request answered QUERY_TIMEOUT is never stored. PGlite in the server's own thread blocks
 * the event loop while a statement runs, so no timer can fire: a call found to have run past the
 * timeout when it returns counts as timed out all the same (its answer comes late, but the same).
 */
export class StatementGuard {
  private timedOutError: AppError | undefined;
  private reject: ((err: AppError) => void) | undefined;
  /** Rejects with QUERY_TIMEOUT when a timed call outlasts the timeout; never resolves. */
  private readonly expired = new Promise<never>((_, reject) => (this.reject = reject));

  constructor(private readonly timeoutMs: number) {
    // observed only through bound(): a transaction that never times out leaves it pending
    this.expired.catch(() => undefined);
  }

  /** Whether a call of the transaction outlasted the timeout. */
  get timedOut(): boolean {
    return this.timedOutError !== undefined;
  }

  /** Throws QUERY_TIMEOUT once the transaction timed out (nothing more is sent to the database). */
  check(): void {
    if (this.timedOutError) throw this.timedOutError;
  }

  /**
   * Sends `send()`'s call unless the transaction timed out already; answers it within the
   * timeout, past it QUERY_TIMEOUT while the call goes on.
   */
  async time<T>(send: () => Promise<T>): Promise<T> {
    this.check();
    const started = performance.now();
    const call = send();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.expire()), this.timeoutMs);
    });
    try {
      const result = await Promise.race([call, late]);
      if (performance.now() - started >= this.timeoutMs) throw this.expire();
      return result;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The transaction's outcome, or QUERY_TIMEOUT as soon as one of its calls outlasts the timeout. */
  bound<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.expired]);
  }

  private expire(): AppError {
    this.timedOutError ??= new AppError('QUERY_TIMEOUT');
    this.reject?.(this.timedOutError);
    return this.timedOutError;
  }
}
