import { checkTransition, currentStatus } from '../../engine/workflow/checkTransition.ts';
import { planActions } from '../../engine/workflow/planActions.ts';
import type { WorkflowActor } from '../../engine/workflow/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { assertTransitionFields } from './assertTransitionFields.ts';
import { assignNumbers } from './assignNumbers.ts';
import { applyEffects, type WorkflowScriptRunner } from './applyEffects.ts';
import { requireWorkflow } from './loadWorkflow.ts';
import { refusalError } from './refusalError.ts';
import { setStatus } from './setStatus.ts';
import type { WorkflowRules } from './workflowRules.ts';
import type { TenantProfile } from '../storage/tenantProfile.ts';

export interface TransitionRequest {
  info: EntityInfo;
  key: string;
  code: string;
  tenant: string;
  actor: WorkflowActor;
  scripts?: WorkflowScriptRunner;
  /** The tenant's JS workflow script (refuses, redirects or patches the transition), when the caller runs scripts. */
  rules?: WorkflowRules;
  /** The tenant's profile for generated documents (load it before the transaction: loadTenantProfile). */
  tenantProfile?: TenantProfile;
}

/**
 * Runs one transition on one record, inside the caller's tenant transaction: checks the source
 * status, profile, conditions and mandatory fields; gives the numbers of its `assignNumber`
 * actions (assignNumbers.ts); applies them and the `setFields` actions through the generic update (validated, with its own History entry); changes the status (History
 * TRANSITION) - the tenant's JS workflow script (`rules`) may refuse it, change its target status
 * and patch the record first; then creates records, sends notifications, runs scripts and generates documents. Any failure rolls the
 * whole run back. Answers the record as it ends.
 */
export async function runTransition(ctx: AppContext, q: Queryable, r: TransitionRequest): Promise<Record<string, unknown>> {
  const definition = await requireWorkflow(ctx, q, r.info, r.code);
  const record = await ctx.store.get(q, r.info, r.key);
  const check = checkTransition(definition, record, r.code, { actor: r.actor });
  if (!check.ok) throw refusalError(check, r.info, record, currentStatus(definition, record));
  assertTransitionFields(ctx, r.info, record, r.code, r.tenant);
  const ruled = r.rules ? await r.rules.transition(q, definition, record, check.transition, r.actor) : { transition: check.transition, patch: {} };
  const now = new Date();
  const plan = planActions(ruled.transition, { record, username: r.actor.username, now });
  const numbers = await assignNumbers(q, r.info, record, plan.numbers, now.toISOString().slice(0, 10));
  const patch = { ...plan.patch, ...ruled.patch, ...numbers };
  const patched = Object.keys(patch).length
    ? await ctx.store.update(q, r.info, String(record.registration), patch, { username: r.actor.username })
    : record;
  const moved = await setStatus(ctx, q, r.info, patched, ruled.transition, r.actor.username);
  return applyEffects(plan, { ctx, q, tenant: r.tenant, username: r.actor.username, record: moved, scripts: r.scripts, info: r.info, tenantProfile: r.tenantProfile });
}
