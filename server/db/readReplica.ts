import { AppError } from '../../engine/errors/AppError.ts';
import type { Database, TenantOptions } from './Database.ts';
import { walPosition } from './walPosition.ts';

/** A replica further behind the primary than this (DATABASE_READ_MAX_LAG_MS) is skipped. */
export const DEFAULT_MAX_LAG_MS = 5_000;
/** How often the replica's replay position and the primary's WAL position are compared. */
export const PROBE_INTERVAL_MS = 1_000;

export interface ReadReplicaOptions {
  maxLagMs?: number;
  probeMs?: number;
  /** Told when the replica becomes usable or is skipped (a log line). */
  onChange?: (usable: boolean, why: string) => void;
}

/** One sample of the primary's WAL position and when it was taken. */
interface Sample {
  at: number;
  lsn: bigint;
}

/**
 * The primary `primary` with a read replica (a hot standby, DATABASE_READ_URL) for the reads that
 * allow it (`withTenant(…, { replica: {} })`: list, dashboard and export reads); everything else
 * goes to the primary. Every second the primary's WAL position is sampled and the replica's replay
 * position read: the replica's lag is the age of the newest primary sample it has replayed. A
 * replica that does not answer, is not a standby, lags more than `maxLagMs`, or has not been
 * heard of for three probes is skipped: its reads go to the primary. A replica read that finds
 * the replica gone is answered by the primary.
 *
 * Read-your-writes: a read passing `replica.after` (the primary's position after the caller's last
 * write, readYourWrites.ts) goes to the replica only once its replay position is at or past it.
 */
export function withReadReplica(primary: Database, openReplica: () => Promise<Database>, options: ReadReplicaOptions = {}): Database {
  const maxLagMs = options.maxLagMs ?? DEFAULT_MAX_LAG_MS;
  const probeMs = options.probeMs ?? PROBE_INTERVAL_MS;
  let replica: Database | undefined;
  let opening: Promise<Database> | undefined;
  let replayed: bigint | undefined;
  let heardAt = 0;
  let lagMs = Infinity;
  let usable = false;
  let closed = false;
  const samples: Sample[] = [];

  const primaryPosition = async () => {
    const { rows } = await primary.admin((q) => q.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'));
    return rows[0].lsn;
  };
  const setUsable = (now: boolean, why: string) => {
    if (now !== usable) options.onChange?.(now, why);
    usable = now;
  };
  const probe = async () => {
    const at = Date.now();
    const lsn = walPosition(await primaryPosition().catch(() => undefined));
    if (lsn !== undefined) samples.push({ at, lsn });
    // keep what a lag up to the bound needs, and one older sample to measure a larger one
    while (samples.length > 2 && samples[1].at < at - maxLagMs - 2 * probeMs) samples.shift();
    try {
      replica ??= await (opening ??= openReplica().finally(() => (opening = undefined)));
      const { rows } = await replica.admin((q) => q.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn'));
      replayed = walPosition(rows[0].lsn);
      if (replayed === undefined) return setUsable(false, 'not a standby (pg_last_wal_replay_lsn() is null)');
      heardAt = Date.now();
      const newest = [...samples].reverse().find((s) => s.lsn <= (replayed as bigint));
      lagMs = !samples.length || replayed >= samples[samples.length - 1].lsn ? 0 : Date.now() - (newest ?? samples[0]).at;
      setUsable(lagMs <= maxLagMs, `lag ${lagMs} ms (bound ${maxLagMs} ms)`);
    } catch (err) {
      setUsable(false, `not answering: ${(err as Error).message}`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let probing: Promise<void>;
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => void (probing = probe().finally(schedule)), probeMs);
    timer.unref();
  };
  probing = probe().finally(schedule);

  /** Whether a read needing the primary's position `after` (if any) may go to the replica now. */
  const replicaFor = (after: string | undefined): Database | undefined => {
    if (!replica || !usable || Date.now() - heardAt > 3 * probeMs || replayed === undefined) return undefined;
    const needed = walPosition(after);
    return needed === undefined || replayed >= needed ? replica : undefined;
  };

  return {
    kind: primary.kind,
    async withTenant(tenant, fn, opts?: TenantOptions) {
      const target = opts?.replica ? replicaFor(opts.replica.after) : undefined;
      if (!target) return primary.withTenant(tenant, fn, opts);
      try {
        return await target.withTenant(tenant, fn, { eachStatement: opts?.eachStatement });
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'DATABASE_UNAVAILABLE') throw err;
        setUsable(false, 'a read found it unavailable');
        return primary.withTenant(tenant, fn, opts);
      }
    },
    admin: (fn) => primary.admin(fn),
    listen: (channel, onPayload) => primary.listen(channel, onPayload),
    notify: (channel, payload) => primary.notify(channel, payload),
    writePosition: primaryPosition,
    async close() {
      closed = true;
      clearTimeout(timer);
      await probing.catch(() => undefined);
      await Promise.all([primary.close(), replica?.close()]);
    },
  };
}
