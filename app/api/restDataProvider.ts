import type { DataProvider } from '../../engine/data/DataProvider.ts';
import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import { http, toQueryString } from './http.ts';

type Rec = Record<string, unknown>;

/** The REST {@link DataProvider}: entity names resolved to API paths through the registry. */
export function createRestDataProvider(registry: EntityRegistry): DataProvider {
  const path = (entityName: string, key?: string) => {
    const base = registry.get(entityName).apiPath;
    return key === undefined ? base : `${base}/${encodeURIComponent(key)}`;
  };
  return {
    async getList({ entityName, offset, size, query }) {
      const qs = toQueryString({ ...query, range: `${offset}-${offset + size - 1}` });
      const { data, headers } = await http<Rec[]>('GET', `${path(entityName)}${qs}`);
      const total = headers.get('pagination-total') ?? undefined;
      const estimate = Number.parseInt(headers.get('pagination-total-estimate') ?? '', 10);
      return {
        records: data,
        offset,
        size,
        continues: headers.get('pagination-continues') === 'true',
        total: total === undefined ? undefined : Number.parseInt(total, 10),
        totalIsLowerBound: total?.endsWith('+'),
        ...(total?.endsWith('+') && Number.isFinite(estimate) ? { totalEstimate: estimate } : {}),
      };
    },
    getOne: async ({ entityName, key }) => (await http<Rec>('GET', path(entityName, key))).data,
    create: async ({ entityName, data }) => (await http<Rec>('POST', path(entityName), data)).data,
    update: async ({ entityName, key, data }) => (await http<Rec>('POST', path(entityName, key), data)).data,
    delete: async ({ entityName, key }) => {
      await http('DELETE', path(entityName, key));
    },
    custom: async <T,>({ method, path: p, body }: { method: string; path: string; body?: unknown }) =>
      (await http<T>(method, p, body)).data,
  };
}
