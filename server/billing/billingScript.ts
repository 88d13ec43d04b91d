import type { EntityInfo } from '../../engine/registry/types.ts';
import { AppError } from '../../engine/errors/AppError.ts';
import type { AppContext } from '../context.ts';
import { scriptCapabilities, type LogLine } from '../scripts/capabilities.ts';
import { ScriptError, type JsonObject, type JsonValue, type SandboxRunner } from '../scripts/runInSandbox.ts';
import { writeScriptLogs } from '../scripts/scriptLogs.ts';
import { findScript } from '../scripts/scriptRecords.ts';
import { shippedConfig } from '../scripts/shippedConfig.ts';
import { RUN_BILLING_SCRIPT } from './billingOptions.ts';
import type { ChunkInput } from './readChunk.ts';

/** Limits of one billing chunk's run: a chunk is bigger than an API call's input (see CHUNK_CONTRACTS). */
const BILLING_LIMITS = { timeoutMs: 10_000, maxInputChars: 20_000_000, maxOutputChars: 20_000_000 };

/** Who runs billing, as the script and its logs see it. */
export interface BillingCaller {
  tenant: string;
  username: string;
  locale: string;
  /** Request id of the ScriptLog records of the run. */
  requestId: string;
  /** The caller's read permission on an entity (what ctx.host.read/search may read). */
  canRead: (info: EntityInfo) => boolean;
}

/** The tenant's enabled `run-billing` Script, else the shipped one (a deleted or disabled override brings it back). */
async function billingCode(ctx: AppContext, tenant: string): Promise<string> {
  const script = await ctx.db.withTenant(tenant, (q) => findScript(ctx, q, RUN_BILLING_SCRIPT));
  if (script && script.enabled !== false && typeof script.content === 'string' && script.content.trim()) return script.content;
  const shipped = shippedConfig().scripts.find((s) => s.type === 'run' && s.name === RUN_BILLING_SCRIPT);
  if (!shipped) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['Script', RUN_BILLING_SCRIPT]);
  return shipped.content;
}

/** Sandbox failures of the server itself (busy, restarting) stay 503; any other is the script's: 400 BILLING_SCRIPT_FAILED. */
function billingError(err: unknown): unknown {
  if (!(err instanceof ScriptError) || err.code === 'SANDBOX_BUSY' || err.code === 'SANDBOX_UNAVAILABLE') return err;
  return new AppError('BILLING_SCRIPT_FAILED', [RUN_BILLING_SCRIPT, err.message]);
}

/**
 * Runs the run-billing script on one chunk, outside any transaction (its host capabilities open
 * their own), with `ctx.body` = the chunk and `ctx.query` = the run's scope. Its log() lines and
 * its failure are stored as ScriptLog records.
 */
export async function runBillingScript(ctx: AppContext, runner: SandboxRunner, caller: BillingCaller, input: ChunkInput, query: JsonObject): Promise<JsonValue> {
  const code = await billingCode(ctx, caller.tenant);
  const logs: LogLine[] = [];
  const started = performance.now();
  try {
    return await runner.run({
      tenant: caller.tenant,
      kind: 'run',
      name: RUN_BILLING_SCRIPT,
      code,
      ctx: { method: 'POST', query, body: JSON.parse(JSON.stringify(input)) as JsonValue, user: { username: caller.username, tenant: caller.tenant }, locale: caller.locale },
      capabilities: scriptCapabilities({ ctx, tenant: caller.tenant, locale: caller.locale, canRead: caller.canRead, logs, now: new Date() }),
      limits: BILLING_LIMITS,
    });
  } catch (err) {
    logs.push({ level: 'error', output: err instanceof Error ? err.message : String(err) });
    throw billingError(err);
  } finally {
    const durationMs = performance.now() - started;
    await writeScriptLogs(ctx, { tenant: caller.tenant, requestId: caller.requestId, scriptName: RUN_BILLING_SCRIPT, username: caller.username, durationMs, lines: logs }).catch(() => undefined);
  }
}
