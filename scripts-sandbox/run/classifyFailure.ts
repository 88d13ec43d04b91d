import type { QuickJSHandle } from 'quickjs-emscripten-core';
import { ScriptError } from '../errors/ScriptError.ts';
import type { TenantRealm } from '../realm/TenantRealm.ts';
import { describeThrown } from './describeThrown.ts';
import { RunFailure } from './RunFailure.ts';
import type { RunJob } from './RunJob.ts';

/**
 * Turns a value thrown out of a script (and disposes its handle) into a RunFailure: a timeout
 * when the deadline has passed, QuickJS's own out-of-memory and stack-overflow errors, or the
 * script's error with its line. `asResult` marks a failure to serialise the result.
 */
export function classifyFailure(realm: TenantRealm, thrown: QuickJSHandle, job: RunJob, asResult = false): RunFailure {
  const { name, kind, limits } = job;
  const where = { script: name, kind };
  if (performance.now() > realm.deadline) {
    thrown.dispose();
    return new RunFailure(ScriptError.of('SCRIPT_TIMEOUT', [name, limits.timeoutMs], where), 'module');
  }
  let info;
  try {
    info = describeThrown(realm, thrown, kind, name);
  } finally {
    thrown.dispose();
  }
  if (info === 'failed') return new RunFailure(ScriptError.of('SCRIPT_OUT_OF_MEMORY', [name, job.memoryMiB], where), 'module');
  if (info === 'slow') return new RunFailure(ScriptError.of('SCRIPT_THREW', [name, '', 'the thrown value could not be read in time'], where), 'module');
  const internal = info.isError && info.name === 'InternalError';
  if (internal && info.message === 'interrupted') return new RunFailure(ScriptError.of('SCRIPT_TIMEOUT', [name, limits.timeoutMs], where), 'module');
  if (internal && info.message === 'out of memory') return new RunFailure(ScriptError.of('SCRIPT_OUT_OF_MEMORY', [name, job.memoryMiB], where), 'module');
  if (internal && info.message === 'stack overflow') {
    return new RunFailure(ScriptError.of('SCRIPT_STACK_OVERFLOW', [name, Math.round(limits.maxStackBytes / 1024)], where), 'realm');
  }
  const text = info.isError ? `${info.name}: ${info.message}` : info.message;
  if (asResult) return new RunFailure(ScriptError.of('SCRIPT_NOT_JSON', [name, text], where), 'none');
  const line = info.line > 0 ? info.line : undefined;
  return new RunFailure(ScriptError.of('SCRIPT_THREW', [name, line ? ` at line ${line}` : '', text], { ...where, line }), 'none');
}
