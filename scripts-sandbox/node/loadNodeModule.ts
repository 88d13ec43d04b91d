import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import variant from '@jitl/quickjs-wasmfile-release-sync';
import { createModuleLoader, type ModuleLoader } from '../module/createModuleLoader.ts';

let compiled: Promise<WebAssembly.Module> | undefined;

/** QuickJS's .wasm, compiled once per process: later modules only instantiate it (~3 ms). */
function compiledWasm(): Promise<WebAssembly.Module> {
  compiled ??= readFile(createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm')).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}

/** The Node {@link ModuleLoader}: the sync release build with a separate .wasm file. */
export const loadNodeModule: ModuleLoader = createModuleLoader(variant, compiledWasm);
