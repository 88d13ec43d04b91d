import type { ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { SWRConfig } from 'swr';
import type { DataProvider, ListPage } from '../../../engine/data/DataProvider.ts';
import type { EngineEnv, NotifyLevel } from '../../../engine/env/EngineEnv.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { EngineContext } from '../../../renderers/context/EngineContext.ts';
import { shapeSchemas } from '../../../schemas/generated/catalog.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import '../helpers/jsdomStubs.ts';

type Rec = Record<string, unknown>;
type Route = (body: unknown, path: string, method: string) => unknown;

/** What a card test sees of the host: records, custom routes, and what was notified, navigated, called. */
export interface CardEnv {
  env: EngineEnv;
  notes: { level: NotifyLevel; message: string }[];
  navigations: string[];
  calls: { method: string; path: string; body?: unknown }[];
}

const IGNORED = new Set(['sort', 'range', 'search', 'projection', 'include']);

/** An in-memory host: list filters are equalities on fields (sort and paging ignored). */
export function cardEnv(records: Record<string, Rec[]> = {}, routes: Record<string, Route> = {}): CardEnv {
  const notes: CardEnv['notes'] = [];
  const navigations: string[] = [];
  const calls: CardEnv['calls'] = [];
  const data: DataProvider = {
    async getList({ entityName, offset, size, query }): Promise<ListPage> {
      const all = (records[entityName] ?? []).filter((r) => Object.entries(query ?? {}).every(([k, v]) => v === undefined || IGNORED.has(k) || String(r[k]) === v));
      return { records: all.slice(offset, offset + size), offset, size, continues: false, total: all.length };
    },
    async getOne({ entityName, key }) {
      const found = (records[entityName] ?? []).find((r) => r.registration === key);
      if (!found) throw Object.assign(new Error('not found'), { status: 404 });
      return found;
    },
    create: async ({ data: d }) => d,
    update: async ({ data: d }) => d,
    delete: async () => {},
    async custom<T>({ method, path, body }: { method: string; path: string; body?: unknown }) {
      calls.push({ method, path, body });
      // the scripts the browser runs (layouts, format checks), from the host's Script records
      const uiScript = /^\/api\/script\/ui-scripts\/([^/?]+)$/.exec(path);
      if (uiScript && !routes['/api/script/ui-scripts']) {
        const name = decodeURIComponent(uiScript[1]);
        const found = (records.Script ?? []).find((r) => r.registration === name && r.enabled !== false);
        return { name, content: typeof found?.content === 'string' ? found.content : null } as T;
      }
      const key = Object.keys(routes).sort((a, b) => b.length - a.length).find((p) => path.startsWith(p));
      if (!key) throw Object.assign(new Error(`no route ${path}`), { status: 404 });
      return routes[key](body, path, method) as T;
    },
  };
  const env: EngineEnv = {
    registry: createDefaultRegistry(),
    shapes: shapeSchemas as JsonSchema[],
    data,
    notify: (level, message) => notes.push({ level, message }),
    navigate: (path) => navigations.push(path),
    t: (k) => k,
  };
  return { env, notes, navigations, calls };
}

/** Renders under the engine context, a fresh SWR cache and antd's App. */
export function withEnv(env: EngineEnv, node: ReactNode) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <EngineContext.Provider value={env}>
        <AntApp>{node}</AntApp>
      </EngineContext.Provider>
    </SWRConfig>
  );
}
