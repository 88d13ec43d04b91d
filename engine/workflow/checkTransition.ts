import { conditionMessage, evaluateCondition, isEmptyValue } from './evaluateCondition.ts';
import { valueAt } from '../lists/valueAt.ts';
import type { TransitionDefinition, WorkflowActor, WorkflowDefinition } from './types.ts';

type Rec = Record<string, unknown>;

/** Why a transition may not run; `missing` lists the empty mandatory fields. */
export type TransitionRefusal =
  | { reason: 'unknown'; code: string }
  | { reason: 'status'; code: string; status: string }
  | { reason: 'profile'; code: string }
  | { reason: 'condition'; code: string; message: string }
  | { reason: 'mandatory'; code: string; missing: string[] };

export type TransitionCheck = { ok: true; transition: TransitionDefinition } | ({ ok: false } & TransitionRefusal);

/** The workflow status of a record: its status, or the initial status when it has none. */
export function currentStatus(definition: WorkflowDefinition, record: Rec): string {
  return typeof record.status === 'string' && record.status !== '' ? record.status : definition.initialStatus;
}

/** Whether a transition leaves from `status` (`*` leaves from any). */
export function leavesFrom(transition: TransitionDefinition, status: string): boolean {
  return transition.from.includes('*') || transition.from.includes(status);
}

function profileAllows(transition: TransitionDefinition, actor: WorkflowActor | undefined): boolean {
  if (!transition.profiles?.length || !actor || actor.isAdmin) return true;
  return transition.profiles.some((p) => actor.profiles.includes(p));
}

/**
 * Whether `code` may run on `record`, checked in the order a user can act on: the transition
 * exists, leaves from the current status, the actor's profile, its conditions, then (unless
 * `skipMandatory`) its mandatory fields.
 */
export function checkTransition(
  definition: WorkflowDefinition,
  record: Rec,
  code: string,
  options: { actor?: WorkflowActor; skipMandatory?: boolean } = {},
): TransitionCheck {
  const transition = definition.transitions.find((t) => t.code === code);
  if (!transition) return { ok: false, reason: 'unknown', code };
  const status = currentStatus(definition, record);
  if (!leavesFrom(transition, status)) return { ok: false, reason: 'status', code, status };
  if (!profileAllows(transition, options.actor)) return { ok: false, reason: 'profile', code };
  const failed = (transition.conditions ?? []).find((c) => !evaluateCondition(record, c));
  if (failed) return { ok: false, reason: 'condition', code, message: conditionMessage(failed) };
  if (!options.skipMandatory) {
    const missing = (transition.mandatoryFields ?? []).filter((f) => isEmptyValue(valueAt(record, f)));
    if (missing.length) return { ok: false, reason: 'mandatory', code, missing };
  }
  return { ok: true, transition };
}
