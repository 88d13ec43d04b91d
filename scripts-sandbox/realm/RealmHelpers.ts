import type { QuickJSHandle } from 'quickjs-emscripten-core';

/** Handles on the helper functions that the hardening source leaves in a context. */
export interface RealmHelpers {
  /** `(ctxJson, capabilityNamesJson) => ctx` with a frozen `ctx.host`. */
  prepare: QuickJSHandle;
  /** `(value, maxChars) => json | length` (a number when the JSON is over maxChars). */
  serialize: QuickJSHandle;
  /** `(thrown, fileName) => json` of `{isError, name, message, line}`. */
  describe: QuickJSHandle;
}
