import type { ListDefinition, PageConfig } from '../../schemas/generated/meta.ts';
import { applyPageConfig } from '../../engine/registry/applyPageConfig.ts';
import { extendListDefinition, extensionOf } from '../../engine/registry/collectionExtension.ts';
import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import { findListDefinition } from '../../engine/registry/listDefinitions.ts';
import { defaultListDefinition } from '../../engine/registry/defaultListDefinition.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';

/**
 * The list definition of a list route (schemas/lists/*.json completed with the entity defaults,
 * seed 001 §3), with its page configuration applied: the definition's own `pageConfig`, then the
 * tenant's (the user configuration's `pageConfigs`, from the tenant-config item's `pages`), found
 * by the page key (`InvoicesPage`) or else by the list route (`/contracts`): hidden controls,
 * read-only, title, columns, page size, add link, paste and copy buttons.
 */
export function listDefinitionFor(info: EntityInfo, registry: EntityRegistry, pageConfigs: Record<string, PageConfig> = {}): ListDefinition {
  const route = info.listRoute ?? `${info.route}s`;
  // with the columns and search fields the tenant added (collection-extension): read from the registry
  // as extended now, not from the entity the routes were built with
  const current = registry.has(info.name) ? registry.get(info.name) : info;
  const definition = extendListDefinition(findListDefinition(route, registry) ?? defaultListDefinition(info), extensionOf(current));
  const tenant = (definition.pageKey && pageConfigs[definition.pageKey]) || pageConfigs[definition.route] || {};
  return applyPageConfig(definition, { ...definition.pageConfig, ...tenant });
}
