/** Statuses of a process (batch) run (seed 000 §4.1; list batchStatus). */
export const BATCH_STATUSES = ['DRAFT', 'FETCHING', 'PROCESSING', 'STOPPED', 'ERROR', 'WARNING', 'SUCCESS'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** Actions on a run (seed 000 §4.1; list batchAction), in the order the page shows them. */
export const BATCH_ACTIONS = ['DO', 'CONTINUE', 'STOP_FETCHING', 'COMPLETE', 'UNDO', 'RESET'] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];

/** Statuses a run ends in (nothing runs; the page stops refreshing). */
export const ENDED_STATUSES: readonly BatchStatus[] = ['STOPPED', 'ERROR', 'WARNING', 'SUCCESS'];

/**
 * The actions valid in each status (the state machine of docs/batches.md):
 * - DRAFT: DO (fetch the records of the query, then process them);
 * - FETCHING, PROCESSING: STOP_FETCHING (pause between two chunks), CONTINUE (take over a run
 *   whose server stopped: claimed chunks are never processed twice);
 * - STOPPED: CONTINUE (from the next unprocessed record), COMPLETE (done as it is), UNDO, RESET;
 * - ERROR: CONTINUE (retry the failed records), UNDO, RESET;
 * - WARNING: COMPLETE (accept the warnings), UNDO, RESET;
 * - SUCCESS: UNDO, RESET.
 * A run already undone (last action UNDO) can only be RESET.
 */
const BY_STATUS: Record<BatchStatus, readonly BatchAction[]> = {
  DRAFT: ['DO'],
  FETCHING: ['CONTINUE', 'STOP_FETCHING'],
  PROCESSING: ['CONTINUE', 'STOP_FETCHING'],
  STOPPED: ['CONTINUE', 'COMPLETE', 'UNDO', 'RESET'],
  ERROR: ['CONTINUE', 'UNDO', 'RESET'],
  WARNING: ['COMPLETE', 'UNDO', 'RESET'],
  SUCCESS: ['UNDO', 'RESET'],
};

export function isBatchStatus(value: unknown): value is BatchStatus {
  return typeof value === 'string' && (BATCH_STATUSES as readonly string[]).includes(value);
}

export function isBatchAction(value: unknown): value is BatchAction {
  return typeof value === 'string' && (BATCH_ACTIONS as readonly string[]).includes(value);
}

/** Batches run by their own routes (billing runs, docs/billing.md): only a pause (their cancel) applies. */
const OWN_ROUTES_TYPES = new Set(['BILLING']);

/** The actions a run in `status` (DRAFT when unset) of `type` may take now, after `lastAction`. */
export function allowedBatchActions(status: unknown, lastAction?: unknown, type?: unknown): BatchAction[] {
  const current: BatchStatus = isBatchStatus(status) ? status : 'DRAFT';
  const actions = BY_STATUS[current];
  if (typeof type === 'string' && OWN_ROUTES_TYPES.has(type)) return actions.filter((a) => a === 'STOP_FETCHING');
  if (lastAction === 'UNDO' && ENDED_STATUSES.includes(current)) return actions.filter((a) => a === 'RESET');
  return [...actions];
}

export function isBatchActionAllowed(action: BatchAction, status: unknown, lastAction?: unknown, type?: unknown): boolean {
  return allowedBatchActions(status, lastAction, type).includes(action);
}

/** The end status of a processed run from its counts: any error ERROR, else any warning WARNING, else SUCCESS. */
export function endStatusOf(counts: { nbError: number; nbWarning: number }): BatchStatus {
  if (counts.nbError > 0) return 'ERROR';
  return counts.nbWarning > 0 ? 'WARNING' : 'SUCCESS';
}
