import { AppError, type ErrorBody } from '../../engine/errors/AppError.ts';
import type { AppContext } from '../context.ts';
import { toAppError } from '../plugins/errors.ts';
import { ScriptError, type SandboxRunner } from '../scripts/runInSandbox.ts';
import type { BillingScope } from './billingQuery.ts';
import { finishRun, reportProgress, type BatchEnd } from './billingRuns.ts';
import { runBillingScript, type BillingCaller } from './billingScript.ts';
import { invoiceDrafts } from './invoiceDrafts.ts';
import { readChunk } from './readChunk.ts';
import { writeChunk } from './writeChunk.ts';

type Rec = Record<string, unknown>;

/** Everything one run needs. */
export interface BillingJob {
  ctx: AppContext;
  runner: SandboxRunner;
  caller: BillingCaller;
  scope: BillingScope;
  /** The run's Batch registration. */
  runId: string;
  chunkContracts: number;
  /** Keep the created invoices for the answer (runs answered at once); a background run only counts them. */
  keepInvoices: boolean;
}

/** Why a run stops before its end: a cancel (DELETE of its progress URL) or its server stopping. */
export type StopReason = 'CANCELLED' | 'INTERRUPTED';

/** How a run ended: the invoices it created (when kept) and, when it failed, the error. */
export interface BillingOutcome {
  end: BatchEnd;
  created: Rec[];
  error?: unknown;
}

/** The catalogued body of any failure, as the run's Batch record keeps it. */
export function errorBodyOf(err: unknown, runId: string): ErrorBody {
  if (err instanceof AppError || err instanceof ScriptError) return err.toBody();
  return toAppError(err, runId).toBody();
}

/**
 * Bills the contracts chunk by chunk: read what is due (one short transaction), run the
 * run-billing script on it (no transaction open: the script may read through its host), then
 * create the invoices and mark the cashflows in one transaction, so a chunk is written whole or
 * not at all. Between chunks the run stops when `shouldStop` says so (a cancel, a server stop);
 * the first failing chunk ends the run (ERROR), the chunks before it stay billed. The run's Batch
 * record follows each chunk.
 */
export async function billContracts(job: BillingJob, contracts: string[], shouldStop: () => Promise<StopReason | undefined>): Promise<BillingOutcome> {
  const { ctx, caller, scope, runId } = job;
  const created: Rec[] = [];
  const query = { date: scope.date, organizations: scope.organizations.join(','), runId };
  const writer = { tenant: caller.tenant, username: caller.username, batchRegistration: runId };
  let done = 0;
  let nbCreated = 0;
  for (let i = 0; i < contracts.length; i += job.chunkContracts) {
    const stop = await shouldStop();
    if (stop === 'CANCELLED') {
      await finishRun(ctx, caller.tenant, runId, 'STOPPED', [], caller.username);
      return { end: 'STOPPED', created };
    }
    if (stop === 'INTERRUPTED') {
      const error = new AppError('BILLING_RUN_INTERRUPTED', [runId, 'the server stopped']);
      await finishRun(ctx, caller.tenant, runId, 'ERROR', [error.toBody()], caller.username);
      return { end: 'ERROR', created, error };
    }
    const slice = contracts.slice(i, i + job.chunkContracts);
    try {
      const read = await ctx.db.withTenant(caller.tenant, (q) => readChunk(ctx, q, slice, scope.date));
      if (read.input.groups.length) {
        const result = await runBillingScript(ctx, job.runner, caller, read.input, query);
        const drafts = invoiceDrafts(result, new Set(read.versions.keys()));
        const written = await ctx.db.withTenant(caller.tenant, (q) => writeChunk(ctx, q, drafts, read.versions, writer));
        nbCreated += written.created.length;
        if (job.keepInvoices) created.push(...written.created);
      }
    } catch (error) {
      await finishRun(ctx, caller.tenant, runId, 'ERROR', [errorBodyOf(error, runId)], caller.username).catch(() => undefined);
      return { end: 'ERROR', created, error };
    }
    done += slice.length;
    await reportProgress(ctx, caller.tenant, runId, { done, created: nbCreated, nbTotal: contracts.length }, caller.username);
  }
  await finishRun(ctx, caller.tenant, runId, 'SUCCESS', [], caller.username);
  return { end: 'SUCCESS', created };
}
