import type { EntityInfo } from './types.ts';

/** The statuses in which a client may delete a record of the entity (`x-entity.deletableStatuses`); undefined when it names none (any status). */
export function deletableStatusesOf(info: Pick<EntityInfo, 'schema'>): readonly string[] | undefined {
  const statuses = info.schema['x-entity']?.deletableStatuses;
  return Array.isArray(statuses) && statuses.length ? statuses : undefined;
}
