import { AppError } from '../../engine/errors/AppError.ts';
import { creditLineAmounts } from '../../engine/finance/creditLineAmounts.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import type { WriteOptions } from '../entities/writeRecords.ts';

type Rec = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const today = () => new Date().toISOString().slice(0, 10);

/** The contracts attached to a credit line (status, quotations and plan are all the amounts need). */
async function contractsOf(ctx: AppContext, q: Queryable, registration: string): Promise<Rec[]> {
  if (!ctx.registry.has('Contract')) return [];
  const { rows } = await q.query<{ status: string | null; quotations: unknown; plan: unknown }>(
    `SELECT status, data -> 'quotations' AS quotations, data -> 'paymentPlan' AS plan
     FROM ${ctx.registry.get('Contract').table} WHERE (data ->> 'creditLineRegistration') = $1`,
    [registration],
  );
  return rows.map((r) => ({ status: r.status, quotations: r.quotations, paymentPlan: r.plan }));
}

/**
 * Credit line amounts on every write of the line (seed 002 §3.4): outstanding, pending, used and
 * available recomputed from the contracts attached to it, whatever the client sent.
 */
export function creditLineAmountsHook(ctx: AppContext): WriteHook {
  return {
    async beforeWrite({ q, record }) {
      const registration = str(record.registration);
      const contracts = registration ? await contractsOf(ctx, q, registration) : [];
      return {
        ...record,
        ...creditLineAmounts(record.creditLimit, contracts, today(), str(record.currency)),
      };
    },
  };
}

async function findCreditLine(
  ctx: AppContext,
  q: Queryable,
  registration: string,
): Promise<{ currency?: string } | undefined> {
  const { rows } = await q.query<{ currency: string | null }>(
    `SELECT data ->> 'currency' AS currency FROM ${ctx.registry.get('CreditLine').table} WHERE registration = $1`,
    [registration],
  );
  return rows[0] ? { currency: rows[0].currency ?? undefined } : undefined;
}

/** Recomputes a credit line through the store (versioned and audited; no new version when nothing changed). */
async function refresh(
  ctx: AppContext,
  q: Queryable,
  registration: string,
  opts: WriteOptions,
): Promise<void> {
  if (!(await findCreditLine(ctx, q, registration))) return;
  await ctx.store.update(
    q,
    ctx.registry.get('CreditLine'),
    registration,
    {},
    { username: opts.username, tenant: opts.tenant, locale: opts.locale },
  );
}

/**
 * Keeps credit lines current when a contract is written or deleted: the line it is attached to,
 * and the one it left, are recomputed in the same transaction. A contract in another currency
 * than its credit line is refused (the amounts could not be summed).
 */
export function contractCreditLineHook(ctx: AppContext): WriteHook {
  return {
    async beforeWrite({ q, record, previous }) {
      const line = str(record.creditLineRegistration);
      const moved =
        line !== str(previous?.creditLineRegistration) || str(record.currency) !== str(previous?.currency);
      if (!line || !moved) return record;
      const found = await findCreditLine(ctx, q, line);
      const currency = str(record.currency);
      if (found?.currency && currency && found.currency !== currency) {
        const why = `the credit line "${line}" is in ${found.currency}, the contract in ${currency}`;
        throw new AppError(
          'INVALID_FIELD_VALUE',
          ['creditLineRegistration', why],
          [{ path: 'creditLineRegistration', message: why }],
        );
      }
      return record;
    },
    async afterWrite({ q, previous, saved, opts }) {
      const lines = new Set([str(previous?.creditLineRegistration), str(saved.creditLineRegistration)]);
      for (const line of lines) if (line) await refresh(ctx, q, line, opts);
    },
    async afterRemove({ q, previous, opts }) {
      const line = str(previous.creditLineRegistration);
      if (line) await refresh(ctx, q, line, opts);
    },
  };
}
