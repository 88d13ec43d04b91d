import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A module's loader that remembers the module once loaded (a failed load is tried again next time). */
export interface ModuleLoader<M> {
  (): Promise<M>;
  /** The module when already loaded. */
  loaded(): M | undefined;
}

export function moduleLoader<M>(importer: () => Promise<M>): ModuleLoader<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const load = (() =>
    (pending ??= importer().then(
      (m) => (module = m),
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ))) as ModuleLoader<M>;
  load.loaded = () => module;
  return load;
}

/**
 * `React.lazy` over a {@link moduleLoader}: when the module is already loaded (prefetched while the
 * browser was idle, or started beside the request that needs it), the component renders at once,
 * in the same pass, instead of suspending for a microtask and re-rendering its route (React resolves
 * a lazy component synchronously when the loader's thenable calls back synchronously). Otherwise it
 * suspends as `React.lazy` does. Either way `alongside` starts first (the chunks its children load
 * next, not yet prefetched).
 */
export function lazyLoaded<P extends object, M>(load: ModuleLoader<M>, pick: (m: M) => ComponentType<P>, alongside?: () => void): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    // what the component will need next, requested beside it rather than after it
    alongside?.();
    const module = load.loaded();
    if (module === undefined) return load().then((m) => ({ default: pick(m) }));
    // a thenable that calls back at once: React takes the component without suspending
    const ready = { default: pick(module) };
    return { then: (resolve: (value: typeof ready) => unknown) => (resolve(ready), undefined) } as unknown as Promise<typeof ready>;
  });
}
