import { entitySchemas } from '../../schemas/generated/catalog.ts';
import { EntityRegistry } from './EntityRegistry.ts';
import type { JsonSchema } from './types.ts';

/** The registry of every entity defined in schemas/entities (through the generated catalogue). */
export function createDefaultRegistry(): EntityRegistry {
  return new EntityRegistry(entitySchemas as JsonSchema[]);
}
