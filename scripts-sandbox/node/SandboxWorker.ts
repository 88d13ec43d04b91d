import { MessageChannel, Worker } from 'node:worker_threads';
import { ScriptError } from '../errors/ScriptError.ts';
import { DEFAULT_LIMITS, type SandboxLimits } from '../limits/SandboxLimits.ts';
import type { JsonValue } from '../types.ts';
import type { AsyncRunRequest } from './AsyncRunRequest.ts';
import { serveCapabilities } from './serveCapabilities.ts';
import type { RunMessage, WorkerInit, WorkerMessage } from './workerProtocol.ts';

interface Pending {
  id: number;
  request: AsyncRunRequest;
  resolve: (value: JsonValue) => void;
  reject: (error: ScriptError) => void;
  watchdog: ReturnType<typeof setTimeout>;
}

/** The worker's module: its TypeScript source under tsx and vitest, its own bundle beside the server's once compiled (scripts/buildServer.mjs). */
const WORKER_MAIN = import.meta.url.endsWith('.ts') ? './workerMain.ts' : './workerMain.mjs';

/**
 * One worker thread running a sandbox, one run at a time, watched from the main thread: a run
 * still going `graceMs` after its deadline (a regular expression backtracking for minutes, say,
 * where QuickJS never checks its interrupt handler) gets the worker terminated. A dead worker
 * calls `onExit` so that its owner starts another.
 */
export class SandboxWorker {
  /** Tenants that ran here lately: their runtimes are probably warm in this worker. */
  readonly tenants = new Set<string>();
  private pending: Pending | undefined;
  private nextId = 0;
  private alive = true;

  private constructor(
    private readonly worker: Worker,
    private readonly limits: Partial<SandboxLimits>,
    private readonly graceMs: number,
  ) {}

  /** Starts a worker and resolves once its QuickJS module is loaded. */
  static start(limits: Partial<SandboxLimits>, graceMs: number, onExit: (worker: SandboxWorker) => void): Promise<SandboxWorker> {
    const { port1, port2 } = new MessageChannel();
    const signal = new SharedArrayBuffer(4);
    const init: WorkerInit = { entry: new URL(WORKER_MAIN, import.meta.url).href, limits, port: port1, signal };
    const worker = new Worker(new URL('./workerBoot.mjs', import.meta.url), { workerData: init, transferList: [port1] });
    const sandboxWorker = new SandboxWorker(worker, limits, graceMs);
    serveCapabilities(port2, new Int32Array(signal), () => sandboxWorker.pending?.request.capabilities);
    return new Promise((resolve, reject) => {
      worker.on('message', (message: WorkerMessage) => (message.type === 'ready' ? resolve(sandboxWorker) : sandboxWorker.settle(message)));
      worker.on('error', reject);
      worker.on('exit', () => {
        port2.close();
        sandboxWorker.died('the worker thread exited');
        onExit(sandboxWorker);
      });
    });
  }

  /** True while a run is in progress. */
  get busy(): boolean {
    return this.pending !== undefined;
  }

  /** False once the worker is terminated or has exited. */
  get usable(): boolean {
    return this.alive;
  }

  /** Runs one request; the caller never sends a second before this one settles. */
  run(request: AsyncRunRequest): Promise<JsonValue> {
    const timeoutMs = request.limits?.timeoutMs ?? this.limits.timeoutMs ?? DEFAULT_LIMITS.timeoutMs;
    this.tenants.add(request.tenant);
    return new Promise((resolve, reject) => {
      const id = ++this.nextId;
      const watchdog = setTimeout(() => {
        this.fail(ScriptError.of('SCRIPT_TIMEOUT', [request.name, timeoutMs], { script: request.name, kind: request.kind }));
        void this.terminate();
      }, timeoutMs + this.graceMs);
      this.pending = { id, request, resolve, reject, watchdog };
      const { capabilities, ...rest } = request;
      const message: RunMessage = { type: 'run', id, request: { ...rest, capabilities: Object.keys(capabilities ?? {}) } };
      this.worker.postMessage(message);
    });
  }

  /** Stops the thread at once, whatever it is running. */
  async terminate(): Promise<void> {
    this.alive = false;
    await this.worker.terminate();
  }

  private settle(message: WorkerMessage): void {
    const pending = this.pending;
    if (message.type !== 'result' || !pending || pending.id !== message.id) return;
    clearTimeout(pending.watchdog);
    this.pending = undefined;
    if (message.ok) pending.resolve(message.value);
    else pending.reject(ScriptError.fromJSON(message.error));
  }

  private fail(error: ScriptError): void {
    const pending = this.pending;
    if (!pending) return;
    clearTimeout(pending.watchdog);
    this.pending = undefined;
    pending.reject(error);
  }

  private died(reason: string): void {
    this.alive = false;
    const name = this.pending?.request.name ?? '?';
    this.fail(ScriptError.of('SANDBOX_CRASHED', [name, reason], { script: name }));
  }
}
