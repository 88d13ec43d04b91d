import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';

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

/** The script named `name` of the current tenant; 404 when there is none or it is disabled. */
export async function requireScript(ctx: AppContext, q: Queryable, name: string): Promise<Rec> {
  const script = await findByName(ctx, q, scriptInfo(ctx), name);
  if (!script || script.enabled === false) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['Script', name]);
  return script;
}
