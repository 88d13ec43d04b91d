import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import type { PermissionCheckOptions } from '../../engine/permissions/index.ts';
import { requireSession } from '../plugins/session.ts';
import type { Caller, CallerResolver } from './callers.ts';
import type { SecretBox } from './secretBox.ts';

/** The identity services shared by the identity plugins (decorated once as `app.identity`). */
export interface Identity {
  callers: CallerResolver;
  box: SecretBox;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
  }
  interface FastifyContextConfig {
    /** Permission a route needs (checked by the identity-permissions hook), e.g. 'read /api/script/scripts'. */
    permission?: string;
    /** No read-all / write-all fallback for {@link FastifyContextConfig.permission}. */
    strictPermission?: boolean;
  }
}

/** The signed-in caller of a request (401 when there is none). */
export function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  return app.identity.callers.resolve(requireSession(request));
}

/** The caller, when it holds the permission; otherwise 403 PERMISSION_DENIED. */
export async function requirePermission(
  app: FastifyInstance,
  request: FastifyRequest,
  permission: string,
  options?: PermissionCheckOptions,
): Promise<Caller> {
  const caller = await callerOf(app, request);
  if (!caller.can(permission, options)) throw new AppError('PERMISSION_DENIED', [permission]);
  return caller;
}

/** The caller when it is the user named, or may write users (admin pages acting for someone). */
export async function requireSelfOr(app: FastifyInstance, request: FastifyRequest, username: string, permission: string): Promise<Caller> {
  const caller = await callerOf(app, request);
  if (caller.username === username && caller.tenant === caller.homeTenant) return caller;
  if (!caller.can(permission)) throw new AppError('PERMISSION_DENIED', [permission]);
  return caller;
}
