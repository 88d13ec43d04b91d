/** `export function execute` / `export async function execute` at the start of a line. */
const EXPORTED_EXECUTE = /^([ \t]*)export[ \t]+(?=(?:async[ \t]+)?function[ \t]*\*?[ \t]*execute\b)/m;

/**
 * Accepts both script forms: a plain `function execute(ctx)` and an ES-module style
 * `export function execute(ctx)`. The `export` keyword is dropped; any other export or import
 * is left in place and reported as a syntax error.
 */
export function stripExport(code: string): string {
  return code.replace(EXPORTED_EXECUTE, '$1');
}

/**
 * Wraps a script into a factory: calling it runs the script's top level afresh (new bindings
 * every run) and returns its `execute` function, or undefined. The prefix shares the first line
 * so that error line numbers match the source. The source must already parse on its own
 * (see compileScript), which keeps it from closing the wrapper early.
 */
export function factorySource(code: string): string {
  return `(function () {"use strict";${code}\n;return typeof execute === "function" ? execute : undefined;\n})`;
}
