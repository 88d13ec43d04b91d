import { createSandbox, ScriptError, type JsonValue, type RunRequest, type Sandbox, type SandboxLimits } from '../../scripts-sandbox/index.ts';
import { loadNodeModule } from '../../scripts-sandbox/node.ts';

/** A sandbox on the Node loader, ready for a run. */
export async function openSandbox(limits?: Partial<SandboxLimits>, prepareAhead = true): Promise<Sandbox> {
  return createSandbox({ loadModule: loadNodeModule, limits, prepareAhead });
}

/** What a run ended with, plus how long it took. */
export type Outcome = { ok: true; value: JsonValue; ms: number } | { ok: false; error: ScriptError; ms: number };

/** Runs a request (after waiting for a module, as a server would) and never throws. */
export async function attempt(sandbox: Sandbox, request: Partial<RunRequest> & { code: string }): Promise<Outcome> {
  await sandbox.ready();
  const started = performance.now();
  try {
    const value = sandbox.run({ tenant: 'acme', kind: 'run', name: 'test-script', ...request });
    return { ok: true, value, ms: performance.now() - started };
  } catch (error) {
    if (!(error instanceof ScriptError)) throw error;
    return { ok: false, error, ms: performance.now() - started };
  }
}

/** The ScriptError of a run that must fail. */
export async function failure(sandbox: Sandbox, request: Partial<RunRequest> & { code: string }): Promise<ScriptError> {
  const outcome = await attempt(sandbox, request);
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`);
  return outcome.error;
}

/** The value of a run that must succeed. */
export async function success(sandbox: Sandbox, request: Partial<RunRequest> & { code: string }): Promise<JsonValue> {
  const outcome = await attempt(sandbox, request);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
