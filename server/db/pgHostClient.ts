import pg from 'pg';
import { HostChoice, serverMatches } from './pgHostChoice.ts';
import type { MultiHostUrl } from './pgHosts.ts';

/** Asked of every new connection when the URL wants a kind of server (one round trip). */
const ROLE_SQL =
  "SELECT pg_is_in_recovery() AS in_recovery, current_setting('transaction_read_only') AS read_only";

/** Errors of a connection attempt on one server of a multi-host URL: the next server may be tried. */
const attemptErrors = new WeakSet<object>();

/** Whether `err` is a failed attempt on one server of a multi-host URL (see {@link connectToHosts}). */
export function failedOnOneHost(err: unknown): boolean {
  return typeof err === 'object' && err !== null && attemptErrors.has(err);
}

/**
 * A pg.Client class for a multi-host DATABASE_URL (node-postgres takes one server only): each
 * client connects to the server `choice` gives it (the last one that matched first), gives up after
 * `connectTimeoutMs`, and when the URL wants a kind of server (`target_session_attrs`) asks the new
 * connection what its server is; a server that does not answer or is not of that kind fails the
 * connection (SQLSTATE class 08, so 503 DATABASE_UNAVAILABLE) and passes the turn to the next.
 */
export function clientOfHosts(
  target: MultiHostUrl,
  choice: HostChoice,
  connectTimeoutMs: number,
): new (config?: pg.ClientConfig) => pg.Client {
  const { hosts, attrs } = target;
  class HostClient extends pg.Client {
    readonly #index: number;

    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionString: target.base, connectionTimeoutMillis: connectTimeoutMs });
      this.#index = choice.current();
      const { host, port } = hosts[this.#index];
      // node-postgres reads the server to open from these (a connection string would override options)
      this.host = host;
      this.port = port;
      Object.assign((this as unknown as { connectionParameters: object }).connectionParameters, {
        host,
        port,
      });
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
    override connect(
      callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void),
    ): Promise<pg.Client> | void {
      const opened = this.#open().then(() => this);
      if (!callback) return opened;
      const done = callback as (err: Error | null, c?: pg.Client) => void;
      opened.then((c) => done(null, c), done);
    }

    async #open(): Promise<void> {
      const index = this.#index;
      let connected = false;
      try {
        await super.connect();
        connected = true;
        if (attrs !== 'any') await this.#checkRole();
        choice.succeeded(index);
      } catch (err) {
        choice.failed(index);
        // the pool forgets a client whose connect failed: one opened but refused is closed here
        if (connected) void this.end().catch(() => undefined);
        if (typeof err === 'object' && err !== null) attemptErrors.add(err);
        throw err;
      }
    }

    async #checkRole(): Promise<void> {
      const config = { text: ROLE_SQL, query_timeout: connectTimeoutMs };
      const { rows } = await this.query<{ in_recovery: boolean; read_only: string }>(config);
      const role = { inRecovery: rows[0]?.in_recovery === true, readOnly: rows[0]?.read_only === 'on' };
      if (serverMatches(attrs, role)) return;
      throw Object.assign(new Error(`the server at ${this.host}:${this.port} is not ${attrs}`), {
        code: '08000',
      });
    }
  }
  return HostClient;
}

/**
 * A connection from `pool`, trying the servers of a multi-host URL one after the other (the last
 * one that matched first) until one is of the wanted kind: at most `attempts` (the number of
 * servers). Other failures (waiting for a free connection) are not retried.
 */
export async function connectToHosts(pool: pg.Pool, attempts: number): Promise<pg.PoolClient> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pool.connect();
    } catch (err) {
      if (attempt >= attempts || !failedOnOneHost(err)) throw err;
    }
  }
}
