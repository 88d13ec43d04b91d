import { AppError } from '../errors/AppError.ts';
import { toCamel, toKebab } from './naming.ts';
import type { EntityInfo, JsonSchema } from './types.ts';

/** Pseudo-entities of seed 000 §2.7: names the shell knows that have no collection. */
export const PSEUDO_ENTITIES = ['login', 'totp', 'cron', 'import', 'mail', 'database', 'dbdump'] as const;

function toSnake(camel: string): string {
  return camel.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Derives the full {@link EntityInfo} of one entity definition. */
export function describeEntity(schema: JsonSchema): EntityInfo {
  const meta = schema['x-entity'];
  if (!meta) throw new AppError('MISSING_FIELD_IN_CONFIG', ['x-entity']);
  const kebab = toKebab(meta.name);
  const dyno = meta.name.startsWith('dyno');
  const route = meta.route ?? (dyno ? `/page/${kebab}` : `/${kebab}`);
  const listRoute = meta.listRoute === false ? null : (meta.listRoute ?? `/${toKebab(meta.collection)}`);
  const camel = toCamel(meta.name);
  return {
    name: meta.name,
    route,
    listRoute,
    collection: meta.collection,
    apiPath: meta.apiPath,
    table: `${dyno ? 'dyno' : 'e'}_${toSnake(meta.collection)}`,
    statusList: `${camel}Status`,
    documentType: `${camel}DocumentType`,
    historyType: `${camel}HistoryType`,
    registration: meta.registration ?? { prefix: kebab.slice(0, 3).toUpperCase(), digits: 8 },
    searchFields: meta.searchFields ?? ['registration', 'name'],
    titleField: meta.titleField ?? 'name',
    nameFrom: meta.nameFrom ?? [],
    dyno,
    schema,
  };
}

/**
 * The entity registry: entity name <-> client route <-> collection <-> API path, table-driven from
 * the entity definitions. Dyno entities can be registered at run time.
 */
export class EntityRegistry {
  private readonly byNameMap = new Map<string, EntityInfo>();
  private readonly byApiPathMap = new Map<string, EntityInfo>();
  private readonly byRouteMap = new Map<string, EntityInfo>();
  private readonly byCollectionMap = new Map<string, EntityInfo>();

  constructor(schemas: Iterable<JsonSchema> = []) {
    for (const schema of schemas) this.register(schema);
  }

  /** Adds an entity; registering a name twice throws unless `override` is set. */
  register(schema: JsonSchema, { override = false } = {}): EntityInfo {
    const info = describeEntity(schema);
    if (this.byNameMap.has(info.name) && !override) {
      throw new Error(`Entity ${info.name} is already registered`);
    }
    this.byNameMap.set(info.name, info);
    this.byApiPathMap.set(info.apiPath, info);
    this.byRouteMap.set(info.route, info);
    if (info.listRoute) this.byRouteMap.set(info.listRoute, info);
    this.byCollectionMap.set(info.collection, info);
    return info;
  }

  all(): EntityInfo[] {
    return [...this.byNameMap.values()];
  }

  has(name: string): boolean {
    return this.byNameMap.has(name);
  }

  /** The entity of that name; an unknown name raises UNSUPPORTED_ENTITY. */
  get(name: string | undefined): EntityInfo {
    if (!name) throw new AppError('MISSING_FIELD_IN_ARGS', ['entityName']);
    const info = this.byNameMap.get(name);
    if (!info) throw new AppError('UNSUPPORTED_ENTITY', [name]);
    return info;
  }

  byApiPath(path: string): EntityInfo | undefined {
    return this.byApiPathMap.get(path);
  }

  byRoute(route: string): EntityInfo | undefined {
    return this.byRouteMap.get(route);
  }

  byCollection(collection: string): EntityInfo | undefined {
    return this.byCollectionMap.get(collection);
  }

  /**
   * The client route of an entity (seed 000 §2.7): its dashed route; an unknown name starting with
   * `dyno` maps to /page/{kebab-name} (`/new` for a new record); anything else is unsupported.
   */
  clientRoute(entityName: string | undefined, registration?: string): string {
    if (!entityName) throw new AppError('MISSING_FIELD_IN_ARGS', ['entityName']);
    const known = this.byNameMap.get(entityName);
    const base = known?.route ?? (entityName.startsWith('dyno') ? `/page/${toKebab(entityName)}` : undefined);
    if (!base) throw new AppError('UNSUPPORTED_ENTITY', [entityName]);
    if (registration) return `${base}/${encodeURIComponent(registration)}`;
    return base.startsWith('/page/') ? `${base}/new` : base;
  }
}
