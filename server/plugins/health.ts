import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseProbe } from '../db/Database.ts';

/** Longest the health check waits for the database: a balancer's probe must get an answer. */
export const HEALTH_TIMEOUT_MS = 2_000;

/** The answer of GET /api/core/health. */
export interface Health {
  status: 'ok' | 'unavailable';
  /** `host:pid`, and `/n` for the n-th worker of the cluster (TABULA_WORKER). */
  instance: string;
  uptimeS: number;
  database: {
    engine: Database['kind'];
    role: DatabaseProbe['role'] | null;
    reachable: boolean;
    latencyMs: number | null;
    pool?: { total: number; idle: number; waiting: number };
    replicationLagS: number | null;
  };
  events: { listening: boolean };
}

/** This instance's name: host and process, plus the cluster worker's index when there is one. */
export function instanceName(env: NodeJS.ProcessEnv = process.env): string {
  const worker = Number(env.TABULA_WORKER) || undefined;
  return `${hostname()}:${process.pid}${worker ? `/${worker}` : ''}`;
}

/** The database's probe within `timeoutMs` (PGlite and PostgreSQL alike); undefined when it does not answer. */
async function probe(db: Database, timeoutMs: number): Promise<DatabaseProbe | undefined> {
  const asked = db.probe
    ? db.probe(timeoutMs)
    : db.admin((q) => q.query('SELECT 1')).then((): DatabaseProbe => ({ role: db.kind === 'pglite' ? 'embedded' : 'primary', replicationLagS: null }));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, timeoutMs, undefined)));
  try {
    return await Promise.race([asked.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This instance's health: one round trip to the database, bounded by `timeoutMs`, and the state of its connections. */
export async function readHealth(db: Database, timeoutMs = HEALTH_TIMEOUT_MS): Promise<Health> {
  const started = performance.now();
  const answer = await probe(db, timeoutMs);
  const latencyMs = answer ? Math.round((performance.now() - started) * 10) / 10 : null;
  const stats = db.stats?.();
  return {
    status: answer ? 'ok' : 'unavailable',
    instance: instanceName(),
    uptimeS: Math.round(process.uptime()),
    database: {
      engine: db.kind,
      role: answer?.role ?? null,
      reachable: !!answer,
      latencyMs,
      ...(stats?.pool ? { pool: stats.pool } : {}),
      replicationLagS: answer?.replicationLagS ?? null,
    },
    events: { listening: stats?.listening ?? false },
  };
}

/**
 * GET /api/core/health: this instance's health for a load balancer or a monitor (public, no
 * session, never cached). 200 when the database answered within {@link HEALTH_TIMEOUT_MS}, 503
 * when it did not (the same body, `status: 'unavailable'`): a balancer stops sending requests to
 * an instance that cannot reach its database. docs/scaling.md, Health checks.
 */
export async function healthPlugin(app: FastifyInstance, opts: { timeoutMs?: number } = {}): Promise<void> {
  const options = { config: { public: true, openapi: { summary: "This instance's health: 200 when its database answers, 503 when it does not" } } };
  app.get('/api/core/health', options, async (_request, reply) => {
    const health = await readHealth(app.tabula.db, opts.timeoutMs);
    return reply
      .code(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });
}
