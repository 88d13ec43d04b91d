import { AppError } from '../../engine/errors/AppError.ts';
import { parseListQuery } from '../../engine/query/parseListQuery.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import { readLookupLists } from './lookupLists.ts';
import type { AsyncCapability, JsonValue } from './runInSandbox.ts';
import { readableEntity } from './readableEntity.ts';
import { workflowsCapability } from './workflowsCapability.ts';

/** Records a `search` answers at most. */
export const SEARCH_LIMIT = 100;
/** log() lines kept per run. */
export const MAX_LOG_LINES = 100;

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export interface LogLine {
  level: LogLevel;
  output: string;
}

export interface CapabilityDeps {
  ctx: AppContext;
  tenant: string;
  locale: string;
  /** The caller's read permission on an entity (seed 000 §6): the script reads what its caller may. */
  canRead: (info: EntityInfo) => boolean;
  logs: LogLine[];
  now: Date;
}

type Rec = Record<string, unknown>;
const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const LEVELS: readonly string[] = ['debug', 'info', 'warn', 'error'];

function entityOf(deps: CapabilityDeps, args: JsonValue): { info: EntityInfo; args: Rec } {
  if (!isObject(args) || typeof args.entity !== 'string') throw new AppError('MISSING_FIELD_IN_ARGS', ['entity']);
  return { info: readableEntity(deps, args.entity), args };
}

const json = (v: unknown) => JSON.parse(JSON.stringify(v ?? null)) as JsonValue;

/**
 * The host functions a server-side script may call as `ctx.host.<name>(args)`: read records of
 * the caller's tenant (through row-level security and the caller's read permissions), lookup
 * lists, the workflows of the entities the caller may read, the time of the run, and log lines
 * (stored as ScriptLog records).
 */
export function scriptCapabilities(deps: CapabilityDeps): Record<string, AsyncCapability> {
  const { ctx, tenant } = deps;
  return {
    read: async (raw) => {
      const { info, args } = entityOf(deps, raw);
      if (typeof args.key !== 'string') throw new AppError('MISSING_FIELD_IN_ARGS', ['key']);
      const key = args.key;
      return json(await ctx.db.withTenant(tenant, (q) => ctx.store.get(q, info, key)));
    },
    search: async (raw) => {
      const { info, args } = entityOf(deps, raw);
      const query = isObject(args.query) ? (args.query as Record<string, string>) : {};
      const parsed = parseListQuery({ ...query, range: `0-${SEARCH_LIMIT - 1}` }, (name) => !!ctx.store.field(info, name));
      const result = await ctx.db.withTenant(tenant, (q) => ctx.store.list(q, info, { ...parsed, count: 'none' }));
      return json(result.records);
    },
    lookup: async (raw) => {
      const names = isObject(raw) && Array.isArray(raw.lists) ? raw.lists.map(String) : [String(isObject(raw) ? raw.list : raw)];
      const values = await ctx.db.withTenant(tenant, (q) => readLookupLists(ctx, q, names, deps.locale));
      return json(isObject(raw) && Array.isArray(raw.lists) ? values : values[0]);
    },
    workflows: workflowsCapability(deps),
    now: () => deps.now.toISOString(),
    log: (raw) => {
      const level = isObject(raw) && LEVELS.includes(String(raw.level)) ? (raw.level as LogLevel) : 'info';
      const message = isObject(raw) && 'message' in raw ? raw.message : raw;
      if (deps.logs.length < MAX_LOG_LINES) {
        deps.logs.push({ level, output: typeof message === 'string' ? message : JSON.stringify(message) });
      }
      return null;
    },
  };
}
