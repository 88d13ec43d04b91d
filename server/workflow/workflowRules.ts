import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { TransitionDefinition, WorkflowActor, WorkflowDefinition } from '../../engine/workflow/types.ts';
import { workflowScriptName } from '../../engine/workflow/workflowScriptName.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { ScriptError, type JsonObject, type SandboxRunner } from '../scripts/runInSandbox.ts';
import { findScript } from '../scripts/scriptRecords.ts';
import { writeScriptLogs } from '../scripts/scriptLogs.ts';

type Rec = Record<string, unknown>;

/** The JavaScript companion of an entity's JSON workflow: `Deal` -> `deal-workflow-script`. */
export function workflowRulesScriptName(entityName: string): string {
  return `${workflowScriptName(entityName)}-script`;
}

/** What the tenant's JS workflow script decides for one record (the `workflow` kind's result). */
interface Decision {
  allowed: boolean;
  message?: string;
  data?: Rec;
  transitions?: string[];
  to?: string;
}

/**
 * A tenant's JS workflow script (docs/workflow.md#javascript-workflow-script): the Script
 * `<entity>-workflow-script` of type `workflow`, run in the sandbox next to the JSON definition
 * (which stays the default and the source of statuses and transitions). Asked without a transition,
 * it may narrow the transitions a record has (`transitions`); asked about one, it may refuse it
 * (`allowed: false, message`), send the record to another status of the definition (`to`) and
 * patch it (`data`). Read at each call, so a saved script applies at once; none or a disabled one
 * changes nothing. A script that fails refuses with 409 TRANSITION_SCRIPT_FAILED and a script log.
 */
export class WorkflowRules {
  constructor(
    private readonly ctx: AppContext,
    private readonly runner: SandboxRunner | undefined,
    private readonly info: EntityInfo,
  ) {}

  private async decide(q: Queryable, record: Rec, transition: string | null, actor: WorkflowActor): Promise<Decision | undefined> {
    const tenant = q.tenant;
    if (!this.runner || !tenant || !this.ctx.registry.has('Script')) return undefined;
    const name = workflowRulesScriptName(this.info.name);
    const script = await findScript(this.ctx, q, name);
    const code = script && script.enabled !== false && script.type === 'workflow' ? (script.content ?? script.code) : undefined;
    if (typeof code !== 'string' || !code.trim()) return undefined;
    const started = performance.now();
    try {
      const input = JSON.parse(JSON.stringify({
        entity: this.info.name,
        id: String(record.registration ?? ''),
        status: typeof record.status === 'string' ? record.status : undefined,
        transition: transition ?? undefined,
        data: record,
        user: { username: actor.username, profiles: actor.profiles, isAdmin: actor.isAdmin, tenant },
        now: new Date().toISOString(),
      })) as JsonObject;
      return (await this.runner.run({ tenant, kind: 'workflow', name, code, ctx: input })) as unknown as Decision;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // logged outside the refused transaction (it is rolled back)
      void writeScriptLogs(this.ctx, { tenant, requestId: crypto.randomUUID(), scriptName: name, username: actor.username, durationMs: performance.now() - started, lines: [{ level: 'error', output: message }] }).catch(() => undefined);
      if (err instanceof ScriptError) throw new AppError('TRANSITION_SCRIPT_FAILED', [name, String(record.registration), message]);
      throw err;
    }
  }

  /** The transition codes the script leaves to a record (undefined: all those of the definition). */
  async available(q: Queryable, record: Rec, actor: WorkflowActor): Promise<string[] | undefined> {
    return (await this.decide(q, record, null, actor))?.transitions;
  }

  /**
   * The transition as the script has it run on this record: refused (409
   * TRANSITION_CONDITION_FAILED with its message), sent to another status, with a patch.
   */
  async transition(q: Queryable, definition: WorkflowDefinition, record: Rec, transition: TransitionDefinition, actor: WorkflowActor): Promise<{ transition: TransitionDefinition; patch: Rec }> {
    const decision = await this.decide(q, record, transition.code, actor);
    if (!decision) return { transition, patch: {} };
    const registration = String(record.registration);
    const name = workflowRulesScriptName(this.info.name);
    if (decision.allowed === false || (decision.transitions && !decision.transitions.includes(transition.code))) {
      throw new AppError('TRANSITION_CONDITION_FAILED', [transition.code, this.info.name, registration, decision.message ?? `refused by ${name}`]);
    }
    if (decision.to !== undefined && !definition.statuses.some((s) => s.code === decision.to)) {
      throw new AppError('TRANSITION_SCRIPT_FAILED', [name, registration, `"${decision.to}" is not a status of the workflow`]);
    }
    const { status: _status, registration: _registration, ...patch } = decision.data ?? {};
    return { transition: decision.to ? { ...transition, to: decision.to } : transition, patch };
  }
}
