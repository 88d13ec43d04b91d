import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';

const NOT_BUILT = `<!doctype html><title>Tabula</title><p>The user interface is not built yet: run <code>npm run build</code>.</p>`;

/**
 * Serves the built SPA with history fallback: any non-/api path answers index.html; an unknown
 * /api path answers a JSON 404 in the error format. The built files themselves (/sw.js,
 * /manifest.webmanifest, /icons/*, /assets/*) are served as files, never the fallback.
 */
export async function spaPlugin(app: FastifyInstance, opts: { staticDir?: string }): Promise<void> {
  const dir = opts.staticDir;
  const indexFile = dir ? join(dir, 'index.html') : undefined;
  const hasUi = !!indexFile && existsSync(indexFile);
  if (hasUi && dir) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      maxAge: '1h',
    });
    // the background worker and the web app manifest are checked for updates on every visit
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?')[0];
      if (path === '/sw.js' || path === '/manifest.webmanifest') reply.header('cache-control', 'no-cache');
      return payload;
    });
  }
  const index = hasUi && indexFile ? readFileSync(indexFile, 'utf8') : NOT_BUILT;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api') {
      const err = new AppError('ROUTE_NOT_FOUND', [request.method, path]);
      return reply.status(404).type('application/json').send(err.toBody());
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const err = new AppError('ROUTE_NOT_FOUND', [request.method, path]);
      return reply.status(404).type('application/json').send(err.toBody());
    }
    if (/\.[a-z0-9]{1,5}$/i.test(path) && path.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(index);
  });
}
