import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route writes nothing that records the request id (the generic collection reads),
     * so its requests run outside any request context (see {@link registerRequestContext}).
     */
    requestContext?: boolean;
  }
}

/** What the server's own records (audits, system logs) take from the request being served. */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served by the current asynchronous flow, or undefined outside a request (start-up, cron). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * Runs the rest of every request inside its own context, so the write hooks that audit a change
 * know the request id without it travelling through every call.
 *
 * Routes that write nothing audited (`config.requestContext: false`: the generic collection reads)
 * run without one, and while no request holds a context the storage is disabled: Node then runs
 * no async hook for each promise created, which the hot reads create by the dozen (issue 20
 * item 1). Work a request leaves running after its answer is gone has no request id once no other
 * request holds a context.
 */
export function registerRequestContext(app: FastifyInstance): void {
  let holding = 0;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.requestContext === false) return done();
    holding++;
    reply.raw.once('close', () => {
      if (--holding === 0) storage.disable();
    });
    storage.run({ requestId: String(request.id) }, done);
  });
}
