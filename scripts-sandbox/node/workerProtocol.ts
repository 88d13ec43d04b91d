import type { ScriptErrorData } from '../errors/ScriptError.ts';
import type { SandboxLimits } from '../limits/SandboxLimits.ts';
import type { RunRequest } from '../Sandbox.ts';
import type { CapabilityCall, JsonValue } from '../types.ts';
import type { MessagePort } from 'node:worker_threads';

/** What a sandbox worker starts with. */
export interface WorkerInit {
  /** Module URL of workerMain (a .ts file is loaded through tsx). */
  entry: string;
  limits?: Partial<SandboxLimits>;
  /** The worker's end of the capability channel. */
  port: MessagePort;
  /** One Int32 counting the capability answers posted: the worker waits on it. */
  signal: SharedArrayBuffer;
}

/** A run sent to a worker: capabilities travel by name only, and are called back on the main thread. */
export interface WorkerRunRequest extends Omit<RunRequest, 'capabilities'> {
  capabilities: string[];
}

/** Main thread -> worker. */
export interface RunMessage {
  type: 'run';
  id: number;
  request: WorkerRunRequest;
}

/** Worker -> main thread. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'result'; id: number; ok: true; value: JsonValue }
  | { type: 'result'; id: number; ok: false; error: ScriptErrorData };

/** Worker -> main thread, on the capability channel: a script calls `ctx.host.<name>(args)`. */
export interface CapabilityRequest {
  id: number;
  name: string;
  argsJson: string;
  call: CapabilityCall;
}

/** Main thread -> worker, on the capability channel. `message` is set only for refusals a script may read. */
export type CapabilityAnswer = { id: number; ok: true; json: string } | { id: number; ok: false; message?: string };
