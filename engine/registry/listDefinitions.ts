import { listDefinitions } from '../../schemas/generated/listCatalog.ts';
import type { ListDefinition } from '../../schemas/generated/meta.ts';
import { defaultListDefinition } from './defaultListDefinition.ts';
import type { EntityRegistry } from './EntityRegistry.ts';

const FILES = new Map(
  (listDefinitions as ListDefinition[]).map(({ $schema: _schema, $id: _id, ...definition }) => [definition.route, definition]),
);

/**
 * The list definition of a list route (schemas/lists/*.json), completed with the defaults of its
 * entity; an entity list route without a file (dyno entities, new entities) gets the defaults alone.
 * Undefined when the route is not the list of an entity.
 */
export function findListDefinition(route: string, registry: EntityRegistry): ListDefinition | undefined {
  const file = FILES.get(route);
  const info = file ? registry.get(file.entity) : registry.byRoute(route);
  if (!info || (!file && info.listRoute !== route)) return undefined;
  const defaults = defaultListDefinition(info);
  return file ? { ...defaults, ...file } : defaults;
}
