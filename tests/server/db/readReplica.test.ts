import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import type { Database, Queryable } from '../../../server/db/Database.ts';
import { withReadReplica } from '../../../server/db/readReplica.ts';

/**
 * The routing of readReplica.ts with two stand-in databases: each answers its own name, and the
 * WAL positions (the primary's current one, the standby's replayed one) are set by the test.
 */
function standIn(name: string, position: () => string | null, down = () => false): Database {
  const q: Queryable = {
    query: async <R>(sql: string) => {
      if (down()) throw new AppError('DATABASE_UNAVAILABLE');
      return { rows: [(/wal/.test(sql) ? { lsn: position() } : { name }) as R] };
    },
    exec: async () => undefined,
  };
  return {
    kind: 'pg',
    withTenant: (_tenant, fn) => fn(q),
    admin: (fn) => fn(q),
    close: async () => undefined,
    listen: async () => async () => undefined,
    notify: async () => undefined,
  };
}

const PROBE_MS = 20;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const answeredBy = (db: Database, replica?: { after?: string }) => db.withTenant('t', async (q) => (await q.query<{ name: string }>('SELECT name')).rows[0].name, replica ? { replica } : undefined);

describe('withReadReplica', () => {
  let db: Database | undefined;
  afterEach(() => db?.close());

  it('sends replica reads to a caught-up standby and everything else to the primary', async () => {
    db = withReadReplica(standIn('primary', () => '0/100'), async () => standIn('standby', () => '0/100'), { probeMs: PROBE_MS, maxLagMs: 200 });
    await expect.poll(() => answeredBy(db as Database, {})).toBe('standby');
    expect(await answeredBy(db)).toBe('primary');
    expect(await db.writePosition?.()).toBe('0/100');
  });

  it("reads needing a write the standby has not replayed go to the primary; later ones to the standby", async () => {
    let replayed = '0/100';
    db = withReadReplica(standIn('primary', () => '0/200'), async () => standIn('standby', () => replayed), { probeMs: PROBE_MS, maxLagMs: 10_000 });
    await expect.poll(() => answeredBy(db as Database, {})).toBe('standby');
    expect(await answeredBy(db, { after: '0/200' })).toBe('primary');
    replayed = '0/200';
    await expect.poll(() => answeredBy(db as Database, { after: '0/200' })).toBe('standby');
  });

  it('skips a standby lagging more than the bound, and uses it again once it caught up', async () => {
    let primary = '0/100';
    let replayed = '0/100';
    db = withReadReplica(standIn('primary', () => primary), async () => standIn('standby', () => replayed), { probeMs: PROBE_MS, maxLagMs: 1000 });
    await expect.poll(() => answeredBy(db as Database, {})).toBe('standby');
    primary = '0/300';
    const at = Date.now();
    await wait(5 * PROBE_MS);
    // behind, but by less than the bound: still used
    if (Date.now() - at < 800) expect(await answeredBy(db, {})).toBe('standby');
    // behind by more than the bound: skipped, not before the bound
    await expect.poll(() => answeredBy(db as Database, {}), { timeout: 3000, interval: 20 }).toBe('primary');
    expect(Date.now() - at).toBeGreaterThanOrEqual(1000 - 2 * PROBE_MS);
    replayed = '0/300';
    await expect.poll(() => answeredBy(db as Database, {}), { timeout: 3000, interval: 20 }).toBe('standby');
  });

  it('answers from the primary when the standby is down, is not a standby, or fails a read', async () => {
    let down = false;
    db = withReadReplica(standIn('primary', () => '0/100'), async () => standIn('standby', () => '0/100', () => down), { probeMs: PROBE_MS });
    await expect.poll(() => answeredBy(db as Database, {})).toBe('standby');
    // down between two probes: the read that finds it gone is answered by the primary
    down = true;
    expect(await answeredBy(db, {})).toBe('primary');
    await db.close();
    let probes = 0;
    db = withReadReplica(standIn('primary', () => '0/100'), async () => standIn('not a standby', () => (probes++, null)), { probeMs: PROBE_MS });
    await expect.poll(() => probes).toBeGreaterThanOrEqual(2);
    expect(await answeredBy(db, {})).toBe('primary');
    await db.close();
    let attempts = 0;
    db = withReadReplica(standIn('primary', () => '0/100'), () => (attempts++, Promise.reject(new Error('connection refused'))), { probeMs: PROBE_MS });
    // tried again at each probe
    await expect.poll(() => attempts).toBeGreaterThanOrEqual(2);
    expect(await answeredBy(db, {})).toBe('primary');
  });
});
