/** The queues of the server (docs/scripts.md, Scheduled jobs; docs/batches.md, Scheduling). */
export type QueueName = 'tabula_cron' | 'tabula_batch_start';

/** Where a job that failed its last attempt is copied (the dead-letter queue). */
export const DEAD_LETTER_QUEUE = 'tabula_dead_letter';

/** How often, and how late, a failed job is tried again. */
export interface RetryPolicy {
  /** Attempts after the first one (0: none). */
  limit: number;
  /** Seconds before the next attempt; with `backoff` the first delay, doubled at each attempt (with jitter). */
  delaySeconds: number;
  backoff: boolean;
}

/** A job to enqueue. */
export interface JobRequest {
  /** Unique per job for as long as its history is kept: a second send of the same key is refused. */
  key: string;
  data: Record<string, unknown>;
  retry: RetryPolicy;
}

/** A job taken by this instance (now active: no other instance takes it). */
export interface TakenJob {
  id: string;
  key: string;
  data: Record<string, unknown>;
  /** Attempts before this one. */
  retryCount: number;
}

/**
 * The job queue of the server: enqueue once per key, take the next due job (each taken by one
 * instance only), record its end. Failed jobs are tried again by their retry policy, then kept as
 * failed and copied to {@link DEAD_LETTER_QUEUE}. One implementation, pg-boss (server/jobs/pgBossQueue.ts),
 * on both engines.
 */
export interface JobQueue {
  /** Enqueues the job: its id, or null when a job of that key exists already (this or another instance sent it). */
  send(queue: QueueName, job: JobRequest): Promise<string | null>;
  /** The next job of `queue` due now, taken for this instance; undefined when none is. */
  take(queue: QueueName): Promise<TakenJob | undefined>;
  complete(queue: QueueName, id: string, output: Record<string, unknown>): Promise<void>;
  /** Records a failed attempt: the job is tried again later, or dead-lettered after its last attempt. */
  fail(queue: QueueName, id: string, output: { message: string } & Record<string, unknown>): Promise<void>;
  /** The state of a job (tests, the run history reads the same tables through the cron_runs view). */
  state(queue: QueueName | typeof DEAD_LETTER_QUEUE, key: string): Promise<{ state: string; retryCount: number; startAfter: Date } | undefined>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
