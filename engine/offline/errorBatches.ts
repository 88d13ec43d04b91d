/** One failed item of a replay (seed 002 §7): its kind, registration and error text. */
export interface ReplayFailure {
  kind: string;
  registration: string;
  error: string;
  status: number;
  /** The call itself, kept so that a rejected change is not lost. */
  method?: string;
  url?: string;
  body?: unknown;
}

export interface ErrorBatch {
  at: string;
  username: string;
  failures: ReplayFailure[];
}

/** About six batches of replay errors are kept (seed 002 §7). */
export const KEPT_ERROR_BATCHES = 6;

/** The stored batches with a new one added, the oldest dropped beyond {@link KEPT_ERROR_BATCHES}. */
export function addErrorBatch(batches: readonly ErrorBatch[], batch: ErrorBatch, keep = KEPT_ERROR_BATCHES): ErrorBatch[] {
  return [...batches, batch].slice(-keep);
}
