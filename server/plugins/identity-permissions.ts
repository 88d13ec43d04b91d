import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../engine/errors/AppError.ts';
import { entityPermission } from '../../engine/permissions/index.ts';
import { EntityRoutes } from '../auth/entityRoutes.ts';

/**
 * Enforces the permission check of seed 000 §6 on EVERY entity route (GET = 'read {apiPath}',
 * POST/PATCH/PUT/DELETE = 'write {apiPath}') and on any route declaring `config.permission`.
 * Runs after the session hook; public routes and unknown paths are left alone.
 */
async function permissionsHook(app: FastifyInstance): Promise<void> {
  const routes = new EntityRoutes(app.tabula.registry);
  app.addHook('preHandler', async (request) => {
    if (!request.session) return;
    const config = request.routeOptions.config;
    const info = routes.find(request.routeOptions.url, request.params);
    const permission = info ? entityPermission(request.method, info.apiPath) : config?.permission;
    if (!permission) return;
    const caller = await app.identity.callers.resolve(request.session);
    const strict = info ? false : config?.strictPermission === true;
    if (!caller.can(permission, { strict, entity: info?.name })) throw new AppError('PERMISSION_DENIED', [permission]);
  });
}

export const identityPermissionsPlugin = fp(permissionsHook, { name: 'identity-permissions' });
