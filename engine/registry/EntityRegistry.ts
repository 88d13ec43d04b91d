import { AppError } from '../errors/AppError.ts';
import type { DynoDescriptor } from '../../schemas/generated/meta.ts';
import { describeEntity } from './describeEntity.ts';
import { dynoEntitySchema } from './dynoEntitySchema.ts';
import { kebabToCamel, toKebab } from './naming.ts';
import { isPseudoEntity, PSEUDO_ENTITY_ROUTES } from './pseudoEntities.ts';
import type { EntityInfo, JsonSchema } from './types.ts';

export { describeEntity } from './describeEntity.ts';
export { PSEUDO_ENTITIES } from './pseudoEntities.ts';

/** What a client route designates (see {@link EntityRegistry.resolveRoute}). */
export interface RouteMatch {
  entityName: string;
  /** Undefined for pseudo-entities and for dyno entities not registered yet. */
  info?: EntityInfo;
  kind: 'detail' | 'list' | 'pseudo';
  /** The record key that follows the detail route (registration, username, flag name...). */
  key?: string;
  /** A detail route without a key (or with /new for dyno pages): the page creates a record. */
  isNew: boolean;
}

const DYNO_PAGE = /^\/page\/(dyno-[a-z0-9-]+)(?:\/(.+))?$/;

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
    const previous = this.byNameMap.get(info.name);
    if (previous && !override) throw new Error(`Entity ${info.name} is already registered`);
    if (previous) this.unindex(previous);
    this.byNameMap.set(info.name, info);
    this.byApiPathMap.set(info.apiPath, info);
    this.byRouteMap.set(info.route, info);
    if (info.listRoute) this.byRouteMap.set(info.listRoute, info);
    this.byCollectionMap.set(info.collection, info);
    return info;
  }

  /** Adds (or, with `override`, replaces) a dyno entity from its runtime descriptor. */
  registerDyno(descriptor: DynoDescriptor, options: { override?: boolean } = {}): EntityInfo {
    return this.register(dynoEntitySchema(descriptor), options);
  }

  private unindex(info: EntityInfo): void {
    this.byApiPathMap.delete(info.apiPath);
    this.byRouteMap.delete(info.route);
    if (info.listRoute) this.byRouteMap.delete(info.listRoute);
    this.byCollectionMap.delete(info.collection);
  }

  all(): EntityInfo[] {
    return [...this.byNameMap.values()];
  }

  has(name: string): boolean {
    return this.byNameMap.has(name);
  }

  /** The entity of that name; a missing name raises MISSING_FIELD_IN_ARGS, an unknown one UNSUPPORTED_ENTITY. */
  get(name: string | undefined): EntityInfo {
    if (!name) throw new AppError('MISSING_FIELD_IN_ARGS', ['entityName']);
    const info = this.byNameMap.get(name);
    if (!info) throw new AppError('UNSUPPORTED_ENTITY', [name]);
    return info;
  }

  byApiPath(path: string): EntityInfo | undefined {
    return this.byApiPathMap.get(path);
  }

  /** The entity whose detail or list route is exactly `route`. */
  byRoute(route: string): EntityInfo | undefined {
    return this.byRouteMap.get(route);
  }

  byCollection(collection: string): EntityInfo | undefined {
    return this.byCollectionMap.get(collection);
  }

  /**
   * The client route of an entity (seed 000 §2.7): its dashed route, followed by the encoded key when
   * given; pseudo-entities have fixed routes; an unknown name starting with `dyno` maps to
   * /page/{kebab-name} (`/new` for a new record); anything else is unsupported.
   */
  clientRoute(entityName: string | undefined, key?: string): string {
    if (!entityName) throw new AppError('MISSING_FIELD_IN_ARGS', ['entityName']);
    const known = this.byNameMap.get(entityName);
    if (!known && isPseudoEntity(entityName)) return PSEUDO_ENTITY_ROUTES[entityName];
    const base = known?.route ?? (entityName.startsWith('dyno') ? `/page/${toKebab(entityName)}` : undefined);
    if (!base) throw new AppError('UNSUPPORTED_ENTITY', [entityName]);
    if (key) return `${base}/${encodeURIComponent(key)}`;
    return base.startsWith('/page/') ? `${base}/new` : base;
  }

  /**
   * The entity a client route designates: `/contract` (new), `/contract/CTR1`, `/contracts`,
   * `/page/dyno-car-park/new`, `/crons`. A missing route raises MISSING_FIELD_IN_ARGS; a route that
   * designates no entity raises UNSUPPORTED_ENTITY.
   */
  resolveRoute(clientRoute: string | undefined): RouteMatch {
    if (!clientRoute) throw new AppError('MISSING_FIELD_IN_ARGS', ['clientRoute']);
    const path = clientRoute.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
    const segments = path.split('/').filter(Boolean);
    for (let i = segments.length; i > 0; i--) {
      const base = `/${segments.slice(0, i).join('/')}`;
      const info = this.byRouteMap.get(base);
      if (info) return this.match(info, base, segments.slice(i));
    }
    const dyno = DYNO_PAGE.exec(path);
    if (dyno) return { entityName: kebabToCamel(dyno[1]), ...keyOf(dyno[2]), kind: 'detail' };
    const pseudo = Object.entries(PSEUDO_ENTITY_ROUTES).find(([, route]) => route === path);
    if (pseudo) return { entityName: pseudo[0], kind: 'pseudo', isNew: false };
    throw new AppError('UNSUPPORTED_ENTITY', [path]);
  }

  private match(info: EntityInfo, base: string, rest: string[]): RouteMatch {
    if (base === info.listRoute && base !== info.route) return { entityName: info.name, info, kind: 'list', isNew: false };
    return { entityName: info.name, info, kind: 'detail', ...keyOf(rest.join('/') || undefined) };
  }
}

function keyOf(raw: string | undefined): { key?: string; isNew: boolean } {
  if (!raw || raw === 'new') return { isNew: true };
  try {
    return { key: decodeURIComponent(raw), isNew: false };
  } catch {
    return { key: raw, isNew: false };
  }
}
