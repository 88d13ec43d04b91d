import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** A route handler as registered by another plugin. */
export type Handler = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

export interface RouteOverride {
  method: string;
  url: string;
  /** Receives the registered handler and returns the one to use (which may call it). */
  wrap: (original: Handler) => Handler;
}

/**
 * Adjusts routes registered later by other plugins (the generic entity routes of users and
 * tenants) through the onRoute hook, so identity rules apply without editing those plugins.
 * Must be registered (with fastify-plugin) before the plugins that add the routes.
 */
export function overrideRoutes(app: FastifyInstance, overrides: RouteOverride[]): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const match = overrides.find((o) => o.url === route.url && methods.length === 1 && methods[0] === o.method);
    if (match) route.handler = match.wrap(route.handler as Handler) as RouteOptions['handler'];
  });
}
