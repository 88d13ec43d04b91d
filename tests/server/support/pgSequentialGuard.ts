import pg from 'pg';

/**
 * Statements on one pg client are strictly sequential (docs/getting-started.md, Tests): a statement
 * is sent only once the previous one on that client has answered. node-postgres 8 still queues one
 * sent earlier, with a deprecation warning (`util.deprecate`: printed once per process, naming no
 * caller); pg 9 removes that.
 *
 * This guard, installed for every test file (tests/setup.ts) and in the global setup, records each
 * statement sent on a client that is still executing one, with the stack of the code that sent it,
 * and the run then fails on it: {@link PgSequentialGuard.check} (after each test and each file)
 * throws the first one recorded. The statement itself is still sent as pg would send it: throwing
 * at the call would leave its transaction half done (the ROLLBACK that follows would be a second
 * offence on the same client) and could poison the pool for the tests after it.
 *
 * pg's own check only fires from the third statement at once (it counts the queued statements, not
 * the one running); this one fires from the second, as the warning's text says ("already executing
 * a query"). pg's warning itself is caught too (process 'warning'), for a client this patch does
 * not reach. Other warnings are left alone.
 */

/** The start of node-postgres 8's warning (node_modules/pg/lib/client.js). */
export const ALREADY_EXECUTING_WARNING = 'Calling client.query() when the client is already executing a query';

/** Whether `warning` (process 'warning') is pg's "already executing a query" one; any other is none of the guard's business. */
export function isAlreadyExecutingWarning(warning: Error): boolean {
  return warning.name === 'DeprecationWarning' && warning.message.startsWith(ALREADY_EXECUTING_WARNING);
}

/** A statement sent on a pg client that had not answered the previous one. */
export class OverlappingStatementError extends Error {
  override name = 'OverlappingStatementError';
}

export interface PgSequentialGuard {
  /** Records an offence found elsewhere (a server child process's output). */
  record(error: Error): void;
  /** The offences recorded since the last take / check, forgotten. */
  take(): Error[];
  /** Throws the first offence recorded since the last take / check (the others in its message), if any. */
  check(where: string): void;
}

interface GuardState {
  pending: Error[];
  /**
   * Whether the patch saw pg's own condition for its warning (statements queued behind the running
   * one): pg's warning, printed once per process, then tells of an offence already recorded.
   */
  pgWarned: boolean;
}

/** The parts of pg.Client the check reads (node_modules/pg/lib/client.js). */
interface ClientInternals {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  _queryable?: boolean;
  _ending?: boolean;
  pipeline?: boolean;
}

const STATE = Symbol.for('tabula.tests.pgSequentialGuard');
const PATCHED = Symbol.for('tabula.tests.pgSequentialGuard.patched');

/**
 * Whether `client` is still executing a statement (or has some queued). A client that is closed or
 * broken refuses the statement anyway (pg answers an error), and one in pipeline mode sends
 * statements at once on purpose.
 */
function executing(client: ClientInternals): boolean {
  if (client.pipeline || client._ending || client._queryable === false) return false;
  if (!Array.isArray(client._queryQueue)) throw new Error('pg.Client internals changed: update tests/server/support/pgSequentialGuard.ts');
  return client._activeQuery != null || client._queryQueue.length > 0;
}

/** The error of an offence, its stack starting at the code that called `client.query` (`below`: the patched method). */
function offence(sql: unknown, below: (...args: never[]) => unknown): OverlappingStatementError {
  const text = typeof sql === 'string' ? sql : (sql as { text?: unknown } | undefined)?.text;
  const err = new OverlappingStatementError(
    `a statement was sent on a pg client still executing the previous one ("${ALREADY_EXECUTING_WARNING}..."): ` +
      `await each statement before sending the next on the same client or transaction. Statement: ${String(text ?? '?').replace(/\s+/g, ' ').slice(0, 200)}`,
  );
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  Error.captureStackTrace(err, below);
  Error.stackTraceLimit = limit;
  return err;
}

function patch(state: GuardState): void {
  const proto = pg.Client.prototype as unknown as Record<PropertyKey, unknown> & { query: (...args: unknown[]) => unknown };
  if (proto[PATCHED]) return;
  const original = proto.query;
  const guarded = function guardedQuery(this: ClientInternals, ...args: unknown[]): unknown {
    if (executing(this)) {
      if (this._queryQueue?.length) state.pgWarned = true;
      state.pending.push(offence(args[0], guardedQuery));
    }
    return original.apply(this, args);
  };
  proto.query = guarded;
  proto[PATCHED] = true;
  process.on('warning', (warning) => {
    if (isAlreadyExecutingWarning(warning) && !state.pgWarned) state.pending.push(warning);
  });
}

/** The "at ..." lines of an error's stack. */
const framesOf = (e: Error) => (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');

/** Installs the guard once per process (later calls answer the same one). */
export function installPgSequentialGuard(): PgSequentialGuard {
  const holder = globalThis as { [STATE]?: GuardState };
  const state = (holder[STATE] ??= { pending: [], pgWarned: false });
  patch(state);
  const take = () => state.pending.splice(0);
  return {
    record: (error) => void state.pending.push(error),
    take,
    check(where) {
      const [first, ...more] = take();
      if (!first) return;
      const also = more.map((e) => `\n\nand after it: ${e.message}\n${framesOf(e)}`).join('');
      const message = `${first.message} (${where})${also}`;
      const err = new OverlappingStatementError(message);
      err.stack = `${err.name}: ${message}\n${framesOf(first)}`;
      throw err;
    },
  };
}
