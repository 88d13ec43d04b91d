import { committeeCounts } from '../../engine/committees/committeeCounts.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import type { WriteOptions } from '../entities/writeRecords.ts';

type Rec = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The votes cast in a committee's votings (Vote.votingRegistration -> Voting.committeeRegistration). */
async function votesOf(ctx: AppContext, q: Queryable, committee: string): Promise<number> {
  if (!ctx.registry.has('Vote') || !ctx.registry.has('Voting')) return 0;
  const { rows } = await q.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${ctx.registry.get('Vote').table} v
       JOIN ${ctx.registry.get('Voting').table} w ON w.tenant = v.tenant AND w.registration = v.data ->> 'votingRegistration'
      WHERE w.data ->> 'committeeRegistration' = $1`,
    [committee],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The counts of a committee, recomputed on every write whatever the client sent: from its persons
 * and projects, and the votes cast in its votings (read after the committee's row is locked by the
 * update, so two votes written at once both count).
 */
export function committeeCountsHook(ctx: AppContext): WriteHook {
  return {
    async beforeWrite({ q, record }) {
      const registration = str(record.registration);
      const votes = registration ? await votesOf(ctx, q, registration) : 0;
      return { ...record, counts: { ...committeeCounts(record), votes } };
    },
  };
}

/** Recounts a committee through the store (versioned; no new version when nothing changed). */
async function recount(ctx: AppContext, q: Queryable, committee: string | undefined, opts: WriteOptions): Promise<void> {
  if (!committee || !ctx.registry.has('Committee')) return;
  const info = ctx.registry.get('Committee');
  const { rows } = await q.query(`SELECT 1 FROM ${info.table} WHERE registration = $1`, [committee]);
  if (!rows.length) return;
  await ctx.store.update(q, info, committee, {}, { username: opts.username, tenant: opts.tenant, locale: opts.locale });
}

async function committeeOfVoting(ctx: AppContext, q: Queryable, voting: string | undefined): Promise<string | undefined> {
  if (!voting || !ctx.registry.has('Voting')) return undefined;
  const { rows } = await q.query<{ c: string | null }>(`SELECT data ->> 'committeeRegistration' AS c FROM ${ctx.registry.get('Voting').table} WHERE registration = $1`, [voting]);
  return rows[0]?.c ?? undefined;
}

/** A vote written or deleted recounts the committee of its voting (and of the voting it left). */
export function voteCommitteeHook(ctx: AppContext): WriteHook {
  const refresh = async (q: Queryable, votings: (string | undefined)[], opts: WriteOptions) => {
    const committees = new Set<string>();
    for (const v of new Set(votings)) {
      const c = await committeeOfVoting(ctx, q, v);
      if (c) committees.add(c);
    }
    for (const c of [...committees].sort()) await recount(ctx, q, c, opts);
  };
  return {
    afterWrite: ({ q, saved, previous, opts }) => refresh(q, [str(saved.votingRegistration), str(previous?.votingRegistration)], opts),
    afterRemove: ({ q, previous, opts }) => refresh(q, [str(previous.votingRegistration)], opts),
  };
}

/** A voting moved to another committee, or deleted, recounts the committees concerned. */
export function votingCommitteeHook(ctx: AppContext): WriteHook {
  return {
    async afterWrite({ q, saved, previous, opts }) {
      const now = str(saved.committeeRegistration);
      const before = str((previous as Rec | undefined)?.committeeRegistration);
      if (now === before) return;
      for (const c of [before, now].filter((x): x is string => Boolean(x)).sort()) await recount(ctx, q, c, opts);
    },
    afterRemove: ({ q, previous, opts }) => recount(ctx, q, str(previous.committeeRegistration), opts),
  };
}
