import { join, resolve } from 'node:path';
import { readDatabaseOptions, type DatabaseOptions } from './db/Database.ts';
import type { ContentStore } from './storage/documentContents.ts';
import { readSignInLimits, type SignInLimits } from './auth/signInLimiter.ts';
import { readSecurityOptions, type SecurityOptions } from './http/securityHeaders.ts';
import { readMailOptions, type MailOptions } from './mail/mailOptions.ts';
import type { BillingOptions } from './billing/billingOptions.ts';
import { ROOT_DIR } from './rootDir.ts';
import { parseDemoSize, type DemoSize } from './seed/demo/demoSize.ts';

/** The scheduler of cron-list jobs (server/plugins/cron.ts). */
export interface CronOptions {
  /** Run due jobs on a timer; off unless set (the server sets it unless TABULA_CRON=0; tests call app.cron.tick). */
  enabled?: boolean;
  /** Time between two passes, in ms (TABULA_CRON_INTERVAL in seconds; default 30 s). */
  intervalMs?: number;
  /** A scheduled minute missed by less than this still runs late, in ms (default 5 min). */
  graceMs?: number;
}

/** Options of {@link build}: everything the server reads from its environment. */
export interface ServerOptions {
  /** PostgreSQL server URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database and generated files; undefined = in-memory (tests). */
  dataDir?: string;
  /**
   * In-memory PGlite only: start from this dump of an already migrated database (PGlite's
   * `dumpDataDir`) instead of running initdb; the test suites boot from one template this way.
   */
  pgliteSnapshot?: Blob;
  /** Password of admin@master on first start; generated when absent. */
  adminPassword?: string;
  /** Folder of the built SPA (index.html + assets). */
  staticDir?: string;
  /** Password of every demo staff user on first start (TABULA_DEMO_PASSWORD); generated when absent. */
  demoPassword?: string;
  /** Seed the demo world on first start (docs/demo-data.md); TABULA_DEMO=0 turns it off. */
  demoData?: boolean;
  /** Size of the demo world (TABULA_DEMO_SIZE: small, default, large; docs/demo-data.md "Sizes"). */
  demoSize?: DemoSize;
  /** true: every request (info); 'warn': warnings and errors only; false: nothing. */
  logger?: boolean | 'warn';
  cron?: CronOptions;
  /** Database time limits: statement timeout (PostgreSQL, and PGlite's guard), connection wait (PG_STATEMENT_TIMEOUT_MS, PG_CONNECT_TIMEOUT_MS). */
  database?: DatabaseOptions;
  /** Longest a request may take to arrive whole, body included, before 408 REQUEST_TIMEOUT (TABULA_REQUEST_TIMEOUT_MS, default 120 s). */
  requestTimeoutMs?: number;
  /** Where the bytes of documents are kept; the `document_contents` table when absent. */
  contentStore?: ContentStore;
  /** Security headers: frame-ancestors per host, map tile hosts, HSTS (server/http/securityHeaders.ts). */
  security?: SecurityOptions;
  /** Rate limits of the sign-in routes (server/auth/signInLimiter.ts); defaults when absent. */
  signInLimits?: Partial<SignInLimits>;
  /**
   * Behind a reverse proxy: trust its X-Forwarded-For / -Proto / -Host (Fastify's `trustProxy`:
   * true, a hop count, or addresses), so that request IPs (rate limits, access logs) are the clients'.
   * TABULA_TRUST_PROXY: `true`, a number, or comma-separated addresses / CIDR ranges.
   */
  trustProxy?: boolean | number | string;
  /** Mail: SMTP server, sender and public address for links (server/mail/mailOptions.ts); outbox only when absent. */
  mail?: MailOptions;
  /** Run billing: contracts answered at once and chunk size (server/billing/billingOptions.ts); defaults when absent. */
  billing?: BillingOptions;
  /** Longest wait for an asset catalogue provider and the tenants' outside equipment catalogue, ms (TABULA_CATALOG_TIMEOUT_MS, default 10 s). */
  catalogTimeoutMs?: number;
}

function readTrustProxy(value: string | undefined): boolean | number | string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** Reads {@link ServerOptions} and the port from environment variables (README lists them). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerOptions & { port: number; host: string } {
  const root = ROOT_DIR;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? join(root, 'data'),
    adminPassword: env.TABULA_ADMIN_PASSWORD || undefined,
    demoPassword: env.TABULA_DEMO_PASSWORD || undefined,
    // a relative folder is the current directory's (the static files plugin needs an absolute one)
    staticDir: env.TABULA_STATIC_DIR ? resolve(env.TABULA_STATIC_DIR) : join(root, 'dist'),
    // TABULA_DEMO is the documented name; TABULA_DEMO_DATA, its former name, still works
    demoData: (env.TABULA_DEMO ?? env.TABULA_DEMO_DATA) !== '0',
    // an unknown size stops the start with the allowed values
    demoSize: parseDemoSize(env.TABULA_DEMO_SIZE),
    // one line per request only when asked (TABULA_LOG=1); by default warnings and errors only
    logger: env.TABULA_LOG === '1' ? true : env.TABULA_LOG === '0' ? false : 'warn',
    database: readDatabaseOptions(env),
    security: readSecurityOptions(env),
    signInLimits: readSignInLimits(env),
    trustProxy: readTrustProxy(env.TABULA_TRUST_PROXY),
    requestTimeoutMs: Number(env.TABULA_REQUEST_TIMEOUT_MS) > 0 ? Number(env.TABULA_REQUEST_TIMEOUT_MS) : undefined,
    catalogTimeoutMs: Number(env.TABULA_CATALOG_TIMEOUT_MS) > 0 ? Number(env.TABULA_CATALOG_TIMEOUT_MS) : undefined,
    mail: readMailOptions(env),
    cron: { enabled: env.TABULA_CRON !== '0', intervalMs: Number(env.TABULA_CRON_INTERVAL) > 0 ? Number(env.TABULA_CRON_INTERVAL) * 1000 : undefined },
  };
}
