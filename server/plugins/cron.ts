import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../engine/errors/AppError.ts';
import { parseRange } from '../../engine/query/parseRange.ts';
import type { CronOptions } from '../config.ts';
import type { JobQueue } from '../jobs/JobQueue.ts';
import { listCronRuns } from '../cron/cronRuns.ts';
import { CronScheduler } from '../cron/CronScheduler.ts';
import { pgBossQueue } from '../jobs/pgBossQueue.ts';
import { requireSession } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduler of cron-list jobs; `tick(now)` runs one pass (tests drive it so). */
    cron: CronScheduler;
    /** The job queue the scheduler sends its runs to (server/jobs). */
    jobs: JobQueue;
  }
}

/** The runs listing, and the permission that opens it (admins pass anyway). */
export const CRON_RUNS_PATH = '/api/core/crons/runs';
export const CRON_READ_PERMISSION = 'read /api/core/crons';

type Query = Record<string, string | undefined>;

/**
 * Scheduled jobs (docs/scripts.md, Scheduled jobs): the job queue, the scheduler of this instance, started when
 * `enabled` (the server's default, TABULA_CRON=0 turns it off; build() in tests leaves it off and
 * tests call app.cron.tick), stopped before the database closes; and GET /api/core/crons/runs.
 */
async function cron(app: FastifyInstance, opts: CronOptions): Promise<void> {
  // the queue's maintenance (expiry of a lost instance's jobs, archive) runs with the timer
  const queue = pgBossQueue(app.tabula.db, { maintenance: opts.enabled === true });
  await queue.start();
  app.decorate('jobs', queue);
  const scheduler = new CronScheduler({
    ctx: app.tabula,
    runner: app.scriptRunner,
    queue,
    log: app.log,
    instance: `${hostname()}:${process.pid}`,
    intervalMs: opts.intervalMs,
    graceMs: opts.graceMs,
  });
  app.decorate('cron', scheduler);
  app.addHook('onReady', async () => {
    if (opts.enabled === true) scheduler.start();
  });
  app.addHook('preClose', async () => {
    await scheduler.stop();
    await queue.stop();
  });

  app.get<{ Querystring: Query }>(
    CRON_RUNS_PATH,
    { config: { permission: CRON_READ_PERMISSION } },
    async (request, reply) => {
      const session = requireSession(request);
      const { job, latest, range } = request.query;
      if (job !== undefined && (!job.trim() || job.length > 200)) throw new AppError('INVALID_FIELD_IN_QUERY', ['job', 'a job name of the cron-list']);
      const { offset, size } = parseRange(range);
      const rows = await app.tabula.db.withTenant(session.tenant, (q) =>
        listCronRuns(q, { job: job?.trim(), latest: latest === 'true', offset, size: size + 1 }),
      );
      const page = rows.slice(0, size);
      reply.header('pagination-offset', String(offset)).header('pagination-size', String(size));
      reply.header('pagination-limit', String(page.length)).header('pagination-continues', String(rows.length > size));
      return page;
    },
  );
}

export const cronPlugin = fp(cron, { name: 'cron' });
