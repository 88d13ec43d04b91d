import { EMPTY_EXTENSION, extendEntity, parseCollectionExtension, type CollectionExtension } from '../../engine/registry/collectionExtension.ts';
import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { TenantSnapshots } from '../db/tenantSnapshots.ts';
import { readConfigItem } from '../scripts/readConfigItem.ts';

/** The configuration item that extends the built-in entities per tenant. */
export const COLLECTION_EXTENSION_ITEM = 'collection-extension';
/** How long a tenant's extension is trusted: a save on another instance applies within it. */
const CACHE_MS = 1000;
/** Extended entities kept for reuse (their compiled validators with them). */
const MAX_EXTENDED = 2000;

/**
 * The tenants' `collection-extension` items (docs/collection-extension.md), applied to the entity a
 * request works on: read in the request's own transaction at most once a second per tenant (and at
 * once after a save on this instance), so the added fields are validated, stored, filtered,
 * searched and exported within a second of saving, without a restart. An entity extended the same
 * way is reused (one compiled validator per distinct extension), and a tenant never sees
 * another's fields: the extension is read under the request's tenant.
 */
export class CollectionExtensions {
  private readonly snapshots: TenantSnapshots<CollectionExtension>;
  private readonly extended = new Map<string, EntityInfo>();

  constructor(private readonly registry: EntityRegistry) {
    this.snapshots = new TenantSnapshots(async (q) => {
      const raw = await readConfigItem<unknown>(q, COLLECTION_EXTENSION_ITEM).catch(() => undefined);
      return parseCollectionExtension(raw, (name) => (this.registry.has(name) ? this.registry.get(name) : undefined));
    }, CACHE_MS);
  }

  forget(tenant: string | undefined): void {
    this.snapshots.forget(tenant);
  }

  /** The extension of the transaction's tenant. */
  async of(q: Queryable): Promise<CollectionExtension> {
    return (await this.snapshots.get(q)) ?? EMPTY_EXTENSION;
  }

  /** The entity as the transaction's tenant sees it (itself when the tenant does not extend it). */
  async entity(q: Queryable, info: EntityInfo): Promise<EntityInfo> {
    const extension = (await this.of(q)).entities[info.name];
    if (!extension) return info;
    const key = `${info.name}\u0000${JSON.stringify(extension)}`;
    let found = this.extended.get(key);
    if (!found) {
      if (this.extended.size >= MAX_EXTENDED) this.extended.clear();
      found = extendEntity(info, extension);
      this.extended.set(key, found);
    }
    return found;
  }
}
