import variant from '@jitl/quickjs-singlefile-browser-release-sync';
import { createModuleLoader, type ModuleLoader } from './module/createModuleLoader.ts';

/**
 * The browser {@link ModuleLoader}: the sync release build with the wasm inlined in the
 * JavaScript bundle, so no separate .wasm file has to be served.
 */
export const loadBrowserModule: ModuleLoader = createModuleLoader(variant);
