import { shapeSchemas } from '../schemas/generated/catalog.ts';
import { createDefaultRegistry } from '../engine/registry/defaultRegistry.ts';
import type { JsonSchema } from '../engine/registry/types.ts';

/** The client's entity registry and shared shapes, built once from the bundled definitions. */
export const registry = createDefaultRegistry();
export const shapes = shapeSchemas as JsonSchema[];
