import { AppError } from '../../engine/errors/AppError.ts';
import type { AppContext } from '../context.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import { loadWorkflow } from './loadWorkflow.ts';

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Statuses only through workflows (seed 002 §4): a record an API client creates, of an entity with
 * a workflow (shipped or the tenant's script), starts in the workflow's initial status: a body
 * without a status gets it, a body naming it is kept, any other status is refused with
 * STATUS_PATCH_PROHIBITED (the write rolls back). Every client create goes through here (single,
 * array, temporary-registration replay, paste). An entity without a workflow keeps the status given.
 * The server's own writes (seeds, billing runs, transition actions) set the statuses their data
 * needs; updates are guarded by the store itself (a status changes only in a transition).
 */
export function initialStatusHook(ctx: AppContext): WriteHook {
  return {
    async beforeWrite({ q, info, previous, record, opts }) {
      if (previous || !opts.fromClient) return record;
      const workflow = await loadWorkflow(ctx, q, info);
      if (!workflow) return record;
      if (isBlank(record.status)) return workflow.initialStatus ? { ...record, status: workflow.initialStatus } : record;
      if (record.status !== workflow.initialStatus) throw new AppError('STATUS_PATCH_PROHIBITED');
      return record;
    },
  };
}
