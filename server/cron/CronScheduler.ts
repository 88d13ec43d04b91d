import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { SandboxRunner } from '../scripts/runInSandbox.ts';
import type { JobQueue } from '../jobs/JobQueue.ts';
import { runCronTick, type CronTickResult } from './runCronTick.ts';

export interface CronSchedulerOptions {
  ctx: AppContext;
  runner: SandboxRunner;
  queue: JobQueue;
  log: FastifyBaseLogger;
  instance: string;
  /** Time between two passes (default 30 s). */
  intervalMs?: number;
  /** A scheduled minute missed by less than this still runs, late (default 5 min). */
  graceMs?: number;
  /** The scheduler's own bound on one run, beyond the sandbox deadline (default 2 min). */
  guardMs?: number;
}

/** Distinct configuration problems remembered, so each is logged once, not every 30 s. */
const MAX_WARNED = 1000;

/**
 * The scheduler of one server instance: a pass every `intervalMs` (never two of its own at once:
 * the next one is planned when the previous ends) and a stop that waits for the pass under way.
 * Several instances may run it: the job queue keeps each scheduled minute to one job, and each job
 * to the one instance that took it; its maintenance (pg-boss) expires the jobs of a lost instance.
 */
export class CronScheduler {
  readonly intervalMs: number;
  private readonly graceMs: number;
  private readonly guardMs: number;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private readonly running = new Set<Promise<unknown>>();
  private readonly warned = new Set<string>();

  constructor(private readonly opts: CronSchedulerOptions) {
    this.intervalMs = opts.intervalMs ?? 30_000;
    this.graceMs = opts.graceMs ?? 5 * 60_000;
    this.guardMs = opts.guardMs ?? 120_000;
  }

  /** True between start() and stop(): the timer runs passes. */
  get active(): boolean {
    return this.started && !this.stopped;
  }

  /** Starts the timer (the first pass comes after one interval). */
  start(): void {
    this.started = true;
    this.plan();
  }

  /** One pass at `now` (tests pass their own time); a pass after stop() does nothing. */
  tick(now: Date = new Date()): Promise<CronTickResult> {
    if (this.stopped) return Promise.resolve({ outcomes: [], skipped: [], batches: [] });
    const pass = this.pass(now);
    this.running.add(pass);
    void pass.finally(() => this.running.delete(pass)).catch(() => undefined);
    return pass;
  }

  /** Stops the timer; resolves when the passes under way have ended (their current job included). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.running]);
  }

  private plan(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.tick()
        .catch((err: unknown) => this.opts.log.error({ err }, 'scheduled jobs: pass failed'))
        .finally(() => this.plan());
    }, this.intervalMs);
    this.timer.unref();
  }

  private async pass(now: Date): Promise<CronTickResult> {
    const { ctx, runner, queue, instance } = this.opts;
    const result = await runCronTick(
      { ctx, runner, queue, instance, graceMs: this.graceMs, guardMs: this.guardMs, warn: (t, p) => this.warn(t, p), stopping: () => this.stopped },
      now,
    );
    // a scheduled batch's records are processed after the pass; stop() waits for them (they stop between two chunks)
    for (const start of result.batches) {
      if (!start.processing) continue;
      const work = start.processing.then((err) => {
        if (err) this.opts.log.error({ err, batch: start.registration }, 'scheduled batch: run failed');
      });
      this.running.add(work);
      void work.finally(() => this.running.delete(work));
    }
    return result;
  }

  private warn(tenant: string, problem: string): void {
    const key = `${tenant}\n${problem}`;
    if (this.warned.has(key)) return;
    if (this.warned.size >= MAX_WARNED) this.warned.clear();
    this.warned.add(key);
    this.opts.log.warn({ tenant }, problem);
  }
}
