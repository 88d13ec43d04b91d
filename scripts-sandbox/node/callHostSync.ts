import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { CapabilityAnswer, CapabilityRequest } from './workerProtocol.ts';

/**
 * Calls a capability on the main thread and blocks this worker until the answer arrives or
 * `deadline` (performance.now() time) passes. The main thread posts the answer, then bumps
 * `signal[0]`; reading the counter before looking at the port means no wake-up is missed.
 * Answers to earlier calls that gave up waiting are skipped by id.
 */
export function callHostSync(port: MessagePort, signal: Int32Array, request: CapabilityRequest, deadline: number): CapabilityAnswer | undefined {
  port.postMessage(request);
  for (;;) {
    const seen = Atomics.load(signal, 0);
    const received = receiveMessageOnPort(port);
    if (received) {
      const answer = received.message as CapabilityAnswer;
      if (answer.id === request.id) return answer;
      continue;
    }
    const remaining = deadline - performance.now();
    if (remaining <= 0) return undefined;
    Atomics.wait(signal, 0, seen, remaining);
  }
}
