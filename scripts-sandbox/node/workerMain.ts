import { parentPort, workerData } from 'node:worker_threads';
import { createSandbox } from '../createSandbox.ts';
import { ScriptError } from '../errors/ScriptError.ts';
import { DEFAULT_LIMITS } from '../limits/SandboxLimits.ts';
import type { Capabilities, Capability } from '../types.ts';
import { callHostSync } from './callHostSync.ts';
import { CapabilityRefusal } from './CapabilityRefusal.ts';
import { loadNodeModule } from './loadNodeModule.ts';
import type { RunMessage, WorkerInit, WorkerMessage, WorkerRunRequest } from './workerProtocol.ts';

// Body of a sandbox worker thread: one in-thread sandbox, fed runs by the main thread, whose
// capabilities are called back on the main thread synchronously (see callHostSync).
const init = workerData as WorkerInit;
const signal = new Int32Array(init.signal);
const sandbox = await createSandbox({ loadModule: loadNodeModule, limits: init.limits });
let nextCall = 0;

function remoteCapabilities(request: WorkerRunRequest, deadline: number): Capabilities {
  const remote = (name: string): Capability => (args, call) => {
    const answer = callHostSync(init.port, signal, { id: ++nextCall, name, argsJson: JSON.stringify(args), call }, deadline);
    if (!answer) throw new Error(`Capability ${name} did not answer in time`);
    if (answer.ok) return JSON.parse(answer.json);
    throw answer.message === undefined ? new Error(`Capability ${name} failed`) : new CapabilityRefusal(answer.message);
  };
  return Object.fromEntries(request.capabilities.map((name) => [name, remote(name)]));
}

async function handle({ id, request }: RunMessage): Promise<WorkerMessage> {
  try {
    await sandbox.ready();
    const timeoutMs = request.limits?.timeoutMs ?? init.limits?.timeoutMs ?? DEFAULT_LIMITS.timeoutMs;
    const capabilities = remoteCapabilities(request, performance.now() + timeoutMs);
    return { type: 'result', id, ok: true, value: sandbox.run({ ...request, capabilities }) };
  } catch (error) {
    const failure = error instanceof ScriptError ? error : ScriptError.of('SANDBOX_CRASHED', [request.name, String(error)]);
    return { type: 'result', id, ok: false, error: failure.toJSON() };
  }
}

// The first run of a fresh module compiles QuickJS's hot paths (~100 ms or more): pay it now,
// before the main thread starts its watchdog.
sandbox.run({ tenant: 'warm-up', kind: 'run', name: 'warm-up', code: 'function execute() { return [1, 2].map((n) => n * 2); }' });
sandbox.reset('warm-up');

parentPort?.on('message', (message: RunMessage) => {
  void handle(message).then((reply) => parentPort?.postMessage(reply));
});
parentPort?.postMessage({ type: 'ready' } satisfies WorkerMessage);
