import type { DynoDescriptor, ListDefinition } from '../../schemas/generated/meta.ts';
import { defaultListDefinition } from '../registry/defaultListDefinition.ts';
import type { EntityInfo } from '../registry/types.ts';

/**
 * The list page of a dyno entity: the default list definition, with the descriptor's columns and
 * quick-search fields when it gives them, and its title.
 */
export function dynoListDefinition(info: EntityInfo, descriptor: DynoDescriptor): ListDefinition {
  const defaults = defaultListDefinition(info);
  return {
    ...defaults,
    title: descriptor.title ?? defaults.title,
    ...(descriptor.columns?.length ? { columns: descriptor.columns } : {}),
    ...(descriptor.searchFields?.length ? { searchFields: descriptor.searchFields.map((name) => ({ name, regex: true })) } : {}),
  };
}
