import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';

/** The entity a script names, when it exists (UNSUPPORTED_ENTITY) and the run's caller may read it (PERMISSION_DENIED). */
export function readableEntity(deps: { ctx: AppContext; canRead: (info: EntityInfo) => boolean }, name: string): EntityInfo {
  const { registry } = deps.ctx;
  if (!registry.has(name)) throw new AppError('UNSUPPORTED_ENTITY', [name]);
  const info = registry.get(name);
  if (!deps.canRead(info)) throw new AppError('PERMISSION_DENIED', [`read ${info.apiPath}`]);
  return info;
}
