import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

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
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ requestId: String(request.id) }, done);
  });
}
