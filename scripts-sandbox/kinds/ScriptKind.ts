import type { JsonObject, JsonValue } from '../types.ts';

/**
 * One kind of script: what ctx its scripts receive and what their result must look like.
 * A kind is plain data plus two pure functions; the sandbox itself knows none of them.
 */
export interface ScriptKind<TResult extends JsonValue = JsonValue> {
  /** The key scripts are filed under, e.g. `layout`. */
  readonly kind: string;
  /** The name in messages, e.g. `Layout` in "Layout script x does not have an execute() function". */
  readonly label: string;
  /** Builds the ctx from the caller's input; throws ScriptError SCRIPT_INVALID_INPUT on bad input. */
  buildCtx(input: JsonObject, name: string): JsonObject;
  /** Checks (and normalises) what execute(ctx) returned; throws ScriptError on a bad result. */
  checkResult(result: JsonValue, name: string): TResult;
}
