import { entityPermission, isAdminLike } from '../../engine/permissions/index.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Caller } from './callers.ts';
import { MASTER_TENANT } from './contexts.ts';

/**
 * Whether the caller may read an entity's list: the permission its GET route checks
 * (`read {apiPath}`, or `get {entity}`, seed 000 §6). Tenants are listed by the master tenant's
 * admins only (server/plugins/identity-tenants.ts), whatever the profile reads. What the menus,
 * the allowed routes and the dyno entities' menu entries are built with.
 */
export function entityReader(caller: Caller): (info: EntityInfo) => boolean {
  const tenantAdmin = caller.homeTenant === MASTER_TENANT && isAdminLike(caller.subject);
  return (info) => (info.name !== 'Tenant' || tenantAdmin) && caller.can(entityPermission('GET', info.apiPath), { entity: info.name });
}
