/** Limits of one script run; each may be overridden per run within {@link LIMIT_CAPS}. */
export interface RunLimits {
  /** Wall-clock deadline of the run, enforced by the QuickJS interrupt handler. */
  timeoutMs: number;
  /** QuickJS stack size: bounds recursion depth. */
  maxStackBytes: number;
  /** Maximum length of the result, as JSON text (UTF-16 code units). */
  maxOutputChars: number;
  /** Maximum length of the ctx copied in, and of each capability answer, as JSON text. */
  maxInputChars: number;
  /** Maximum length of the script source. */
  maxCodeChars: number;
  /**
   * Promise reactions a run may execute. Capabilities are synchronous, so a real script needs a
   * handful; an endless promise chain would otherwise grow until an allocation fails inside a
   * reaction, which QuickJS turns into a silent rejection instead of an error.
   */
  maxJobs: number;
}

/** Limits of the sandbox as a whole, plus the default {@link RunLimits}. */
export interface SandboxLimits extends RunLimits {
  /** Maximum size of each QuickJS module's fixed WebAssembly.Memory, in 64 KiB pages (>= 256). */
  memoryPages: number;
  /** Once a module's memory has grown to this many pages, it is replaced after the run. */
  recyclePages: number;
  /** Tenants whose runtime stays warm; the least recently used one is disposed beyond it. */
  maxTenants: number;
  /** Compiled scripts kept per tenant runtime. */
  maxScriptsPerTenant: number;
  /** Array methods refuse arrays (and array-likes) longer than this: their C loops ignore the deadline. */
  maxArrayLength: number;
}

/** The defaults: 1 s deadline, 64 MiB of memory per module, 1 MB of JSON out. */
export const DEFAULT_LIMITS: Readonly<SandboxLimits> = Object.freeze({
  timeoutMs: 1000,
  maxStackBytes: 192 * 1024,
  maxOutputChars: 1_000_000,
  maxInputChars: 4_000_000,
  maxCodeChars: 500_000,
  maxJobs: 100_000,
  memoryPages: 1024,
  recyclePages: 768,
  maxTenants: 16,
  maxScriptsPerTenant: 64,
  maxArrayLength: 10_000_000,
});

/**
 * Hard bounds of every limit. The stack cap matters: QuickJS recursion also uses the host's
 * own (V8) stack, and beyond about 256 KiB of QuickJS stack the host stack overflows first.
 */
export const LIMIT_CAPS: Readonly<Record<keyof SandboxLimits, readonly [number, number]>> = Object.freeze({
  timeoutMs: [1, 60_000],
  maxStackBytes: [16 * 1024, 256 * 1024],
  maxOutputChars: [2, 50_000_000],
  maxInputChars: [2, 50_000_000],
  maxCodeChars: [1, 10_000_000],
  maxJobs: [1, 10_000_000],
  memoryPages: [256, 32_768],
  recyclePages: [256, 32_768],
  maxTenants: [1, 10_000],
  maxScriptsPerTenant: [1, 10_000],
  maxArrayLength: [1_000, 1_000_000_000],
});
