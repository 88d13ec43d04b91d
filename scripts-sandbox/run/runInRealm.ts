import type { QuickJSHandle } from 'quickjs-emscripten-core';
import { ScriptError } from '../errors/ScriptError.ts';
import type { TenantRealm } from '../realm/TenantRealm.ts';
import type { JsonValue } from '../types.ts';
import { classifyFailure } from './classifyFailure.ts';
import { HandleBag } from './HandleBag.ts';
import { RunFailure } from './RunFailure.ts';
import type { RunJob } from './RunJob.ts';
import { settleResult } from './settleResult.ts';

/**
 * Runs one script in a tenant realm: ctx copied in, the script's top level and `execute(ctx)`
 * run under the deadline, promises settled, the result copied out as JSON. Returns the value or
 * throws a {@link RunFailure}; a host exception (a wasm trap) escapes as is. Every handle made
 * here is disposed before returning.
 */
export function runInRealm(realm: TenantRealm, job: RunJob): JsonValue {
  const { context, runtime, helpers } = realm;
  const { limits, name, kind } = job;
  const bag = new HandleBag();
  const call = (fn: QuickJSHandle, args: QuickJSHandle[], asResult = false): QuickJSHandle => {
    const result = context.callFunction(fn, context.undefined, args);
    if (result.error) throw classifyFailure(realm, result.error, job, asResult);
    return bag.add(result.value);
  };
  realm.grant = { capabilities: job.capabilities, call: Object.freeze({ tenant: job.tenant, kind, name }), maxAnswerChars: limits.maxInputChars };
  runtime.setMaxStackSize(limits.maxStackBytes);
  realm.deadline = performance.now() + limits.timeoutMs;
  try {
    const factory = realm.factory(kind, name, job.code);
    const input = [bag.add(context.newString(job.ctxJson)), bag.add(context.newString(JSON.stringify(Object.keys(job.capabilities))))];
    const ctx = call(helpers.prepare, input);
    const execute = call(factory, []);
    if (context.typeof(execute) !== 'function') {
      throw new RunFailure(ScriptError.of('SCRIPT_NO_EXECUTE', [job.label, name], { script: name, kind }), 'none');
    }
    const result = bag.add(settleResult(realm, call(execute, [ctx]), job));
    const json = call(helpers.serialize, [result, bag.add(context.newNumber(limits.maxOutputChars))], true);
    if (context.typeof(json) === 'number') {
      const length = context.getNumber(json);
      throw new RunFailure(ScriptError.of('SCRIPT_OUTPUT_TOO_LARGE', [name, length, limits.maxOutputChars], { script: name, kind }), 'none');
    }
    return JSON.parse(context.getString(json)) as JsonValue;
  } finally {
    realm.deadline = Number.POSITIVE_INFINITY;
    realm.grant = undefined;
    bag.disposeAll();
  }
}
