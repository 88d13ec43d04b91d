import { defaultKinds } from './kinds/defaultKinds.ts';
import type { KindRegistry } from './kinds/registerKind.ts';
import { DEFAULT_LIMITS, type SandboxLimits } from './limits/SandboxLimits.ts';
import { resolveLimits } from './limits/resolveLimits.ts';
import type { ModuleLoader } from './module/createModuleLoader.ts';
import { ModuleSlot } from './module/ModuleSlot.ts';
import type { RunReport, Sandbox } from './Sandbox.ts';
import { SandboxHost } from './SandboxHost.ts';

/** How to build a sandbox. */
export interface SandboxOptions {
  /** Loads a QuickJS module: `loadNodeModule` on the server, `loadBrowserModule` in a browser. */
  loadModule: ModuleLoader;
  /** Overrides of {@link DEFAULT_LIMITS}. */
  limits?: Partial<SandboxLimits>;
  /** The script kinds; the built-in ones by default. */
  kinds?: KindRegistry;
  /**
   * Prepare in idle time a spare module (so that replacing one never waits) and a spare
   * hardened realm (so that a new tenant does not wait for hardening). Default true.
   */
  prepareAhead?: boolean;
  /** Called after every run, successful or not: the place to write script logs. */
  onRun?: (report: RunReport) => void;
}

/**
 * Loads the QuickJS module (the only asynchronous step) and returns the script host.
 * Throws a RangeError for limits out of bounds.
 */
export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const memoryPages = options.limits?.memoryPages ?? DEFAULT_LIMITS.memoryPages;
  const recyclePages = Math.max(256, Math.floor(memoryPages * 0.75));
  const limits = resolveLimits<SandboxLimits>({ ...DEFAULT_LIMITS, recyclePages }, options.limits);
  if (limits.recyclePages > limits.memoryPages) throw new RangeError('Sandbox limit "recyclePages" must not exceed "memoryPages"');
  const prepareAhead = options.prepareAhead ?? true;
  const slot = await ModuleSlot.open(options.loadModule, limits.memoryPages, prepareAhead);
  return new SandboxHost(slot, limits, { kinds: options.kinds ?? defaultKinds, prepareAhead, onRun: options.onRun });
}
