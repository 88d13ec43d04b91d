import { ScriptError } from '../errors/ScriptError.ts';
import type { SandboxLimits } from '../limits/SandboxLimits.ts';
import type { JsonValue } from '../types.ts';
import type { AsyncRunRequest } from './AsyncRunRequest.ts';
import { SandboxWorker } from './SandboxWorker.ts';

/** How to build the worker host. */
export interface WorkerSandboxOptions {
  /** Worker threads, each with its own QuickJS module and tenant runtimes (default 1). */
  workers?: number;
  /** Limits of the sandbox in each worker. */
  limits?: Partial<SandboxLimits>;
  /** How long after its deadline a run may still go before its worker is terminated (default 100 ms). */
  graceMs?: number;
  /** Runs waiting for a worker beyond this are refused with SANDBOX_BUSY (default 1000). */
  maxQueue?: number;
}

/** Counters of the worker host. */
export interface WorkerSandboxStats {
  workers: number;
  busy: number;
  queued: number;
  /** Workers terminated by the watchdog or lost, and replaced. */
  restarts: number;
}

/** The script host for servers: runs happen in worker threads, never on the event loop. */
export interface WorkerSandbox {
  /** Runs a script in a worker; rejects with a ScriptError. */
  run<T extends JsonValue = JsonValue>(request: AsyncRunRequest): Promise<T>;
  stats(): WorkerSandboxStats;
  /** Resolves once no worker is being replaced (for readiness probes and tests). */
  ready(): Promise<void>;
  /** Terminates every worker; waiting runs are refused. */
  close(): Promise<void>;
}

interface Waiting {
  request: AsyncRunRequest;
  resolve: (value: JsonValue) => void;
  reject: (error: unknown) => void;
}

/**
 * Starts the worker host. Each run goes to an idle worker, preferring one where its tenant ran
 * last (warm runtime); when every worker is busy it waits in a bounded queue. The main thread
 * only passes messages and answers capability calls, so no script can block it: a script that
 * outlives its deadline by `graceMs` has its worker terminated and replaced.
 */
export async function createWorkerSandbox(options: WorkerSandboxOptions = {}): Promise<WorkerSandbox> {
  const limits = options.limits ?? {};
  const graceMs = options.graceMs ?? 100;
  const maxQueue = options.maxQueue ?? 1000;
  const queue: Waiting[] = [];
  let closed = false;
  let restarts = 0;
  const replacing = new Set<Promise<unknown>>();

  const start = (): Promise<SandboxWorker> => SandboxWorker.start(limits, graceMs, replace);
  const pool: SandboxWorker[] = await Promise.all(Array.from({ length: Math.max(1, options.workers ?? 1) }, start));

  function replace(dead: SandboxWorker): void {
    const index = pool.indexOf(dead);
    if (index < 0 || closed) return;
    restarts++;
    const starting = start().then(
      (worker) => {
        if (closed) return void worker.terminate();
        pool[index] = worker;
        dispatch();
      },
      () => setTimeout(() => replace(dead), 1000).unref(),
    );
    replacing.add(starting);
    void starting.finally(() => replacing.delete(starting));
  }

  function dispatch(): void {
    while (queue.length > 0) {
      const idle = pool.filter((worker) => worker.usable && !worker.busy);
      if (idle.length === 0) return;
      const next = queue.shift() as Waiting;
      const worker = idle.find((candidate) => candidate.tenants.has(next.request.tenant)) ?? idle[0];
      worker
        .run(next.request)
        .then(next.resolve, next.reject)
        .finally(dispatch);
    }
  }

  return {
    run<T extends JsonValue = JsonValue>(request: AsyncRunRequest): Promise<T> {
      if (closed) return Promise.reject(ScriptError.of('SANDBOX_UNAVAILABLE', []));
      if (queue.length >= maxQueue) return Promise.reject(ScriptError.of('SANDBOX_BUSY', [`${queue.length} runs are waiting`]));
      return new Promise<JsonValue>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        dispatch();
      }) as Promise<T>;
    },
    stats() {
      return { workers: pool.length, busy: pool.filter((worker) => worker.busy).length, queued: queue.length, restarts };
    },
    async ready() {
      while (replacing.size > 0) await Promise.all(replacing);
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(ScriptError.of('SANDBOX_UNAVAILABLE', []));
      await Promise.all(pool.map((worker) => worker.terminate()));
    },
  };
}
