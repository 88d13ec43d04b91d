/** A JSON value: everything that crosses the sandbox boundary is one of these, copied. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/**
 * Who calls a capability. The host fills it from the run request, never from the script,
 * so a capability that reads data uses `call.tenant` and cannot be pointed at another tenant.
 */
export interface CapabilityCall {
  readonly tenant: string;
  readonly kind: string;
  readonly name: string;
}

/** A host function granted to one run: JSON in, JSON out, synchronous (`ctx.host.<name>(args)`). */
export type Capability = (args: JsonValue, call: CapabilityCall) => JsonValue;

/** The capabilities granted to one run, by the name the script calls them with. */
export type Capabilities = Readonly<Record<string, Capability>>;
