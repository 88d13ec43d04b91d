import { ScriptError } from '../errors/ScriptError.ts';
import type { RunJob } from './RunJob.ts';

/**
 * The error for a run that made the host itself throw: the host (V8) stack overflowing inside
 * QuickJS's recursion, or a WebAssembly trap (in practice: allocation failed somewhere QuickJS
 * does not check). The module is recycled by the caller either way.
 */
export function hostCrash(error: unknown, job: RunJob): ScriptError {
  const where = { script: job.name, kind: job.kind };
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return ScriptError.of('SCRIPT_STACK_OVERFLOW', [job.name, Math.round(job.limits.maxStackBytes / 1024)], where);
  }
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return ScriptError.of('SANDBOX_CRASHED', [job.name, reason.slice(0, 200)], where);
}
