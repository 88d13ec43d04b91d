import type { RunRequest } from '../Sandbox.ts';
import type { CapabilityCall, JsonValue } from '../types.ts';

/** A capability of the worker host: it runs on the main thread, so it may be asynchronous. */
export type AsyncCapability = (args: JsonValue, call: CapabilityCall) => JsonValue | Promise<JsonValue>;

/** A run for the worker host: a {@link RunRequest} whose capabilities may return promises. */
export interface AsyncRunRequest extends Omit<RunRequest, 'capabilities'> {
  capabilities?: Readonly<Record<string, AsyncCapability>>;
}
