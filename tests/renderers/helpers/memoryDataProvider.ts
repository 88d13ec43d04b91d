import type { DataProvider, GetListParams, ListPage } from '../../../engine/data/DataProvider.ts';

type Rec = Record<string, unknown>;

/** Calls made to the in-memory provider, for assertions. */
export interface Call {
  method: string;
  path?: string;
  params?: unknown;
}

/** What the in-memory provider answers: records per entity, lookup lists, custom routes. */
export interface MemoryData {
  records?: Record<string, Rec[]>;
  lists?: Record<string, unknown[]>;
  routes?: Record<string, (body: unknown, path: string) => unknown>;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function regexMatch(value: unknown, filter: string): boolean {
  const m = /^\/(\^?)(.*)\/i$/.exec(filter);
  if (!m) return String(value ?? '') === filter;
  const text = m[2].replace(/\\(.)/g, '$1').toLowerCase();
  const target = String(value ?? '').toLowerCase();
  return m[1] ? target.startsWith(text) : target.includes(text);
}

function matches(record: Rec, query: GetListParams['query']): boolean {
  return Object.entries(query ?? {}).every(([key, filter]) => {
    if (filter === undefined || ['include', 'roles', 'type', 'projection', 'count', 'sort'].includes(key)) return true;
    if (key === 'search') return fold(`${String(record.registration)} ${String(record.name)}`).includes(fold(filter));
    // `a,b`: any of the values, as the API reads it
    if (!filter.startsWith('/') && filter.includes(',')) return filter.split(',').includes(String(record[key] ?? ''));
    return regexMatch(record[key], filter);
  });
}

/** A DataProvider held in memory (the interface of engine/data/DataProvider.ts), recording its calls. */
export function memoryDataProvider(data: MemoryData = {}): DataProvider & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    async getList(params): Promise<ListPage> {
      calls.push({ method: 'getList', params });
      const all = (data.records?.[params.entityName] ?? []).filter((r) => matches(r, params.query));
      const records = all.slice(params.offset, params.offset + params.size);
      return { records, offset: params.offset, size: params.size, continues: params.offset + params.size < all.length, total: all.length };
    },
    async getOne({ entityName, key }) {
      const found = data.records?.[entityName]?.find((r) => r.registration === key);
      if (!found) throw new Error(`${entityName} ${key} not found`);
      return found;
    },
    async create({ data: record }) {
      return record;
    },
    async update({ data: record }) {
      return record;
    },
    async delete() {},
    async custom<T>({ method, path, body }: { method: string; path: string; body?: unknown }): Promise<T> {
      calls.push({ method, path, params: body });
      if (path.startsWith('/api/script/lists')) {
        const names = new URL(path, 'http://x').searchParams.get('lists')?.split(',') ?? [];
        return names.map((n) => data.lists?.[n] ?? ['ERROR']) as T;
      }
      const route = Object.keys(data.routes ?? {}).find((prefix) => path.startsWith(prefix));
      if (!route) throw new Error(`no route ${method} ${path}`);
      return data.routes![route](body, path) as T;
    },
  };
}
