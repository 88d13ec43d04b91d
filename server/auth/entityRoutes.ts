import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';

/**
 * Finds the entity a route serves from its URL pattern: `{apiPath}` and `{apiPath}/:key` of every
 * entity, and `/api/dyno/:name[/:key]` for dyno entities (resolved from the path parameter).
 */
export class EntityRoutes {
  private byPattern = new Map<string, EntityInfo>();
  private size = -1;

  constructor(private readonly registry: EntityRegistry) {}

  private index(): Map<string, EntityInfo> {
    const all = this.registry.all();
    if (all.length !== this.size) {
      this.byPattern = new Map(all.flatMap((info) => [[info.apiPath, info], [`${info.apiPath}/:key`, info]] as const));
      this.size = all.length;
    }
    return this.byPattern;
  }

  find(pattern: string | undefined, params: unknown): EntityInfo | undefined {
    if (!pattern) return undefined;
    if (pattern.startsWith('/api/dyno/:name')) {
      const name = (params as { name?: string } | undefined)?.name;
      return this.registry.all().find((i) => i.dyno && (i.collection === name || i.name === name));
    }
    return this.index().get(pattern);
  }
}
