import type { QuickJSHandle } from 'quickjs-emscripten-core';

/** Collects the handles of one run so that every one is disposed, whatever way the run ends. */
export class HandleBag {
  private readonly handles: QuickJSHandle[] = [];

  /** Keeps `handle` for disposal and returns it. */
  add(handle: QuickJSHandle): QuickJSHandle {
    this.handles.push(handle);
    return handle;
  }

  /**
   * Disposes every handle still alive. A failure (the module may be corrupt after a trap)
   * is swallowed: the caller then recycles the whole module.
   */
  disposeAll(): void {
    for (const handle of this.handles.splice(0)) {
      try {
        if (handle.alive) handle.dispose();
      } catch {
        // the module is being recycled; nothing more to free in it
      }
    }
  }
}
