import { ScriptError } from './errors/ScriptError.ts';
import type { KindRegistry } from './kinds/registerKind.ts';
import type { RunLimits, SandboxLimits } from './limits/SandboxLimits.ts';
import { resolveLimits } from './limits/resolveLimits.ts';
import type { ModuleSlot } from './module/ModuleSlot.ts';
import { RealmPool } from './realm/RealmPool.ts';
import { hostCrash } from './run/hostCrash.ts';
import { RunFailure, type Recycle } from './run/RunFailure.ts';
import type { RunJob } from './run/RunJob.ts';
import { runInRealm } from './run/runInRealm.ts';
import type { RunReport, RunRequest, Sandbox, SandboxMemory, SandboxStats } from './Sandbox.ts';
import type { JsonValue } from './types.ts';

/** The {@link Sandbox} made by createSandbox: validates a request, runs it, recycles what a failure spoiled. */
export class SandboxHost implements Sandbox {
  private pool: RealmPool | undefined;
  private running = false;
  private runs = 0;
  private failures = 0;

  private readonly kinds: KindRegistry;
  private readonly prepareAhead: boolean;
  private readonly onRun?: (report: RunReport) => void;

  constructor(
    private readonly slot: ModuleSlot,
    private readonly limits: SandboxLimits,
    options: { kinds: KindRegistry; prepareAhead: boolean; onRun?: (report: RunReport) => void },
  ) {
    this.kinds = options.kinds;
    this.prepareAhead = options.prepareAhead;
    this.onRun = options.onRun;
  }

  run<T extends JsonValue = JsonValue>(request: RunRequest): T {
    const started = performance.now();
    try {
      const value = this.runChecked(request) as T;
      this.onRun?.({ tenant: request.tenant, kind: request.kind, name: request.name, durationMs: performance.now() - started });
      return value;
    } catch (error) {
      this.failures++;
      if (this.onRun && error instanceof ScriptError) {
        this.onRun({ tenant: request.tenant, kind: request.kind, name: request.name, durationMs: performance.now() - started, error });
      }
      throw error;
    }
  }

  ready(): Promise<void> {
    return this.slot.ready();
  }

  reset(tenant?: string): void {
    if (tenant === undefined) {
      this.pool?.dispose();
      this.pool = undefined;
    } else this.pool?.drop(tenant);
  }

  memory(tenant: string): SandboxMemory | undefined {
    const realm = this.pool?.generation === this.slot.generation ? this.pool.peek(tenant) : undefined;
    return realm && { ...realm.memory(), pages: this.slot.pages() };
  }

  stats(): SandboxStats {
    const tenants = this.pool?.generation === this.slot.generation ? this.pool.size : 0;
    return { generation: this.slot.generation, runs: this.runs, failures: this.failures, tenants, memoryPages: this.slot.pages() };
  }

  dispose(): void {
    this.reset();
    this.slot.close();
  }

  private runChecked(request: RunRequest): JsonValue {
    const { tenant, name } = request;
    if (this.running) throw ScriptError.of('SANDBOX_BUSY', ['a script is already running (a capability cannot run another script)']);
    const kind = Object.hasOwn(this.kinds, request.kind) ? this.kinds[request.kind] : undefined;
    if (!kind) throw ScriptError.of('SCRIPT_UNKNOWN_KIND', [request.kind], { script: name });
    const limits: RunLimits = request.limits ? resolveLimits<RunLimits>(this.limits, request.limits) : this.limits;
    const where = { script: name, kind: kind.kind };
    if (request.code.length > limits.maxCodeChars) throw ScriptError.of('SCRIPT_CODE_TOO_LARGE', [name, request.code.length, limits.maxCodeChars], where);
    const ctxJson = JSON.stringify(kind.buildCtx(request.ctx ?? {}, name));
    if (ctxJson.length > limits.maxInputChars) throw ScriptError.of('SCRIPT_INPUT_TOO_LARGE', [name, ctxJson.length, limits.maxInputChars], where);
    const pool = this.currentPool();
    const job: RunJob = {
      tenant, kind: kind.kind, label: kind.label, name, code: request.code, ctxJson,
      capabilities: request.capabilities ?? {}, limits, memoryMiB: this.limits.memoryPages / 16,
    };
    this.running = true;
    this.runs++;
    let value: JsonValue;
    try {
      value = runInRealm(pool.acquire(tenant), job);
    } catch (error) {
      if (error instanceof RunFailure) {
        // a module grown past its recycle size may also have leaked objects on an allocation failure
        this.recycle(this.slot.pages() >= this.limits.recyclePages ? 'module' : error.recycle, tenant);
        throw error.error;
      }
      if (error instanceof ScriptError) throw error;
      this.recycle('module', tenant);
      throw hostCrash(error, job);
    } finally {
      this.running = false;
      if (this.slot.pages() >= this.limits.recyclePages) this.recycle('module', tenant);
    }
    return kind.checkResult(value, name);
  }

  private currentPool(): RealmPool {
    const module = this.slot.module;
    if (!module) throw ScriptError.of('SANDBOX_UNAVAILABLE', []);
    if (this.pool?.generation !== this.slot.generation) this.pool = new RealmPool(module, this.slot.generation, this.limits, this.prepareAhead);
    return this.pool;
  }

  private recycle(what: Recycle, tenant: string): void {
    if (what === 'realm') {
      try {
        this.pool?.drop(tenant);
        return;
      } catch {
        // disposing failed: the module itself is damaged
      }
    }
    if (what === 'none') return;
    this.pool?.abandon();
    this.pool = undefined;
    this.slot.recycle();
  }
}
