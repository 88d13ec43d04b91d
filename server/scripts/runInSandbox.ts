import { createWorkerSandbox, type AsyncRunRequest, type JsonValue, type WorkerSandbox } from '../../scripts-sandbox/node.ts';

export type { AsyncCapability, AsyncRunRequest, JsonObject, JsonValue } from '../../scripts-sandbox/node.ts';
export { ScriptError } from '../../scripts-sandbox/node.ts';

/** Runs scripts for one server instance; the only door from server/scripts to the QuickJS host. */
export interface SandboxRunner {
  run(request: AsyncRunRequest): Promise<JsonValue>;
  close(): Promise<void>;
}

/** Worker threads running scripts (SCRIPT_WORKERS, default 1): each has its own QuickJS module. */
const WORKERS = Math.max(1, Number(process.env.SCRIPT_WORKERS ?? 1) || 1);

/**
 * The sandbox of a server instance: worker threads (scripts-sandbox/node createWorkerSandbox), so a
 * script never blocks the event loop and capabilities may be asynchronous. Started on the first
 * run (a server that runs no script starts no worker), closed with the server.
 */
export function createSandboxRunner(): SandboxRunner {
  let sandbox: Promise<WorkerSandbox> | undefined;
  return {
    async run(request) {
      sandbox ??= createWorkerSandbox({ workers: WORKERS }).catch((err: unknown) => {
        sandbox = undefined;
        throw err;
      });
      return (await sandbox).run(request);
    },
    async close() {
      const started = sandbox;
      sandbox = undefined;
      if (started) await (await started).close();
    },
  };
}
