import type { JsonValue } from '../types.ts';
import { inputReader } from './inputReader.ts';
import type { ScriptKind } from './ScriptKind.ts';

/** The HTTP methods a run script is called with (GET|POST /api/script/runs/{name}). */
export const RUN_METHODS = ['GET', 'POST'] as const;

/**
 * Run scripts are server-side helpers called by name through the API: `user-configuration`,
 * `string-overrides`, `hello-world`... Their JSON result is the answer, unchecked.
 *
 * ctx: `{method, query, body, user, locale}`. Result: any JSON value.
 */
export const runKind: ScriptKind<JsonValue> = {
  kind: 'run',
  label: 'Run',
  buildCtx(input, name) {
    const read = inputReader(input, 'run', 'Run', name);
    return {
      method: read.oneOf('method', RUN_METHODS, 'GET'),
      query: read.object('query'),
      body: read.value('body'),
      user: read.object('user'),
      locale: read.string('locale', 'en'),
    };
  },
  checkResult(result) {
    return result;
  },
};
