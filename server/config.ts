import { join } from 'node:path';

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
  /** Password of admin@master on first start; generated when absent. */
  adminPassword?: string;
  /** Folder of the built SPA (index.html + assets). */
  staticDir?: string;
  /** Seed demo data on first start. */
  demoData?: boolean;
  logger?: boolean;
  cron?: CronOptions;
}

/** Reads {@link ServerOptions} and the port from environment variables (README lists them). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerOptions & { port: number; host: string } {
  const root = join(import.meta.dirname, '..');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? join(root, 'data'),
    adminPassword: env.TABULA_ADMIN_PASSWORD || undefined,
    staticDir: env.TABULA_STATIC_DIR || join(root, 'dist'),
    demoData: env.TABULA_DEMO_DATA !== '0',
    logger: env.TABULA_LOG !== '0',
    cron: { enabled: env.TABULA_CRON !== '0', intervalMs: Number(env.TABULA_CRON_INTERVAL) > 0 ? Number(env.TABULA_CRON_INTERVAL) * 1000 : undefined },
  };
}
