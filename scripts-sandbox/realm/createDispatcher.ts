import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten-core';
import { capabilityFailure } from './capabilityFailure.ts';
import type { Grant } from './Grant.ts';

/**
 * The one host function of a context, `dispatch(name, argsJson)`, behind every
 * `ctx.host.<name>`: it answers the capability's result as JSON text, or "!" and a message,
 * which the realm turns into a CapabilityError. quickjs-emscripten never forgets a function
 * made by newFunction, so each context gets exactly one, looking up the current run's grant.
 */
export function createDispatcher(context: QuickJSContext, currentGrant: () => Grant | undefined, expired: () => boolean): QuickJSHandle {
  const answer = (text: string) => context.newString(text);
  return context.newFunction('dispatch', (nameHandle, argsHandle) => {
    const grant = currentGrant();
    const name = context.typeof(nameHandle) === 'string' ? context.getString(nameHandle) : '';
    const capability = grant && Object.hasOwn(grant.capabilities, name) ? grant.capabilities[name] : undefined;
    if (!grant || !capability) return answer(`!Capability ${name} is not granted`);
    if (expired()) return answer('!The time limit of the script is reached');
    let argsJson = 'null';
    if (argsHandle && context.typeof(argsHandle) === 'string') {
      const length = context.getProp(argsHandle, 'length').consume((handle) => context.getNumber(handle));
      if (length > grant.maxAnswerChars) return answer(`!Arguments of ${name} are over ${grant.maxAnswerChars} characters of JSON`);
      argsJson = context.getString(argsHandle);
    }
    let json: string | undefined;
    try {
      const result: unknown = capability(JSON.parse(argsJson), grant.call);
      if (result instanceof Promise) {
        result.catch(() => undefined);
        return answer(`!Capability ${name} is asynchronous; this sandbox needs synchronous capabilities`);
      }
      json = JSON.stringify(result);
    } catch (error) {
      return answer(`!${capabilityFailure(name, error)}`);
    }
    if (json !== undefined && json.length > grant.maxAnswerChars) return answer(`!Answer of ${name} is over ${grant.maxAnswerChars} characters of JSON`);
    return answer(json ?? 'null');
  });
}
