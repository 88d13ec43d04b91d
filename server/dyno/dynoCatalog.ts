import { AppError } from '../../engine/errors/AppError.ts';
import { describeEntity } from '../../engine/registry/describeEntity.ts';
import { dynoEntitySchema } from '../../engine/registry/dynoEntitySchema.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { DynoDescriptor } from '../../schemas/generated/meta.ts';
import type { AppContext } from '../context.ts';
import { entityTableSql } from '../db/entityTables.ts';
import { readConfigItem } from '../scripts/readConfigItem.ts';
import { dynoDescriptorProblems, type DynoProblem } from './descriptorProblems.ts';

export type { DynoProblem } from './descriptorProblems.ts';

/** The dyno entities one tenant declares, by name, each from the tenant's own descriptor. */
export interface TenantDyno {
  descriptors: DynoDescriptor[];
  problems: DynoProblem[];
  entities: Map<string, EntityInfo>;
}

/** Entities kept for reuse (their compiled validators with them), by descriptor. */
const MAX_ENTITIES = 2000;

/**
 * The dyno entities of each tenant (docs/dyno-entities.md), read from the tenant's
 * `dyno-descriptors` item at each call, so a save applies to the next request without a restart.
 * A dyno name is scoped to the tenant that declares it: another tenant asking for it gets
 * ROUTE_NOT_FOUND, and two tenants may declare the same name with different fields, each getting an
 * entity built from its own descriptor. The table (`dyno_{snake-collection}`) is shared: business
 * fields live in the jsonb `data` column and row-level security keeps the rows per tenant. The
 * shared registry also holds the last descriptor read under a name, for the code that looks an
 * entity up by name (permission checks by API path); requests use the tenant's entity.
 */
export class DynoCatalog {
  private readonly built = new Map<string, EntityInfo>();
  private readonly tables = new Set<string>();
  private readonly registered = new Map<string, string>();

  constructor(private readonly ctx: AppContext) {}

  /** True for the name of an entity of the product (a dyno descriptor may not take it). */
  isBuiltIn(name: string): boolean {
    return this.ctx.registry.has(name) && !this.ctx.registry.get(name).dyno;
  }

  /** The tenant's entity of a descriptor (built once per distinct descriptor, its table created once). */
  private async entityOf(descriptor: DynoDescriptor): Promise<EntityInfo> {
    const json = JSON.stringify(descriptor);
    let info = this.built.get(json);
    if (!info) {
      if (this.built.size >= MAX_ENTITIES) this.built.clear();
      info = describeEntity(dynoEntitySchema(descriptor));
      this.built.set(json, info);
    }
    const ddl = entityTableSql(info);
    if (!this.tables.has(ddl)) {
      await this.ctx.db.admin((q) => q.exec(ddl));
      this.tables.add(ddl);
    }
    if (this.registered.get(descriptor.name) !== json) {
      this.ctx.registry.registerDyno(descriptor, { override: this.ctx.registry.has(descriptor.name) });
      this.registered.set(descriptor.name, json);
    }
    return info;
  }

  /** The tenant's descriptors, the problems of those ignored, and its entities. */
  async load(tenant: string): Promise<TenantDyno> {
    const item = await this.ctx.db.withTenant(tenant, (q) => readConfigItem<unknown>(q, 'dyno-descriptors'));
    const { descriptors, problems } = dynoDescriptorProblems(item, (name) => this.isBuiltIn(name));
    const entities = new Map<string, EntityInfo>();
    for (const descriptor of descriptors) entities.set(descriptor.name, await this.entityOf(descriptor));
    return { descriptors, problems, entities };
  }

  /**
   * The tenant's dyno entity named `name` (its name or its collection); ROUTE_NOT_FOUND (404) when
   * the tenant declares none, whatever other tenants declare.
   */
  async entity(tenant: string, name: string, route: [string, string]): Promise<EntityInfo> {
    const { entities } = await this.load(tenant);
    const info = entities.get(name) ?? [...entities.values()].find((i) => i.collection === name);
    if (!info) throw new AppError('ROUTE_NOT_FOUND', route);
    return info;
  }
}

const catalogs = new WeakMap<AppContext, DynoCatalog>();

/** The one dyno catalogue of a server context. */
export function dynoCatalog(ctx: AppContext): DynoCatalog {
  let catalog = catalogs.get(ctx);
  if (!catalog) {
    catalog = new DynoCatalog(ctx);
    catalogs.set(ctx, catalog);
  }
  return catalog;
}
