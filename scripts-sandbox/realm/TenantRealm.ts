import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { SandboxLimits } from '../limits/SandboxLimits.ts';
import { compileScript } from './compileScript.ts';
import { createDispatcher } from './createDispatcher.ts';
import type { Grant } from './Grant.ts';
import { HARDEN_SOURCE } from './hardenSource.ts';
import { LruMap } from './LruMap.ts';
import type { RealmHelpers } from './RealmHelpers.ts';

/** Time allowed to harden a new context; it takes about a millisecond. */
const HARDEN_DEADLINE_MS = 2000;

/** Memory figures of one tenant runtime, from QuickJS's own accounting. */
export interface RealmMemory {
  objects: number;
  allocations: number;
  atoms: number;
}

/**
 * The warm state of one tenant: a QuickJS runtime (its own heap, atoms and GC), one hardened,
 * deep-frozen context, and the scripts compiled in it. Runs reuse the context; each run
 * re-executes its script's top level, so nothing of a previous run is reachable.
 */
export class TenantRealm {
  /** Interrupt deadline (performance.now() time) of the code running now. */
  deadline = Number.POSITIVE_INFINITY;
  /** Capabilities of the run in progress. */
  grant: Grant | undefined;
  readonly helpers: RealmHelpers;
  private readonly factories: LruMap<string, QuickJSHandle>;

  private constructor(
    readonly runtime: QuickJSRuntime,
    readonly context: QuickJSContext,
    limits: SandboxLimits,
  ) {
    this.factories = new LruMap(limits.maxScriptsPerTenant, (handle) => handle.dispose());
    runtime.setInterruptHandler(() => performance.now() > this.deadline);
    runtime.setMaxStackSize(limits.maxStackBytes);
    this.deadline = performance.now() + HARDEN_DEADLINE_MS;
    try {
      this.helpers = this.harden(limits.maxArrayLength);
    } finally {
      this.deadline = Number.POSITIVE_INFINITY;
    }
  }

  /** Creates the runtime and context of a tenant; disposes them again if hardening fails. */
  static open(module: QuickJSWASMModule, limits: SandboxLimits): TenantRealm {
    const runtime = module.newRuntime();
    let context: QuickJSContext | undefined;
    try {
      context = runtime.newContext();
      return new TenantRealm(runtime, context, limits);
    } catch (error) {
      context?.dispose();
      runtime.dispose();
      throw error;
    }
  }

  /** The factory of a script (see factorySource), compiled on first use and kept. */
  factory(kind: string, name: string, code: string): QuickJSHandle {
    const key = `${kind}\u0000${name}\u0000${code}`;
    const cached = this.factories.get(key);
    if (cached) return cached;
    const compiled = compileScript(this.context, kind, name, code);
    this.factories.set(key, compiled);
    return compiled;
  }

  /** QuickJS's count of live objects, allocations and atoms in this runtime. */
  memory(): RealmMemory {
    const handle = this.runtime.computeMemoryUsage();
    const owner = this.runtime.context ?? this.context;
    const usage = owner.dump(handle) as Record<string, number>;
    handle.dispose();
    return { objects: usage.obj_count, allocations: usage.memory_used_count, atoms: usage.atom_count };
  }

  /** Frees every handle, then the context and the runtime. */
  dispose(): void {
    this.factories.clear((handle) => handle.dispose());
    for (const handle of Object.values(this.helpers)) handle.dispose();
    this.context.dispose();
    this.runtime.dispose();
  }

  private harden(maxArrayLength: number): RealmHelpers {
    const { context } = this;
    const dispatch = createDispatcher(context, () => this.grant, () => performance.now() > this.deadline);
    const setup = context.unwrapResult(context.evalCode(HARDEN_SOURCE, 'sandbox/harden.js'));
    const limit = context.newNumber(maxArrayLength);
    try {
      const helpers = context.unwrapResult(context.callFunction(setup, context.undefined, dispatch, limit));
      try {
        return {
          prepare: context.getProp(helpers, 'prepare'),
          serialize: context.getProp(helpers, 'serialize'),
          describe: context.getProp(helpers, 'describe'),
        };
      } finally {
        helpers.dispose();
      }
    } finally {
      limit.dispose();
      setup.dispose();
      dispatch.dispose();
    }
  }
}
