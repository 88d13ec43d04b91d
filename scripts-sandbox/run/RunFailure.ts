import type { ScriptError } from '../errors/ScriptError.ts';

/**
 * What must be thrown away after a failed run: nothing, the tenant's realm (a stack overflow or
 * a promise that never settled left it mid-way), or the whole module. A module goes when memory
 * ran out (QuickJS may be inconsistent, and wasm memory never shrinks) and after a timeout:
 * QuickJS leaks objects when it interrupts promise reactions, and freeing a runtime that leaked
 * aborts the module anyway.
 */
export type Recycle = 'none' | 'realm' | 'module';

/** A failed run: the error for the caller and what the host must recycle. */
export class RunFailure {
  constructor(
    readonly error: ScriptError,
    readonly recycle: Recycle,
  ) {}
}
