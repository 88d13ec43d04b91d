import type { ScriptKind } from './ScriptKind.ts';

/** Script kinds by their `kind` key: a plain object, looked up by exact key. */
export type KindRegistry = Readonly<Record<string, ScriptKind>>;

/**
 * Adds `definition` to `registry` under its `kind`. Registering a kind twice throws unless
 * `override` is set, so two modules cannot silently fight over one kind.
 */
export function registerKind(registry: Record<string, ScriptKind>, definition: ScriptKind, options: { override?: boolean } = {}): void {
  if (Object.hasOwn(registry, definition.kind) && !options.override) {
    throw new Error(`Script kind "${definition.kind}" is already registered (pass override: true to replace it)`);
  }
  registry[definition.kind] = definition;
}

/** A frozen registry holding `definitions`; a duplicate kind throws. */
export function createKindRegistry(definitions: readonly ScriptKind[]): KindRegistry {
  const registry: Record<string, ScriptKind> = Object.create(null) as Record<string, ScriptKind>;
  for (const definition of definitions) registerKind(registry, definition);
  return Object.freeze(registry);
}
