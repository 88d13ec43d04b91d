import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { ModuleLoader } from './createModuleLoader.ts';

/** QuickJS's Emscripten build declares 16 MiB of initial memory; less fails to link. */
const INITIAL_PAGES = 256;

interface LoadedModule {
  module: QuickJSWASMModule;
  memory: WebAssembly.Memory;
}

/**
 * Holds the active QuickJS module and a spare, each on its own fixed WebAssembly.Memory.
 * A module whose memory ran out or whose code trapped may be corrupt, and wasm memory never
 * shrinks: {@link recycle} drops the active module and promotes the spare synchronously, then
 * loads a new spare in the background. Dropped modules are never called again.
 */
export class ModuleSlot {
  private active: LoadedModule | undefined;
  private spare: LoadedModule | undefined;
  private loading: Promise<void> | undefined;
  private failure: unknown;
  private closed = false;
  /** Bumped each time the active module changes; runtimes of an older generation are dead. */
  generation = 0;

  private constructor(
    private readonly load: ModuleLoader,
    private readonly maxPages: number,
    private readonly keepSpare: boolean,
  ) {}

  /** Loads the first module (and starts loading the spare). */
  static async open(load: ModuleLoader, maxPages: number, keepSpare = true): Promise<ModuleSlot> {
    const slot = new ModuleSlot(load, maxPages, keepSpare);
    slot.active = await slot.loadOne();
    slot.refill();
    return slot;
  }

  /** The active module, or undefined while a replacement is loading. */
  get module(): QuickJSWASMModule | undefined {
    return this.active?.module;
  }

  /** Current size of the active module's memory, in 64 KiB pages. */
  pages(): number {
    return this.active ? this.active.memory.buffer.byteLength / 65536 : 0;
  }

  /** Replaces the active module by the spare (or by nothing until one is loaded); the old one is dropped, never called again. */
  recycle(): void {
    this.active = this.spare;
    this.spare = undefined;
    this.generation++;
    this.refill();
  }

  /** Resolves once a module is active (at once when one is); rejects when loading fails. */
  async ready(): Promise<void> {
    while (!this.active && !this.closed) {
      this.failure = undefined;
      this.refill();
      await this.loading;
      if (this.failure !== undefined && !this.active) throw this.failure;
    }
  }

  /** Drops both modules; nothing runs after this. */
  close(): void {
    this.closed = true;
    this.active = undefined;
    this.spare = undefined;
  }

  private refill(): void {
    if (this.loading || this.closed || (this.active && (this.spare || !this.keepSpare))) return;
    this.loading = this.loadOne()
      .then((loaded) => {
        if (this.closed) return;
        if (!this.active) {
          this.active = loaded;
          this.generation++;
        } else this.spare = loaded;
      })
      .catch((error: unknown) => {
        this.failure = error;
      })
      .finally(() => {
        this.loading = undefined;
        if (this.failure === undefined) this.refill();
      });
  }

  private async loadOne(): Promise<LoadedModule> {
    const memory = new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum: this.maxPages });
    return { module: await this.load(memory), memory };
  }
}
