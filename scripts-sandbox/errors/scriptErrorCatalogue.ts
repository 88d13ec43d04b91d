/**
 * Errors of the script sandbox as `status|CODE|message` entries, in the format of the engine
 * catalogue (seed 000 §8.1). `$` in a message is replaced, in order, by the arguments.
 */
export const SCRIPT_ERROR_CATALOGUE = {
  SCRIPT_NO_EXECUTE: '422|SCRIPT_NO_EXECUTE|$ script $ does not have an execute() function',
  SCRIPT_SYNTAX_ERROR: '422|SCRIPT_SYNTAX_ERROR|Script $ has a syntax error$: $',
  SCRIPT_THREW: '422|SCRIPT_THREW|Script $ failed$: $',
  SCRIPT_TIMEOUT: '422|SCRIPT_TIMEOUT|Script $ exceeded its time limit of $ ms',
  SCRIPT_OUT_OF_MEMORY: '422|SCRIPT_OUT_OF_MEMORY|Script $ ran out of memory (sandbox limit $ MiB)',
  SCRIPT_STACK_OVERFLOW: '422|SCRIPT_STACK_OVERFLOW|Script $ exceeded the maximum call depth (stack limit $ KiB)',
  SCRIPT_OUTPUT_TOO_LARGE: '422|SCRIPT_OUTPUT_TOO_LARGE|Script $ returned $ characters of JSON, over the limit of $',
  SCRIPT_NOT_JSON: '422|SCRIPT_NOT_JSON|Script $ returned a value that is not JSON: $',
  SCRIPT_TOO_MANY_JOBS: '422|SCRIPT_TOO_MANY_JOBS|Script $ ran more than $ promise reactions (an endless promise chain?)',
  SCRIPT_NEVER_SETTLED: '422|SCRIPT_NEVER_SETTLED|Script $ returned a promise that never settled',
  SCRIPT_INVALID_OBJECT: "422|SCRIPT_INVALID_OBJECT|Invalid object $ in '$' script",
  SCRIPT_INVALID_RESULT: '422|SCRIPT_INVALID_RESULT|Invalid result of $ script $: $',
  SCRIPT_INVALID_INPUT: '400|SCRIPT_INVALID_INPUT|Invalid input for $ script $: $',
  SCRIPT_INPUT_TOO_LARGE: '400|SCRIPT_INPUT_TOO_LARGE|Input of script $ is $ characters of JSON, over the limit of $',
  SCRIPT_CODE_TOO_LARGE: '400|SCRIPT_CODE_TOO_LARGE|Script $ is $ characters long, over the limit of $',
  SCRIPT_UNKNOWN_KIND: '400|SCRIPT_UNKNOWN_KIND|Unknown script kind "$"',
  SANDBOX_BUSY: '503|SANDBOX_BUSY|The script sandbox is busy: $',
  SANDBOX_UNAVAILABLE: '503|SANDBOX_UNAVAILABLE|The script sandbox is restarting, retry shortly',
  SANDBOX_CRASHED: '422|SANDBOX_CRASHED|Script $ crashed the sandbox ($); the sandbox was restarted',
} as const;

/** A code of {@link SCRIPT_ERROR_CATALOGUE}. */
export type ScriptErrorCode = keyof typeof SCRIPT_ERROR_CATALOGUE;
