import { GENERIC, wantsGenericPlan } from './inlineParams.ts';

/**
 * SQL-level prepared statements of the PostgreSQL server's connections (issue 20 item 1): a read
 * statement that comes back (the same SQL text: one query shape of the API) is prepared once per
 * pooled connection, `PREPARE tabula_<n> AS <statement>` sent in the same message as its first
 * `EXECUTE`, then only `EXECUTE tabula_<n>(<literals>)` is sent: the database neither parses nor
 * analyses it again and, once its generic plan is as good as the custom ones, does not plan it
 * again either. The transaction start (role, tenant: pg.ts) still travels in the same message, so
 * a GET one stays one round trip, and row-level security holds: the statement is analysed as the
 * tenant role (PostgreSQL analyses it again should the role differ), and the tenant is read by the
 * policy when the statement runs (`current_setting('app.tenant')`), never from the plan.
 *
 * Names are never reused: a PREPARE whose message failed may or may not exist on the server, so it
 * is counted (against {@link MAX_PER_CONNECTION}) and forgotten; past that many, the connection's
 * statements are dropped (`DEALLOCATE ALL`) and prepared again as they come.
 * `TABULA_PG_PREPARE=0` turns it off, and so does PG_POOLER=transaction (pg.ts: a pooler such as PgBouncer does not keep
 * SQL-level prepared statements between transactions).
 */

/** A statement is prepared on a connection from its second run in this process on (a one-off is not). */
const PREPARE_FROM_RUN = 2;
/** Statement texts whose runs are counted (forgotten all at once when full). */
const MAX_COUNTED = 2_000;
/** Prepared statements a connection keeps at most before they are all dropped. */
export const MAX_PER_CONNECTION = 64;
/** SQLSTATEs of an EXECUTE whose statement is gone or stale: prepare it again and retry once. */
const STALE_STATES = new Set(['26000', '0A000']);

/** How one statement is sent on a connection. */
export interface PreparedCall {
  /** Sent before the transaction start: `DEALLOCATE ALL; ` when the connection holds too many, else ''. */
  before: string;
  /** `PREPARE ...; EXECUTE ...` the first time on the connection, `EXECUTE ...` after; its rows are those of the last statement. */
  text: string;
  /** To call once the message succeeded: the statement is known prepared on the connection from then on. */
  succeeded(): void;
  /** Whether `error` says the prepared statement was gone or stale; it is then forgotten (sending it again prepares it anew). */
  stale(error: unknown): boolean;
  /**
   * Whether `error`, from a preparation, means the statement is to be sent unprepared (see
   * {@link FALL_BACK_CLASSES}); it is then never prepared again. False for an EXECUTE.
   */
  refused(error: unknown): boolean;
}

/**
 * SQLSTATE classes of a failed PREPARE (with its first EXECUTE) after which the statement is sent
 * unprepared instead, and never prepared again in this process: what the analysis of a statement
 * without declared parameter types may refuse where the same statement with its values written as
 * literals is accepted (42P18 a parameter whose type cannot be told, 42804, 42725...), and data or
 * feature errors; the unprepared run then answers, or fails with its own error. Timeouts and lost
 * connections are not among them (the read is not sent twice).
 */
const FALL_BACK_CLASSES = new Set(['42', '22', '0A', '26']);
/** Statement texts whose preparation failed (see {@link FALL_BACK_CLASSES}): sent unprepared from then on. */
const refused = new Set<string>();

const runs = new Map<string, number>();
/** Per connection (a pg client lives as long as its server session): statement text -> name, and how many names it holds. */
const connections = new WeakMap<object, { names: Map<string, string>; held: number }>();
let lastName = 0;

export const preparing = () => process.env.TABULA_PG_PREPARE !== '0';

const sqlState = (error: unknown) => (error as { code?: unknown } | undefined)?.code;

/**
 * How to send `sql` on `connection`, or undefined to send it as it is (a statement not seen before
 * in this process, refused before, or without `argsOf`). `argsOf` gives the EXECUTE's arguments
 * (executeArguments of inlineParams.ts); it is called only when the statement is to be prepared or
 * executed, so a statement sent as it is does not have its values written as literals twice.
 */
export function preparedCall(connection: object, sql: string, argsOf: () => string | undefined): PreparedCall | undefined {
  if (refused.has(sql)) return undefined;
  const call = preparedCallOf(connection, sql, argsOf);
  // SET LOCAL: for this statement's transaction only (a statement-wise read is a transaction of its own)
  return call && wantsGenericPlan(sql) ? { ...call, text: `SET LOCAL plan_cache_mode = ${GENERIC}; ${call.text}` } : call;
}

function preparedCallOf(connection: object, sql: string, argsOf: () => string | undefined): PreparedCall | undefined {
  let state = connections.get(connection);
  const known = state?.names.get(sql);
  if (state && known) {
    const args = argsOf();
    if (args === undefined) return undefined;
    const names = state.names;
    return {
      before: '',
      text: `EXECUTE ${known}${args}`,
      succeeded: () => undefined,
      stale: (error) => {
        if (!STALE_STATES.has(String(sqlState(error)))) return false;
        names.delete(sql);
        return true;
      },
      refused: () => false,
    };
  }
  const seen = (runs.get(sql) ?? 0) + 1;
  if (seen === 1 && runs.size >= MAX_COUNTED) runs.clear();
  runs.set(sql, seen);
  if (seen < PREPARE_FROM_RUN) return undefined;
  const args = argsOf();
  if (args === undefined) return undefined;
  if (!state) connections.set(connection, (state = { names: new Map(), held: 0 }));
  let before = '';
  if (state.held >= MAX_PER_CONNECTION) {
    before = 'DEALLOCATE ALL; ';
    state.names.clear();
    state.held = 0;
  }
  const name = `tabula_${++lastName}`;
  const body = sql.replace(/[\s;]+$/, '');
  const held = state;
  held.held++;
  return {
    before,
    text: `PREPARE ${name} AS ${body}; EXECUTE ${name}${args}`,
    succeeded: () => void held.names.set(sql, name),
    stale: () => false,
    refused: (error) => {
      if (!FALL_BACK_CLASSES.has(String(sqlState(error)).slice(0, 2))) return false;
      if (refused.size >= MAX_COUNTED) refused.clear();
      refused.add(sql);
      return true;
    },
  };
}
