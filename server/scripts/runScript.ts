import { findLayoutProblem } from '../../engine/scripts/layoutModel.ts';
import { scriptLanguage, scriptTypeInfo } from '../../engine/scripts/scriptTypes.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import { scriptCapabilities, type LogLine } from './capabilities.ts';
import { parseConfigContent } from './readConfigItem.ts';
import { ScriptError, type JsonObject, type JsonValue, type SandboxRunner } from './runInSandbox.ts';
import { writeScriptLogs } from './scriptLogs.ts';
import { requireScript } from './scriptRecords.ts';

/** One call of GET|POST /api/script/runs/{name}, as the route hands it over. */
export interface ScriptRunInput {
  name: string;
  tenant: string;
  username: string;
  locale: string;
  requestId: string;
  method: 'GET' | 'POST';
  query: JsonObject;
  body: JsonValue;
  canRead: (info: EntityInfo) => boolean;
  /** May the caller read JSON configuration items through this route (they are Script data). */
  canReadConfig: boolean;
}

const isObject = (v: JsonValue): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sandbox input of a kind: `run` scripts get the request; other kinds read their own fields. */
function inputOf(kind: string, run: ScriptRunInput): JsonObject {
  const user = { username: run.username, tenant: run.tenant };
  if (kind === 'run') return { method: run.method, query: run.query, body: run.body, user, locale: run.locale };
  return { ...run.query, ...(isObject(run.body) ? run.body : {}), user, locale: run.locale };
}

function preview(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/**
 * Runs a tenant script on the server: its execute(ctx) in the QuickJS sandbox (worker threads),
 * with the capabilities of {@link scriptCapabilities}, and answers its JSON result. A layout
 * result must be a screen model of schemas/meta/layout.json. JSON items (type config) answer
 * their content. log() lines and a failure are stored as ScriptLog records.
 */
export async function runScript(ctx: AppContext, runner: SandboxRunner, run: ScriptRunInput): Promise<JsonValue> {
  const script = await ctx.db.withTenant(run.tenant, (q) => requireScript(ctx, q, run.name));
  const type = scriptTypeInfo(typeof script.type === 'string' ? script.type : null);
  const content = typeof script.content === 'string' ? script.content : '';
  if (scriptLanguage(type?.type, content) === 'json') {
    if (!run.canReadConfig) throw ScriptError.of('SCRIPT_INVALID_INPUT', [type?.label ?? 'Data', run.name, 'configuration items are read at /api/script/scripts']);
    return (parseConfigContent(run.name, content) ?? null) as JsonValue;
  }
  const kind = type?.kind ?? 'run';
  const logs: LogLine[] = [];
  const started = performance.now();
  try {
    const result = await runner.run({
      tenant: run.tenant,
      kind,
      name: run.name,
      code: content,
      ctx: inputOf(kind, run),
      capabilities: scriptCapabilities({ ctx, tenant: run.tenant, locale: run.locale, canRead: run.canRead, logs, now: new Date() }),
    });
    const problem = kind === 'layout' ? findLayoutProblem(result) : undefined;
    if (problem) throw ScriptError.of('SCRIPT_INVALID_OBJECT', [`${problem.path} ${preview(problem.value)} (${problem.reason})`, 'layout'], { script: run.name, kind });
    return result;
  } catch (err) {
    logs.push({ level: 'error', output: err instanceof Error ? err.message : String(err) });
    throw err;
  } finally {
    const durationMs = performance.now() - started;
    await writeScriptLogs(ctx, { tenant: run.tenant, requestId: run.requestId, scriptName: run.name, username: run.username, durationMs, lines: logs }).catch(() => undefined);
  }
}
