import type { MessagePort } from 'node:worker_threads';
import type { AsyncCapability } from './AsyncRunRequest.ts';
import type { CapabilityAnswer, CapabilityRequest } from './workerProtocol.ts';

/** Only refusals with a status under 500 reach the script; other host errors stay on the host. */
function readableMessage(error: unknown): string | undefined {
  const status = error instanceof Error && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status < 500 ? (error as Error).message : undefined;
}

/**
 * Answers the capability calls a worker sends on `port`, using the capabilities of its current
 * run (`current()`), then bumps `signal[0]` and wakes the worker blocked in callHostSync.
 */
export function serveCapabilities(port: MessagePort, signal: Int32Array, current: () => Readonly<Record<string, AsyncCapability>> | undefined): void {
  port.on('message', (request: CapabilityRequest) => {
    const reply = (answer: CapabilityAnswer) => {
      port.postMessage(answer);
      Atomics.add(signal, 0, 1);
      Atomics.notify(signal, 0);
    };
    const capabilities = current();
    const capability = capabilities && Object.hasOwn(capabilities, request.name) ? capabilities[request.name] : undefined;
    if (!capability) return reply({ id: request.id, ok: false, message: `Capability ${request.name} is not granted` });
    Promise.resolve()
      .then(() => capability(JSON.parse(request.argsJson), request.call))
      .then(
        (value) => reply({ id: request.id, ok: true, json: JSON.stringify(value ?? null) }),
        (error: unknown) => reply({ id: request.id, ok: false, message: readableMessage(error) }),
      );
  });
}
