import type { ReactNode } from 'react';
import { configure } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { SWRConfig } from 'swr';
import type { DataProvider, GetListParams, ListPage } from '../../../engine/data/DataProvider.ts';
import type { EngineEnv, NotifyLevel } from '../../../engine/env/EngineEnv.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { EngineContext } from '../../../renderers/context/EngineContext.ts';

type Rec = Record<string, unknown>;

// The grid renders in several frames: give async assertions time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// antd measures with ResizeObserver, which jsdom lacks.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

export interface FakeEnv {
  env: EngineEnv;
  lists: GetListParams[];
  customs: { method: string; path: string; body?: unknown }[];
  notes: { level: NotifyLevel; message: string }[];
  navigations: string[];
}

/**
 * An engine environment over in-memory rows: getList filters on `search` (any string field) and
 * exact field values, pages by offset/size, counts unless `count=false`; custom answers through `onCustom`.
 */
export function fakeEnv(rows: Rec[], onCustom: (p: { method: string; path: string; body?: unknown }) => unknown = () => []): FakeEnv {
  const out: FakeEnv = { env: undefined as never, lists: [], customs: [], notes: [], navigations: [] };
  const data: DataProvider = {
    async getList(params): Promise<ListPage> {
      out.lists.push(params);
      const { search, sort: _sort, include: _include, count, ...filters } = params.query ?? {};
      const matching = rows.filter(
        (r) =>
          (!search || Object.values(r).some((v) => typeof v === 'string' && v.toLowerCase().includes(search.toLowerCase()))) &&
          Object.entries(filters).every(([k, v]) => v === undefined || v.split(',').includes(String(r[k]))),
      );
      const records = matching.slice(params.offset, params.offset + params.size);
      // count=false: the page only, as the server answers it
      const total = count === 'false' ? undefined : matching.length;
      return { records, offset: params.offset, size: params.size, continues: params.offset + params.size < matching.length, total };
    },
    getOne: async () => ({}),
    create: async ({ data: d }) => d,
    update: async ({ data: d }) => d,
    delete: async () => undefined,
    custom: async <T,>(p: { method: string; path: string; body?: unknown }) => {
      out.customs.push(p);
      return onCustom(p) as T;
    },
  };
  out.env = {
    registry: createDefaultRegistry(),
    shapes: [],
    data,
    notify: (level, message) => out.notes.push({ level, message }),
    navigate: (path) => out.navigations.push(path),
    t: (k) => k,
  };
  return out;
}

/** Wraps a tree in the engine context (and a fresh SWR cache per test). */
export function withEnv(env: EngineEnv, node: ReactNode) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AntApp>
        <EngineContext.Provider value={env}>{node}</EngineContext.Provider>
      </AntApp>
    </SWRConfig>
  );
}
