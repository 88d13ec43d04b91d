import type { ListDefinition, PageConfig } from '../../schemas/generated/meta.ts';
import { applyPageConfig } from '../../engine/registry/applyPageConfig.ts';
import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import { findListDefinition } from '../../engine/registry/listDefinitions.ts';
import { defaultListDefinition } from '../../engine/registry/defaultListDefinition.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';

/**
 * The list definition of a list route (schemas/lists/*.json completed with the entity defaults,
 * seed 001 §3), with its page configuration applied: the definition's own `pageConfig`, then the
 * tenant's overrides when the host has them (hidden controls, read-only, title, columns, page size).
 */
export function listDefinitionFor(info: EntityInfo, registry: EntityRegistry, tenantPageConfig: PageConfig = {}): ListDefinition {
  const route = info.listRoute ?? `${info.route}s`;
  const definition = findListDefinition(route, registry) ?? defaultListDefinition(info);
  return applyPageConfig(definition, { ...definition.pageConfig, ...tenantPageConfig });
}
