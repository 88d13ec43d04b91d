import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { aliasTarget } from './scriptAliases.ts';

type Rec = Record<string, unknown>;

/** The Script entity (collection /api/script/scripts, keyed by name). */
export function scriptInfo(ctx: AppContext): EntityInfo {
  return ctx.registry.get('Script');
}

/** The List entity (collection /api/script/lists). */
export function listInfo(ctx: AppContext): EntityInfo {
  return ctx.registry.get('List');
}

/** A record by name (or registration), or undefined when the tenant has none. */
export async function findByName(ctx: AppContext, q: Queryable, info: EntityInfo, name: string): Promise<Rec | undefined> {
  try {
    return await ctx.store.get(q, info, name);
  } catch (err) {
    if (err instanceof AppError && err.code === 'ENTITY_REGISTRATION_NOT_FOUND') return undefined;
    throw err;
  }
}

/** The script named `name` of the current tenant, or the one its alias names (scriptAliases). */
export async function findScript(ctx: AppContext, q: Queryable, name: string): Promise<Rec | undefined> {
  const info = scriptInfo(ctx);
  const script = await findByName(ctx, q, info, name);
  if (script) return script;
  const target = await aliasTarget(q, name, async (n) => (await findByName(ctx, q, info, n)) !== undefined);
  return target ? findByName(ctx, q, info, target) : undefined;
}

/** The script named `name` (or aliased by it) of the current tenant; 404 when there is none or it is disabled. */
export async function requireScript(ctx: AppContext, q: Queryable, name: string): Promise<Rec> {
  const script = await findScript(ctx, q, name);
  if (!script || script.enabled === false) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['Script', name]);
  return script;
}
