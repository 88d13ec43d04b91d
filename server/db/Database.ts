import { partnerSettingsSql } from './partnerScope.ts';

/** A connection that can run SQL: the inside of a transaction, or the admin session. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /** Runs several statements without parameters (DDL). */
  exec(sql: string): Promise<void>;
  /** The tenant of a {@link Database.withTenant} transaction (undefined in admin transactions). */
  readonly tenant?: string;
}

/**
 * The database as the server sees it: PGlite embedded or a PostgreSQL server, same dialect.
 * Tenant data is only reached through {@link Database.withTenant}, which runs as the non-owner
 * role `tabula_app` with `app.tenant` set for the transaction, so row-level security applies.
 */
export interface Database {
  readonly kind: 'pglite' | 'pg';
  /**
   * Runs `fn` in a transaction of `tenant`. With `eachStatement` (reads: the GET routes) each
   * statement is a transaction of its own, the tenant set in each, sent with its BEGIN and COMMIT
   * in one round trip (on PGlite, one call that does not hold the database for the request):
   * statements of `fn` then see their own snapshots and do not roll back together.
   */
  withTenant<T>(tenant: string, fn: (q: Queryable) => Promise<T>, options?: TenantOptions): Promise<T>;
  /** Owner access for migrations, seeding and global tables (tenants, sessions). */
  admin<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the database files (`dumpDataDir`), to start another instance from. */
  dump?(): Promise<Blob>;
  /**
   * LISTEN on `channel` (lower-case letters, digits, _): `onPayload` gets every notification sent
   * on it by any instance sharing the database. Resolves to the matching UNLISTEN.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY `channel` with `payload` (pg_notify; under 8000 bytes), outside any transaction. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * One cheap round trip to the database (GET /api/core/health): what it is, answered within
   * `timeoutMs` or rejected. Optional: without it the health check runs `SELECT 1` as owner.
   */
  probe?(timeoutMs: number): Promise<DatabaseProbe>;
  /** This instance's connections, read without a round trip (GET /api/core/health). */
  stats?(): DatabaseStats;
  /**
   * With a read replica only (readReplica.ts): the primary's current WAL position, taken after a
   * write committed; a read given it as `replica.after` sees that write.
   */
  writePosition?(): Promise<string>;
}

/** What {@link Database.probe} learns from the database. */
export interface DatabaseProbe {
  /** `embedded`: PGlite; `standby`: a server in recovery (a read replica, a standby after failover). */
  role: 'primary' | 'standby' | 'embedded';
  /** On a standby, seconds since the last replayed transaction; else null. */
  replicationLagS: number | null;
}

/** The connections of one instance, as its pool and listening connection stand. */
export interface DatabaseStats {
  /** PostgreSQL only: the pool's connections (open, idle) and the requests waiting for one. */
  pool?: { total: number; idle: number; waiting: number };
  /** Whether this instance receives the notifications of other instances (LISTEN/NOTIFY). */
  listening: boolean;
}

/** How a tenant transaction runs (see {@link Database.withTenant}). */
export interface TenantOptions {
  eachStatement?: boolean;
  /**
   * A read that a read replica may answer (DATABASE_READ_URL, readReplica.ts): `after` is the
   * primary's WAL position the answer must include (the caller's last write), if any.
   */
  replica?: { after?: string };
}

/** A channel name safe to write unquoted in LISTEN / UNLISTEN. */
export function assertChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  return channel;
}

/** The role every tenant-scoped transaction runs as: no superuser, no owner, so RLS holds. */
export const APP_ROLE = 'tabula_app';

/**
 * The role of a partner user's tenant transactions (partnerScope.ts): a member of {@link APP_ROLE},
 * and the only role the partner policies apply to (partnerPolicies.ts).
 */
export const PARTNER_ROLE = 'tabula_partner';

/** Longest a tenant statement may run: a runaway search answers QUERY_TIMEOUT instead of holding a connection. */
export const STATEMENT_TIMEOUT_MS = 15_000;

/** Longest wait for a new connection to the PostgreSQL server to open. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Time limits of the PostgreSQL server's use (PGlite has one connection and cannot interrupt a statement). */
export interface DatabaseOptions {
  /** Longest a tenant statement may run, ms (PG_STATEMENT_TIMEOUT_MS; {@link STATEMENT_TIMEOUT_MS}). */
  statementTimeoutMs?: number;
  /** Longest wait for a new connection to open, ms (PG_CONNECT_TIMEOUT_MS; {@link CONNECT_TIMEOUT_MS}). */
  connectTimeoutMs?: number;
  /** PG_POOLER: DATABASE_URL leads to a pooler in transaction mode (PgBouncer): no session state is kept. */
  pooler?: 'transaction';
  /** DATABASE_LISTEN_URL: a direct (session) connection for LISTEN; default the DATABASE_URL. */
  listenUrl?: string;
  /** DATABASE_READ_URL: a read replica (hot standby) for the reads that allow it (readReplica.ts). */
  readUrl?: string;
  /** DATABASE_READ_MAX_LAG_MS: a replica further behind the primary than this is skipped. */
  readMaxLagMs?: number;
}

/** The values PG_POOLER accepts. */
const POOLER_MODES = ['transaction'];

/** {@link DatabaseOptions} from the environment; unset or invalid values keep the defaults. */
export function readDatabaseOptions(env: NodeJS.ProcessEnv): DatabaseOptions {
  const positive = (v: string | undefined) => (Number(v) > 0 ? Math.round(Number(v)) : undefined);
  const pooler = env.PG_POOLER?.trim() || undefined;
  // a mistyped mode would keep prepared statements and startup options a pooler refuses: stop the start
  if (pooler && !POOLER_MODES.includes(pooler)) throw new Error(`PG_POOLER=${pooler}: expected one of ${POOLER_MODES.join(', ')} (or unset)`);
  return {
    statementTimeoutMs: positive(env.PG_STATEMENT_TIMEOUT_MS),
    connectTimeoutMs: positive(env.PG_CONNECT_TIMEOUT_MS),
    pooler: pooler as DatabaseOptions['pooler'],
    listenUrl: env.DATABASE_LISTEN_URL || undefined,
    readUrl: env.DATABASE_READ_URL || undefined,
    readMaxLagMs: positive(env.DATABASE_READ_MAX_LAG_MS),
  };
}

/**
 * SQLSTATEs of a server that is going away or not taking connections: shutdown (57P01), crash of
 * another backend (57P02), starting up or shutting down (57P03), connection exceptions (class 08),
 * too many connections (53300).
 */
export function isUnavailableState(code: string | undefined): boolean {
  return !!code && (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || code.startsWith('08'));
}

/** A tenant name as an SQL string literal (quotes doubled; standard_conforming_strings is on). */
function tenantLiteral(tenant: string): string {
  if (!tenant || tenant.includes('\0')) throw new Error('invalid tenant name');
  return `'${tenant.replace(/'/g, "''")}'`;
}

/** Prefix of the application_name a tenant transaction runs under (pg_stat_activity shows it). */
export const TENANT_APPLICATION_PREFIX = 'tabula:';

/** The application_name of a tenant's transactions: `tabula:<tenant>` (printable ASCII, at most 63 bytes). */
export function tenantApplicationName(tenant: string): string {
  return `${TENANT_APPLICATION_PREFIX}${tenant}`.replace(/[^\x20-\x7e]/g, '?').slice(0, 63);
}

/**
 * The statements that make the current transaction tenant-scoped: the non-owner role (so row-level
 * security applies), `app.tenant`, the statement timeout (which also ends a wait for a lock), and an
 * application_name naming the tenant (so the current-operations page can show a tenant its own
 * statements only), all transaction-local. One statement (`set_config(…, true)` is `SET LOCAL`;
 * `role` is SET ROLE's setting), so a server round trip carries it with BEGIN and the database
 * parses and runs one statement instead of three (issue 20 item 1). In a partner user's request
 * the role is {@link PARTNER_ROLE} and the partner scope (partnerScope.ts) is set: the partner
 * policies read it.
 */
export function enterTenantSql(tenant: string, statementTimeoutMs = STATEMENT_TIMEOUT_MS): string {
  const partner = partnerSettingsSql();
  return `SELECT set_config('role', '${partner ? PARTNER_ROLE : APP_ROLE}', true), set_config('statement_timeout', '${Math.max(1, Math.round(statementTimeoutMs))}', true), set_config('app.tenant', ${tenantLiteral(tenant)}, true), set_config('application_name', ${tenantLiteral(tenantApplicationName(tenant))}, true)${partner};`;
}

/** Makes the open transaction tenant-scoped (see {@link enterTenantSql}). */
export async function enterTenant(q: Queryable, tenant: string): Promise<void> {
  await q.exec(enterTenantSql(tenant));
}
