/**
 * Node entry of the script host: everything of index.ts, the wasmfile module loader, and the
 * worker host that servers use so that no script can block the event loop.
 */
export * from './index.ts';
export { loadNodeModule } from './node/loadNodeModule.ts';
export { createWorkerSandbox, type WorkerSandbox, type WorkerSandboxOptions, type WorkerSandboxStats } from './node/createWorkerSandbox.ts';
export type { AsyncCapability, AsyncRunRequest } from './node/AsyncRunRequest.ts';
