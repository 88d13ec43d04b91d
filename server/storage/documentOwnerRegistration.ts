import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';

/** Tenants are rows of the global `tenants` table, named by their registration, not entity records. */
const TENANT = 'Tenant';

/**
 * The registration of the record `key` whose documents a request works on, in the transaction's
 * tenant. A tenant's documents are those of the caller's own tenant (its name is its
 * registration): another tenant's name is 404 ENTITY_REGISTRATION_NOT_FOUND, so its documents,
 * stored under its own row-level security, are never reached. Any other entity: its record.
 */
export async function documentOwnerRegistration(ctx: AppContext, q: Queryable, info: EntityInfo, key: string, tenant: string): Promise<string> {
  if (info.name === TENANT) {
    if (key !== tenant) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', [TENANT, key]);
    return tenant;
  }
  return String((await ctx.store.get(q, info, key)).registration);
}
