import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { SandboxLimits } from '../limits/SandboxLimits.ts';
import { LruMap } from './LruMap.ts';
import { TenantRealm } from './TenantRealm.ts';

/**
 * The warm tenant realms of one QuickJS module, at most `maxTenants`: the least recently used
 * tenant's runtime is disposed when another one is needed. With `prepareAhead`, one hardened
 * realm is kept ready, made on a timer after the run that used the previous one: hardening
 * instantiates and freezes every built-in (a few ms), which a new tenant then does not wait for.
 */
export class RealmPool {
  private readonly realms: LruMap<string, TenantRealm>;
  private spare: TenantRealm | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(
    readonly module: QuickJSWASMModule,
    /** The module generation this pool belongs to (see ModuleSlot). */
    readonly generation: number,
    private readonly limits: SandboxLimits,
    private readonly prepareAhead: boolean,
  ) {
    this.realms = new LruMap(limits.maxTenants, (realm) => realm.dispose());
    this.prepareSpare();
  }

  /** Number of warm tenant realms. */
  get size(): number {
    return this.realms.size;
  }

  /** The tenant's realm: the warm one, else the spare, else a new one. */
  acquire(tenant: string): TenantRealm {
    const warm = this.realms.get(tenant);
    if (warm) return warm;
    const realm = this.spare ?? TenantRealm.open(this.module, this.limits);
    this.spare = undefined;
    this.realms.set(tenant, realm);
    this.prepareSpare();
    return realm;
  }

  /** The tenant's realm if warm, without opening one. */
  peek(tenant: string): TenantRealm | undefined {
    return this.realms.get(tenant);
  }

  /** Disposes the tenant's realm; the next run of the tenant starts cold. */
  drop(tenant: string): void {
    this.realms.take(tenant)?.dispose();
  }

  /** Disposes every realm. */
  dispose(): void {
    this.stop();
    this.spare?.dispose();
    this.spare = undefined;
    this.realms.clear((realm) => realm.dispose());
  }

  /** Forgets every realm without calling into the module: for a module that may be corrupt. */
  abandon(): void {
    this.stop();
    this.spare = undefined;
    this.realms.clear();
  }

  private stop(): void {
    this.closed = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private prepareSpare(): void {
    if (!this.prepareAhead || this.spare || this.timer !== undefined || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.closed || this.spare) return;
      try {
        this.spare = TenantRealm.open(this.module, this.limits);
      } catch {
        // the module is failing: the next run will open its realm itself and report it
      }
    }, 0);
    (this.timer as { unref?: () => void }).unref?.();
  }
}
