/** The run script that turns due cashflows into invoice drafts (server/defaults/scripts/run/run-billing.js). */
export const RUN_BILLING_SCRIPT = 'run-billing';

/** Runs covering at most this many contracts answer the created invoices; bigger ones go on in the background. */
export const SYNC_CONTRACT_LIMIT = 200;

/** Contracts billed per chunk: one script run and one transaction each. */
export const CHUNK_CONTRACTS = 25;

/** A running background run that has not reported progress for this long is reported FAILED (its server stopped). */
export const STALE_RUN_MS = 10 * 60_000;

/** How run billing splits its work (ServerOptions.billing); tests lower the limits. */
export interface BillingOptions {
  /** {@link SYNC_CONTRACT_LIMIT} */
  syncContractLimit?: number;
  /** {@link CHUNK_CONTRACTS} */
  chunkContracts?: number;
}

/** The options with their defaults; a sync limit of 0 sends every run to the background. */
export function resolveBillingOptions(opts: BillingOptions = {}): Required<BillingOptions> {
  const positive = (v: number | undefined, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback);
  return {
    syncContractLimit: positive(opts.syncContractLimit, SYNC_CONTRACT_LIMIT),
    chunkContracts: Math.max(1, positive(opts.chunkContracts, CHUNK_CONTRACTS)),
  };
}
