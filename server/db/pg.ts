import pg from 'pg';
import { AppError } from '../../engine/errors/AppError.ts';
import {
  assertChannel,
  CONNECT_TIMEOUT_MS,
  enterTenantSql,
  isUnavailableState,
  STATEMENT_TIMEOUT_MS,
  type Database,
  type DatabaseOptions,
  type Queryable,
} from './Database.ts';
import { executeArguments, inlineParams } from './inlineParams.ts';
import { preparedCall, preparing } from './pgPrepared.ts';
import { inTurn } from './inTurn.ts';
import { parseMultiHostUrl } from './pgHosts.ts';
import { HostChoice } from './pgHostChoice.ts';
import { clientOfHosts, connectToHosts } from './pgHostClient.ts';

// Keep dates and big numbers as text: the API answers JSON, and money must not pass through floats.
pg.types.setTypeParser(1700, (v) => v);
pg.types.setTypeParser(20, (v) => v);

/**
 * A tenant statement still unanswered this long after its statement timeout is on a connection
 * that went silent (a frozen host, a network partition): the client gives up on it.
 */
export const READ_TIMEOUT_MARGIN_MS = 5_000;

/** Socket errors of a connection that is gone or cannot be opened. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The connection is lost or could not be opened: the error is the database's absence, not the
 * request's fault. pg reports some of these by message only (connection terminated, client not
 * queryable, read timeout, pool connection timeout).
 */
function connectionLost(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | undefined;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  if (code && (NETWORK_ERRORS.has(code) || isUnavailableState(code))) return true;
  return /Connection terminated|not queryable|Query read timeout|timeout exceeded when trying to connect/i.test(
    String(e?.message ?? ''),
  );
}

/** 503 DATABASE_UNAVAILABLE, keeping the driver's error as its cause (logged by the error handler). */
function unavailable(cause: unknown): AppError {
  const err = new AppError('DATABASE_UNAVAILABLE');
  err.cause = cause;
  return err;
}

/** For an 'error' event that the failing statement reports instead. */
const ignoreError = () => undefined;

/** The 503s of a connection lost while in use (not of one that could not be opened): a read may run again. */
const lostInUse = new WeakSet<AppError>();

/**
 * Runs the read `run` again, once, on a new connection when its connection was lost while in use
 * (a server restarted, or a primary gone and its standby promoted: the new connection may reach the
 * new primary). Reads only: a statement-wise read commits nothing a second run could repeat.
 */
async function readRetriedOnce<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError) || !lostInUse.has(err)) throw err;
    return run();
  }
}

/** A query with a client-side read timeout (pg's `query_timeout`; 0: none). */
function statement(text: string, values: unknown[] | undefined, readTimeoutMs: number): pg.QueryConfig {
  const config = { text, values, ...(readTimeoutMs > 0 ? { query_timeout: readTimeoutMs } : {}) };
  return config;
}

/** The rows of the statement `fromEnd` places before the end of a message's answers (1: the last). */
function rowsAt<R>(res: pg.QueryResult | pg.QueryResult[], fromEnd = 1): R[] {
  return (Array.isArray(res) ? (res[res.length - fromEnd]?.rows ?? []) : res.rows) as R[];
}

/**
 * The statements of one transaction on `client`. The transaction start (`begin`: BEGIN and the
 * tenant settings) is not sent alone: it travels with the first statement, in one round trip (its
 * parameters written as literals, see {@link inlineParams}; a statement that cannot be rewritten
 * follows the start in a second message). `open()` tells whether a transaction is open.
 *
 * `statementWise` (reads, see Database.withTenant `eachStatement`): each statement is a
 * transaction of its own, started, tenant-scoped and committed in the same message (`BEGIN;
 * <tenant>; <statement>; COMMIT`): one round trip per statement, and row-level security applies
 * to every one, since the tenant is set in each. A read that comes back is sent as the EXECUTE of
 * the connection's prepared statement (pgPrepared.ts), still in one message.
 */
function transaction(
  client: pg.PoolClient,
  begin: string,
  readTimeoutMs: number,
  tenant: string | undefined,
  statementWise: boolean,
  pooled: boolean,
): Queryable & { open(): boolean } {
  let open = false;
  const send = (text: string, values?: unknown[]) => client.query(statement(text, values, readTimeoutMs));
  // behind a pooler in transaction mode the next transaction may run on another server connection
  const prepare = statementWise && preparing() && !pooled;
  /**
   * A statement-wise read through the connection's prepared statement (pgPrepared.ts): `BEGIN;
   * <tenant>; [PREPARE ...;] EXECUTE ...; COMMIT` in one message; undefined when it is not sent so.
   * A prepared statement gone or stale is prepared again once (the failed transaction rolled back);
   * a statement whose preparation is refused (pgPrepared.ts) is rolled back and answers undefined:
   * the caller sends it unprepared.
   */
  const runPrepared = async <R>(
    sql: string,
    params: unknown[] | undefined,
    again = false,
  ): Promise<R[] | undefined> => {
    const call = preparedCall(client, sql, () => executeArguments(sql, params));
    if (!call) return undefined;
    open = true;
    try {
      const rows = rowsAt<R>(await send(`${call.before}${begin} ${call.text}; COMMIT`), 2);
      open = false;
      call.succeeded();
      return rows;
    } catch (err) {
      const refused = call.refused(err);
      if (!refused && (again || !call.stale(err))) throw err;
      await send('ROLLBACK');
      open = false;
      return refused ? undefined : runPrepared<R>(sql, params, true);
    }
  };
  const run = async <R>(sql: string, params?: unknown[]): Promise<R[]> => {
    if (!open) {
      const preparedRows = prepare ? await runPrepared<R>(sql, params) : undefined;
      if (preparedRows) return preparedRows;
      const inlined = inlineParams(sql, params);
      open = true;
      if (inlined !== undefined && statementWise) {
        const rows = rowsAt<R>(await send(`${begin} ${inlined.replace(/[\s;]+$/, '')}; COMMIT`), 2);
        open = false;
        return rows;
      }
      if (inlined !== undefined) return rowsAt<R>(await send(`${begin} ${inlined}`));
      await send(begin);
    }
    const rows = rowsAt<R>(await send(sql, params));
    if (statementWise) {
      await send('COMMIT');
      open = false;
    }
    return rows;
  };
  return {
    tenant,
    open: () => open,
    query: async <R>(sql: string, params?: unknown[]) => ({ rows: await run<R>(sql, params) }),
    exec: async (sql: string) => {
      await run(sql);
    },
  };
}

/**
 * Runs `fn` in a transaction; `begin` is sent with BEGIN and the first statement, in one round trip
 * (see {@link transaction}); with `eachStatement` each statement is a transaction of its own, sent
 * in one message with its start and its COMMIT. Getting a
 * connection is bounded (opening one by the connection timeout, waiting for a free one by
 * {@link POOL_WAIT_MS}), and each statement by `readTimeoutMs` (0: unbounded, for migrations). When
 * the connection is lost the error is 503 DATABASE_UNAVAILABLE and the client is dropped from the
 * pool (no ROLLBACK is attempted on it: on a silent connection it would wait forever); any other
 * error rolls back and the client is reused. A connection lost during COMMIT leaves the outcome
 * unknown to the client, as any lost answer does (docs/operations.md: retrying safely).
 */
async function inTransaction<T>(
  connect: () => Promise<pg.PoolClient>,
  begin: string,
  fn: (q: Queryable) => Promise<T>,
  readTimeoutMs: number,
  tenant?: string,
  eachStatement = false,
  pooled = false,
): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await connect();
  } catch (err) {
    // a refused, reset or timed-out connection, or a server starting up / shutting down; a wrong
    // password or a missing database stay errors of the configuration (500)
    const code = (err as { code?: unknown }).code;
    throw typeof code === 'string' && /^(28|3D)/.test(code) ? err : unavailable(err);
  }
  let lost: unknown;
  // pg-pool listens for errors of idle clients only: a connection lost between two statements of a
  // checked-out client would be an uncaught 'error' event (the process's end); the next statement fails with it
  client.on('error', ignoreError);
  // behind a pooler the session's time zone (a startup option) is set in each transaction instead
  const start = pooled ? `BEGIN; SET LOCAL TimeZone = 'UTC'; ${begin}` : `BEGIN; ${begin}`;
  const q = inTurn(transaction(client, start, readTimeoutMs, tenant, eachStatement, pooled));
  try {
    const result = await fn(q);
    if (q.open()) await client.query(statement('COMMIT', undefined, readTimeoutMs));
    return result;
  } catch (err) {
    if (connectionLost(err)) {
      lost = err;
      const gone = unavailable(err);
      lostInUse.add(gone);
      throw gone;
    }
    if (q.open()) {
      await client.query(statement('ROLLBACK', undefined, readTimeoutMs)).catch((e: unknown) => {
        if (connectionLost(e)) lost = e;
      });
    }
    throw err;
  } finally {
    client.off('error', ignoreError);
    client.release(lost instanceof Error ? lost : lost === undefined ? undefined : true);
  }
}

type Handler = (payload: string) => void;

/**
 * The one connection that LISTENs (a pooled connection would lose its subscriptions when released).
 * Opened on the first listen; when it drops it reconnects after a second and listens again
 * (notifications sent meanwhile are lost: listeners treat events as hints, not as a log). Its
 * LISTEN / UNLISTEN statements are sent one after the other, also when several subscriptions
 * start at once: a connection runs one statement at a time.
 */
function createListener(newClient: () => pg.Client) {
  const handlers = new Map<string, Set<Handler>>();
  let client: Promise<pg.Client> | undefined;
  /** The connection once it listens on every channel, until it ends. */
  let listening: pg.Client | undefined;
  let closed = false;
  /** Per connection, its last statement (answered or failed): the next one waits for it. */
  const lastOf = new WeakMap<pg.Client, Promise<unknown>>();
  /** Sends `sql` on `c` once the statements given before it on `c` have answered. */
  const inOrder = (c: pg.Client, sql: string): Promise<unknown> => {
    const turn = (lastOf.get(c) ?? Promise.resolve()).then(() => c.query(sql));
    lastOf.set(
      c,
      turn.catch(() => undefined),
    );
    return turn;
  };
  const open = (): Promise<pg.Client> => {
    const c = newClient();
    const lost = () => {
      if (client === current) client = undefined;
      if (listening === c) listening = undefined;
      if (!closed && handlers.size) setTimeout(() => void ensure().catch(() => undefined), 1000);
    };
    c.on('notification', (m) => handlers.get(m.channel)?.forEach((h) => h(m.payload ?? '')));
    c.on('error', () => void c.end().catch(() => undefined));
    c.on('end', lost);
    const current = c.connect().then(async () => {
      for (const channel of handlers.keys()) await inOrder(c, `LISTEN ${channel}`);
      listening = c;
      return c;
    });
    current.catch(lost);
    return current;
  };
  const ensure = () => (client ??= open());
  return {
    async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
      const set = handlers.get(channel) ?? new Set();
      const first = !handlers.has(channel);
      set.add(handler);
      handlers.set(channel, set);
      const c = await ensure();
      if (first) await inOrder(c, `LISTEN ${channel}`);
      return async () => {
        set.delete(handler);
        if (set.size || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        if (client && !closed) await inOrder(await client, `UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
    /** Whether the listening connection is open (false while it reconnects). */
    listening: () => !closed && listening !== undefined,
    async close(): Promise<void> {
      closed = true;
      const c = client;
      client = undefined;
      if (c) await (await c.catch(() => undefined))?.end().catch(() => undefined);
    },
  };
}

/** The health probe (Database.probe): a standby's replay lag, null on a primary. */
const PROBE_SQL = `SELECT pg_is_in_recovery() AS standby,
  CASE WHEN pg_is_in_recovery() THEN extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 END AS lag`;

/**
 * Longest a request waits for a free connection when all PG_POOL_SIZE are busy: a backstop only.
 * Under a burst requests queue for the pool; bounding that wait by the connection timeout (5 s)
 * turned a saturated server's slow answers into 503s (bench/load, 200 users on two busy cores).
 */
export const POOL_WAIT_MS = 60_000;

/** The pool's client class: pg.Client whose connection attempt gives up after `ms`. */
function clientOpeningWithin(ms: number): new () => pg.ClientBase {
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: ms });
    }
  }
  return TimedClient as new () => pg.ClientBase;
}

/** Connections of the pool (PG_POOL_SIZE); a few per core is plenty for short transactions. */
export const DEFAULT_POOL_SIZE = Number(process.env.PG_POOL_SIZE ?? 10);

/**
 * A PostgreSQL server reached through DATABASE_URL, with a connection pool. Sessions run in UTC so
 * day filters on timestamps mean the same day on every server.
 *
 * Behind a pooler in transaction mode (`options.pooler`, PG_POOLER=transaction: PgBouncer) no
 * session state is relied on: no startup options (the time zone is set in each transaction), no
 * SQL-level prepared statements, and LISTEN runs on its own direct connection to
 * `options.listenUrl` (DATABASE_LISTEN_URL; by default `url`).
 *
 * Faults (docs/operations.md, Faults): opening a connection is bounded by `connectTimeoutMs` (and
 * waiting for a free one by {@link POOL_WAIT_MS});
 * a tenant statement by `statementTimeoutMs` on the server (57014, 503 QUERY_TIMEOUT) and, should
 * the connection go silent, by that plus {@link READ_TIMEOUT_MARGIN_MS} on the client; a lost or
 * refused connection answers 503 DATABASE_UNAVAILABLE, and an idle pooled connection that drops
 * (the server restarted) is only removed from the pool, never an uncaught error.
 */
export async function openPg(
  url: string,
  max = DEFAULT_POOL_SIZE,
  options: DatabaseOptions = {},
): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const readTimeoutMs = statementTimeoutMs + READ_TIMEOUT_MARGIN_MS;
  // several servers (a primary and its standbys, docs/scaling.md): each new connection finds the one wanted
  const servers = parseMultiHostUrl(url);
  const HostClient =
    servers && clientOfHosts(servers, new HostChoice(servers.hosts.length), connectTimeoutMs);
  const pooled = options.pooler === 'transaction';
  const pool = new pg.Pool({
    connectionString: servers?.base ?? url,
    max,
    // PgBouncer refuses startup options it does not know (the time zone is then set per transaction)
    ...(pooled ? {} : { options: '-c TimeZone=UTC' }),
    keepAlive: true,
    // the pool's timeout: the longest wait for a free connection (a backstop, see POOL_WAIT_MS)
    connectionTimeoutMillis: POOL_WAIT_MS,
    // each client's own: opening a connection to the server
    Client: HostClient ?? clientOpeningWithin(connectTimeoutMs),
  });
  // An idle client whose connection drops emits 'error' on the pool, which has already removed it;
  // with no listener that event would be thrown and end the process.
  pool.on('error', () => undefined);
  const connect = servers ? () => connectToHosts(pool, servers.hosts.length) : () => pool.connect();
  /** One statement on a pooled connection (pool.query, through {@link connect}). */
  const poolQuery = async (config: string | pg.QueryConfig): Promise<void> => {
    const client = await connect();
    let failed: unknown;
    client.on('error', ignoreError);
    try {
      await client.query(config);
    } catch (err) {
      failed = err;
      throw err;
    } finally {
      client.off('error', ignoreError);
      client.release(failed instanceof Error ? failed : undefined);
    }
  };
  await poolQuery('SELECT 1');
  // LISTEN needs a session: DATABASE_LISTEN_URL names the server directly when statements go through a pooler
  const listenUrl = options.listenUrl ?? url;
  const listenServers = options.listenUrl ? parseMultiHostUrl(options.listenUrl) : servers;
  const ListenClient =
    listenServers &&
    (listenServers === servers ? HostClient : clientOfHosts(listenServers, new HostChoice(listenServers.hosts.length), connectTimeoutMs));
  const listener = createListener(() =>
    ListenClient
      ? new ListenClient({ keepAlive: true })
      : new pg.Client({ connectionString: listenUrl, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true }),
  );
  const tenantTransaction = <T>(tenant: string, fn: (q: Queryable) => Promise<T>, eachStatement = false) =>
    inTransaction(
      connect,
      enterTenantSql(tenant, statementTimeoutMs),
      fn,
      readTimeoutMs,
      tenant,
      eachStatement,
      pooled,
    );
  return {
    kind: 'pg',
    // reads run again once on a new connection when theirs is lost (see readRetriedOnce)
    withTenant: (tenant, fn, opts) =>
      opts?.eachStatement
        ? readRetriedOnce(() => tenantTransaction(tenant, fn, true))
        : tenantTransaction(tenant, fn),
    // owner transactions run the migrations too (index builds of any length): no read timeout
    admin: (fn) => inTransaction(connect, '', fn, 0, undefined, false, pooled),
    close: () => Promise.all([pool.end(), listener.close()]).then(() => undefined),
    listen: (channel, onPayload) => listener.listen(assertChannel(channel), onPayload),
    notify: async (channel, payload) => {
      try {
        await poolQuery(
          statement('SELECT pg_notify($1, $2)', [assertChannel(channel), payload], readTimeoutMs),
        );
      } catch (err) {
        throw connectionLost(err) ? unavailable(err) : err;
      }
    },
    probe: async (timeoutMs) => {
      try {
        const { rows } = await pool.query<{ standby: boolean; lag: number | null }>(statement(PROBE_SQL, undefined, timeoutMs));
        return { role: rows[0]?.standby ? 'standby' : 'primary', replicationLagS: rows[0]?.lag ?? null };
      } catch (err) {
        throw connectionLost(err) ? unavailable(err) : err;
      }
    },
    stats: () => ({ pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }, listening: listener.listening() }),
  };
}
