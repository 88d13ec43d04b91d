import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import { ScriptError, type JsonObject, type SandboxRunner } from '../scripts/runInSandbox.ts';
import { requireScript } from '../scripts/scriptRecords.ts';
import type { WorkflowScriptRunner } from './applyEffects.ts';

type Rec = Record<string, unknown>;

const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Runs a workflow `script` action in the server's sandbox, inside the transition's transaction:
 * the tenant script `name` (a run script) gets `{body: {args, record, entity}, user}` and may answer
 * `{data: {...}}` to patch the record (written with history) or throw to refuse the transition,
 * which is then rolled back whole. No host capability: capabilities read through their own
 * transactions, and the transition holds the connection.
 */
export function sandboxWorkflowScripts(ctx: AppContext, runner: SandboxRunner, info: EntityInfo): WorkflowScriptRunner {
  return async ({ q, tenant, name, args, record, username }) => {
    const script = await requireScript(ctx, q, name);
    const code = typeof script.content === 'string' ? script.content : '';
    let result: unknown;
    try {
      const input = JSON.parse(JSON.stringify({ method: 'POST', query: {}, body: { args, record, entity: info.name }, user: { username, tenant }, locale: 'en' })) as JsonObject;
      result = await runner.run({ tenant, kind: 'run', name, code, ctx: input });
    } catch (err) {
      if (err instanceof ScriptError) throw new AppError('TRANSITION_SCRIPT_FAILED', [name, String(record.registration), err.message]);
      throw err;
    }
    if (isObject(result) && isObject(result.data) && Object.keys(result.data).length) {
      const { status: _status, registration: _registration, ...patch } = result.data;
      await ctx.store.update(q, info, String(record.registration), patch, { username });
    }
  };
}
