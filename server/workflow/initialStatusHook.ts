import type { AppContext } from '../context.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import { loadWorkflow } from './loadWorkflow.ts';

/**
 * Statuses through workflows (seed 002 §4): a record an API client creates without a status, of an
 * entity with a workflow (shipped or the tenant's script), gets the workflow's initial status — no
 * more blank statuses. A create body that names a status keeps it for now (issue 17 item 2 asks to
 * refuse one that is not the initial status; not done yet, see docs/workflow.md). The server's own
 * writes (seeds, billing runs) are not concerned; updates are guarded by the store itself (a status
 * changes only in a transition).
 */
export function initialStatusHook(ctx: AppContext): WriteHook {
  return {
    async beforeWrite({ q, info, previous, record, opts }) {
      if (previous || !opts.fromClient) return record;
      if (record.status !== undefined && record.status !== null && record.status !== '') return record;
      const initial = (await loadWorkflow(ctx, q, info))?.initialStatus;
      return initial ? { ...record, status: initial } : record;
    },
  };
}
