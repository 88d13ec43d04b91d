import { newQuickJSWASMModuleFromVariant, newVariant, type QuickJSSyncVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';

/**
 * Loads a fresh QuickJS module (its own WebAssembly instance) on the given memory. The host
 * code never names a variant: Node injects the wasmfile build, the browser the singlefile one.
 */
export type ModuleLoader = (memory: WebAssembly.Memory) => Promise<QuickJSWASMModule>;

/**
 * Makes a {@link ModuleLoader} for a sync release variant. `wasmModule`, when given, supplies
 * a compiled WebAssembly.Module so that later instances skip compilation.
 */
export function createModuleLoader(variant: QuickJSSyncVariant, wasmModule?: () => Promise<WebAssembly.Module>): ModuleLoader {
  return (memory) => newQuickJSWASMModuleFromVariant(newVariant(variant, wasmModule ? { wasmMemory: memory, wasmModule } : { wasmMemory: memory }));
}
