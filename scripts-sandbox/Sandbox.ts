import type { ScriptError } from './errors/ScriptError.ts';
import type { RunLimits } from './limits/SandboxLimits.ts';
import type { RealmMemory } from './realm/TenantRealm.ts';
import type { Capabilities, JsonObject, JsonValue } from './types.ts';

/** One script to run for one tenant. */
export interface RunRequest {
  /** The tenant the run belongs to: selects its runtime, and is what capabilities receive. */
  tenant: string;
  /** The script kind (see kinds/): decides the ctx built from `ctx` and the result check. */
  kind: string;
  /** The script's name, used in messages and stack frames. */
  name: string;
  /** The source: it defines `function execute(ctx)` (or `export function execute(ctx)`). */
  code: string;
  /** The caller's input, turned into the script's ctx by the kind. */
  ctx?: JsonObject;
  /** The host functions the script may call as `ctx.host.<name>(args)`. */
  capabilities?: Capabilities;
  /** Limits of this run, within the caps. */
  limits?: Partial<RunLimits>;
}

/** What the sandbox reports after each run (for script logs). */
export interface RunReport {
  tenant: string;
  kind: string;
  name: string;
  durationMs: number;
  error?: ScriptError;
}

/** Counters of a sandbox. */
export interface SandboxStats {
  /** Bumped each time the QuickJS module is replaced. */
  generation: number;
  runs: number;
  failures: number;
  /** Warm tenant runtimes. */
  tenants: number;
  /** Current size of the module memory, in 64 KiB pages. */
  memoryPages: number;
}

/** Memory of a warm tenant runtime plus the size of the module memory. */
export interface SandboxMemory extends RealmMemory {
  pages: number;
}

/** The QuickJS script host. All runs are synchronous; only loading a module is not. */
export interface Sandbox {
  /**
   * Runs a script and returns its checked JSON result. Throws a ScriptError: the script's own
   * error, a limit it crossed, or SANDBOX_UNAVAILABLE while a replaced module loads.
   */
  run<T extends JsonValue = JsonValue>(request: RunRequest): T;
  /** Resolves once a module is loaded (at once, except just after a module was replaced). */
  ready(): Promise<void>;
  /** Drops the warm runtime of `tenant`, or of every tenant. */
  reset(tenant?: string): void;
  /** Memory figures of a warm tenant runtime. */
  memory(tenant: string): SandboxMemory | undefined;
  stats(): SandboxStats;
  /** Frees everything; the sandbox cannot run anything afterwards. */
  dispose(): void;
}
