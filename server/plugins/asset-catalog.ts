import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../engine/errors/AppError.ts';
import { AssetCatalogProviders, BUILT_IN_CATALOG, recordsCatalog, type CatalogItem } from '../catalog/assetCatalog.ts';
import { requireSession } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The asset catalogue providers: a plugin adds its own with `app.assetCatalogs.register(provider)`. */
    assetCatalogs: AssetCatalogProviders;
  }
}

/** Items answered when the query gives no limit, and the most it may ask. */
export const DEFAULT_CATALOG_LIMIT = 20;
export const MAX_CATALOG_LIMIT = 100;
/** Longest wait for a provider before the catalogue counts as unreachable. */
export const CATALOG_TIMEOUT_MS = 10_000;

interface CatalogQuerystring {
  catalog?: string;
  search?: string;
  provider?: string;
  limit?: string;
}

const querystring = {
  type: 'object',
  properties: {
    catalog: { type: 'string', maxLength: 100 },
    search: { type: 'string', maxLength: 200 },
    provider: { type: 'string', maxLength: 100 },
    limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
  },
} as const;

function limitOf(text: string | undefined): number {
  if (text === undefined || text === '') return DEFAULT_CATALOG_LIMIT;
  const n = Number(text);
  if (n < 1) throw new AppError('INVALID_FIELD_IN_QUERY', ['limit', 'must be at least 1']);
  return Math.min(n, MAX_CATALOG_LIMIT);
}

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/asset/catalog/items?catalog=&search=&provider=&limit= (seed 002 §2.6, §7): items of an
 * asset catalogue for the contract asset lines, from a provider chosen by name (default the
 * built-in one over the tenant's AssetCatalogItem records; `lectura`, the tenant's outside equipment
 * catalogue, server/catalog/lectura/lecturaCatalog.ts). Signed-in users who may read catalogue
 * items. An unknown provider is INVALID_FIELD_IN_QUERY (400); a provider that fails or takes longer
 * than the timeout ({@link CATALOG_TIMEOUT_MS} unless the server's `catalogTimeoutMs`) is
 * CATALOG_UNAVAILABLE (502).
 */
async function assetCatalog(app: FastifyInstance, options: { timeoutMs?: number }): Promise<void> {
  const timeoutMs = options.timeoutMs ?? CATALOG_TIMEOUT_MS;
  const providers = new AssetCatalogProviders([recordsCatalog(app.tabula)]);
  app.decorate('assetCatalogs', providers);

  app.get(
    '/api/asset/catalog/items',
    {
      schema: { summary: 'Search an asset catalogue (items to fill contract asset lines)', querystring },
      config: { permission: 'read /api/asset/asset-catalog-items' },
    },
    async (request: FastifyRequest<{ Querystring: CatalogQuerystring }>): Promise<CatalogItem[]> => {
      const session = requireSession(request);
      const { catalog, search, provider: asked } = request.query;
      const name = asked || BUILT_IN_CATALOG;
      const provider = providers.get(name);
      if (!provider) throw new AppError('INVALID_FIELD_IN_QUERY', ['provider', `unknown catalogue provider "${name}" (known: ${providers.names().join(', ')})`]);
      const query = { catalog: catalog || undefined, search: search || undefined, limit: limitOf(request.query.limit) };
      const timedOut = new Error(`no answer after ${timeoutMs / 1000} s`);
      try {
        const searched = provider.external ? provider.search(session.tenant, query) : app.tabula.db.withTenant(session.tenant, (q) => provider.search(q, query));
        const items = await withTimeout(searched, timeoutMs, () => timedOut);
        return items.slice(0, query.limit);
      } catch (err) {
        // catalogued errors and the built-in provider's database errors keep their own answer
        if (err instanceof AppError || (name === BUILT_IN_CATALOG && err !== timedOut)) throw err;
        throw new AppError('CATALOG_UNAVAILABLE', [name, err instanceof Error ? err.message : String(err)]);
      }
    },
  );
}

export const assetCatalogPlugin = fp(assetCatalog, { name: 'asset-catalog' });
