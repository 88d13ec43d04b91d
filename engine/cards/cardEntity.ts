import type { EntityRegistry } from '../registry/EntityRegistry.ts';
import { entityPermission } from '../permissions/entityPermission.ts';
import type { CardSpec } from './types.ts';

/** The entity whose records a card kind lists beside the page's record (its own API collection). */
const LISTED_ENTITY: Readonly<Record<string, string>> = {
  Assets: 'Asset',
  Audits: 'Audit',
  Communications: 'Communication',
  ExternalData: 'ExternalData',
  Invoices: 'Invoice',
  Maintenances: 'Maintenance',
  Notes: 'Note',
  Tasks: 'Task',
};

/** The entity a card lists (a SubEntities card names it in its props), or undefined for a card that lists none. */
export function cardEntity(spec: Pick<CardSpec, 'kind' | 'props'>): string | undefined {
  if (spec.kind === 'SubEntities') return typeof spec.props.entityName === 'string' ? spec.props.entityName : undefined;
  return LISTED_ENTITY[spec.kind];
}

/**
 * Whether the user may see a card: a card listing another entity's records shows only to a user who
 * may read that collection (`read {apiPath}`, as the server checks it), else its body would be the
 * server's refusal; without a permission check (`can` absent) every card shows.
 */
export function mayShowCard(spec: Pick<CardSpec, 'kind' | 'props'>, registry: Pick<EntityRegistry, 'has' | 'get'>, can?: (permission: string) => boolean): boolean {
  const entity = cardEntity(spec);
  return !entity || mayReadEntity(entity, registry, can);
}

/**
 * Whether the user may read an entity's collection (`read {apiPath}`, as the server checks it);
 * true without a permission check (`can` absent) and for an entity the registry does not know.
 */
export function mayReadEntity(entity: string, registry: Pick<EntityRegistry, 'has' | 'get'>, can?: (permission: string) => boolean): boolean {
  if (!can || !registry.has(entity)) return true;
  return can(entityPermission('GET', registry.get(entity).apiPath));
}
