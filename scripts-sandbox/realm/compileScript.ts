import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten-core';
import { ScriptError } from '../errors/ScriptError.ts';
import { factorySource, stripExport } from './compileSource.ts';
import { scriptFileName } from './scriptFileName.ts';

/**
 * Compiles a script into its factory (see factorySource). The source is first parsed on its
 * own, as strict global code without running it: code that does not parse alone could close
 * the wrapper early and leave declarations in the shared global scope, so it is refused.
 */
export function compileScript(context: QuickJSContext, kind: string, name: string, code: string): QuickJSHandle {
  const fileName = scriptFileName(kind, name);
  const source = stripExport(code);
  const syntaxError = (error: QuickJSHandle): ScriptError => {
    const failure = error.consume((handle) => context.dump(handle) as { message?: unknown; lineNumber?: unknown });
    const line = typeof failure.lineNumber === 'number' ? failure.lineNumber : undefined;
    return ScriptError.of('SCRIPT_SYNTAX_ERROR', [name, line ? ` at line ${line}` : '', String(failure.message)], { script: name, kind, line });
  };
  const checked = context.evalCode(source, fileName, { compileOnly: true, strict: true });
  if (checked.error) throw syntaxError(checked.error);
  checked.value.dispose();
  const factory = context.evalCode(factorySource(source), fileName);
  if (factory.error) throw syntaxError(factory.error);
  return factory.value;
}
