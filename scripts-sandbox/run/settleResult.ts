import type { QuickJSHandle } from 'quickjs-emscripten-core';
import { ScriptError } from '../errors/ScriptError.ts';
import type { TenantRealm } from '../realm/TenantRealm.ts';
import { classifyFailure } from './classifyFailure.ts';
import { RunFailure } from './RunFailure.ts';
import type { RunJob } from './RunJob.ts';

/** Reactions run per executePendingJobs call between two checks of the job budget. */
const JOB_CHUNK = 1000;

/**
 * Runs the realm's pending jobs (promise reactions) until none is left, under the run's
 * deadline and job budget, so that no job outlives its run. QuickJS turns a reaction that was
 * interrupted or ran out of memory into a rejection and carries on, so an endless promise chain
 * may drain "successfully": the clock or the job count, not an error, says what happened.
 */
function drainJobs(realm: TenantRealm, job: RunJob): void {
  let executedJobs = 0;
  while (realm.runtime.hasPendingJob()) {
    if (executedJobs >= job.limits.maxJobs) {
      throw new RunFailure(ScriptError.of('SCRIPT_TOO_MANY_JOBS', [job.name, job.limits.maxJobs], { script: job.name, kind: job.kind }), 'realm');
    }
    const executed = realm.runtime.executePendingJobs(Math.min(JOB_CHUNK, job.limits.maxJobs - executedJobs));
    if (executed.error) throw classifyFailure(realm, executed.error, job);
    executedJobs += executed.value;
  }
  if (performance.now() > realm.deadline) {
    throw new RunFailure(ScriptError.of('SCRIPT_TIMEOUT', [job.name, job.limits.timeoutMs], { script: job.name, kind: job.kind }), 'module');
  }
}

/**
 * The value of `execute(ctx)`: a plain value as is, a promise once settled (an async execute is
 * allowed: capabilities are synchronous, so it settles within the run). A rejection is the
 * script's failure. Returns a new handle; `result` stays owned by the caller.
 */
export function settleResult(realm: TenantRealm, result: QuickJSHandle, job: RunJob): QuickJSHandle {
  const { context } = realm;
  drainJobs(realm, job);
  const state = context.getPromiseState(result);
  if (state.type === 'fulfilled') return state.notAPromise ? result.dup() : state.value;
  if (state.type === 'rejected') throw classifyFailure(realm, state.error, job);
  throw new RunFailure(ScriptError.of('SCRIPT_NEVER_SETTLED', [job.name], { script: job.name, kind: job.kind }), 'realm');
}
