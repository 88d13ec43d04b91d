import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import { createSandboxRunner, type SandboxRunner } from '../scripts/runInSandbox.ts';
import { billContracts, type BillingOutcome, type StopReason } from './billContracts.ts';
import { resolveBillingOptions, type BillingOptions } from './billingOptions.ts';
import { billingScope, type BillingScope } from './billingQuery.ts';
import { createRun, isCancelled } from './billingRuns.ts';
import { dueContracts } from './dueContracts.ts';

type Rec = Record<string, unknown>;

/** Who bills, and how the script runs for them. */
export interface BillingRequester {
  username: string;
  locale?: string;
  /** Request id of the run's ScriptLog records; the run id when absent. */
  requestId?: string;
  /** What the script may read through ctx.host (the caller's read permissions); everything when absent. */
  canRead?: (info: EntityInfo) => boolean;
}

/** A run started: answered at once with its invoices, or going on in the background. */
export type BillingStart =
  | { mode: 'done'; runId: string; invoices: Rec[] }
  | { mode: 'background'; runId: string; nbTotal: number; outcome: Promise<BillingOutcome> };

export interface StartOptions extends BillingOptions {
  /** Asked between two chunks of a background run: stop there? (a server stop). */
  interrupted?: () => boolean;
}

/**
 * Starts a billing run of `scope` in `tenant`: finds the contracts with something due, records the
 * run (a Batch of type BILLING), then bills them. At most `syncContractLimit` contracts: billed
 * before answering (a failure is thrown after the chunks before it are kept). More: answered at
 * once, billed in the background; a cancel (any instance) or a server stop ends it between chunks.
 */
export async function startBilling(ctx: AppContext, runner: SandboxRunner, tenant: string, scope: BillingScope, who: BillingRequester, opts: StartOptions = {}): Promise<BillingStart> {
  const { syncContractLimit, chunkContracts } = resolveBillingOptions(opts);
  const contracts = await ctx.db.withTenant(tenant, (q) => dueContracts(ctx, q, scope));
  const runId = await createRun(ctx, tenant, scope, contracts.length, who.username);
  const caller = { tenant, username: who.username, locale: who.locale ?? 'en', requestId: who.requestId ?? runId, canRead: who.canRead ?? (() => true) };
  const job = { ctx, runner, caller, scope, runId, chunkContracts, keepInvoices: contracts.length <= syncContractLimit };
  if (job.keepInvoices) {
    const outcome = await billContracts(job, contracts, async () => undefined);
    if (outcome.error) throw outcome.error;
    return { mode: 'done', runId, invoices: outcome.created };
  }
  const shouldStop = async (): Promise<StopReason | undefined> => {
    if (opts.interrupted?.()) return 'INTERRUPTED';
    return (await isCancelled(ctx, tenant, runId)) ? 'CANCELLED' : undefined;
  };
  // the first chunk starts after the answer is sent
  const outcome = new Promise<void>((resolve) => setImmediate(resolve)).then(() => billContracts(job, contracts, shouldStop));
  return { mode: 'background', runId, nbTotal: contracts.length, outcome };
}

/** What {@link runBilling} bills: due on or before `date` (default today, UTC), of `organizations` (all when absent). */
export interface RunBillingOptions extends BillingRequester {
  date?: string;
  organizations?: string[];
  /** The server's sandbox; a temporary one is started (and closed) when absent. */
  runner?: SandboxRunner;
}

/**
 * Bills everything due in a tenant and answers the invoices created, whatever the number of
 * contracts (the first-start demo seed uses it). Call it outside any transaction: each chunk
 * opens its own. Throws the catalogued error of a failing chunk (the chunks before it stay billed).
 */
export async function runBilling(ctx: AppContext, tenant: string, options: RunBillingOptions): Promise<Rec[]> {
  const scope = billingScope({ date: options.date, organizations: options.organizations?.join(',') });
  const runner = options.runner ?? createSandboxRunner();
  try {
    const start = await startBilling(ctx, runner, tenant, scope, options, { syncContractLimit: Number.MAX_SAFE_INTEGER });
    return start.mode === 'done' ? start.invoices : [];
  } finally {
    if (!options.runner) await runner.close();
  }
}
