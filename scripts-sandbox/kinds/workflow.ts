import type { JsonObject } from '../types.ts';
import { isJsonObject, inputReader } from './inputReader.ts';
import { expectObject, expectStrings, invalidResult } from './resultChecks.ts';
import type { ScriptKind } from './ScriptKind.ts';

/** What a workflow script decides. */
export interface WorkflowResult extends JsonObject {
  allowed: boolean;
}

/**
 * Workflow scripts guard the status transitions of an entity: asked about `transition`, they
 * allow or refuse it (with a message) and may patch the record; asked without one, they list
 * the transitions available from `status`.
 *
 * ctx: `{entity, id, status, transition, data, user, now}`.
 * Result: `{allowed?: boolean (default true), message?: string, data?: object, transitions?: string[], to?: string}`
 * (`to`: the status the transition asked about leads to instead of its own).
 */
export const workflowKind: ScriptKind<WorkflowResult> = {
  kind: 'workflow',
  label: 'Workflow',
  buildCtx(input, name) {
    const read = inputReader(input, 'workflow', 'Workflow', name);
    return {
      entity: read.string('entity'),
      id: read.optionalString('id'),
      status: read.optionalString('status'),
      transition: read.optionalString('transition'),
      data: read.object('data'),
      user: read.object('user'),
      now: read.string('now', new Date().toISOString()),
    };
  },
  checkResult(result, name) {
    const decision = expectObject(result, 'workflow', name);
    const bad = (problem: string): never => invalidResult('Workflow', 'workflow', name, problem);
    const allowed = decision.allowed ?? true;
    const checked: WorkflowResult = { allowed: typeof allowed === 'boolean' ? allowed : bad("'allowed' must be a boolean") };
    if (decision.message !== undefined) checked.message = typeof decision.message === 'string' ? decision.message : bad("'message' must be a string");
    if (decision.data !== undefined) checked.data = isJsonObject(decision.data) ? decision.data : bad("'data' must be an object");
    if (decision.transitions !== undefined) checked.transitions = expectStrings(decision.transitions, 'Workflow', 'workflow', name, 'transitions');
    if (decision.to !== undefined && decision.to !== null) checked.to = typeof decision.to === 'string' && decision.to ? decision.to : bad("'to' must be a status code");
    return checked;
  },
};
