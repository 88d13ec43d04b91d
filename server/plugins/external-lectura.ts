import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { curvesOf, optionsOf, recordOf, recordsOf } from '../catalog/lectura/lecturaAnswers.ts';
import { LECTURA, lecturaCatalog, lecturaClients, type LecturaClients } from '../catalog/lectura/lecturaCatalog.ts';
import type { LecturaGet } from '../catalog/lectura/lecturaClient.ts';
import { CATALOG_TIMEOUT_MS } from './asset-catalog.ts';
import { requireSession } from './session.ts';

export interface LecturaPluginOptions {
  /** Longest wait for the tenant's catalogue service, ms ({@link CATALOG_TIMEOUT_MS} when absent). */
  timeoutMs?: number;
  /** The HTTP client (tests pass their own); the global fetch when absent. */
  fetch?: typeof fetch;
}

const BASE = '/api/external/lectura';
const ID = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } as const;
const listQuery = { type: 'object', properties: { list: { type: 'string', maxLength: 5 } } } as const;
const params = (...names: string[]) => ({ type: 'object', properties: Object.fromEntries(names.map((n) => [n, ID])), required: names });
const regressorQuery = {
  type: 'object',
  properties: {
    modelName: { type: 'string', maxLength: 200 },
    manufacturerName: { type: 'string', maxLength: 200 },
    year: { type: 'string', pattern: '^[0-9]{4}$' },
    usage: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const;

type ListRequest = FastifyRequest<{ Params: Record<string, string>; Querystring: { list?: string } }>;
type RegressorRequest = FastifyRequest<{ Querystring: { modelName?: string; manufacturerName?: string; year?: string; usage?: string } }>;

/** `?list=true` (or a bare `?list`) asks the select form of a list. */
const wantsList = (list: string | undefined) => list !== undefined && list !== 'false' && list !== '0';

/**
 * The outside equipment catalogue of seed 001 §7 (read only), served from the tenant's catalogue
 * service (settings: plugins/external-lectura-settings.ts): GET /api/external/lectura/
 * root-categories, categories/{id}/sub-categories, categories/{id}/manufacturers,
 * categories/{id}/manufacturers/{id}/models, search/{text} (lists: the service's records, or
 * `{value, label}` options with `?list=true`), models/{id}, manufacturers/{id} (one record),
 * v2/regressor?modelName&manufacturerName&year&usage (value curves; an empty list without both
 * names). Also registers the asset catalogue provider `lectura`. Callers who may read catalogue
 * items; a tenant without settings is MISSING_CONFIG; the service failing, answering out of its
 * contract or later than the timeout is 502 CATALOG_UNAVAILABLE.
 */
export async function lecturaPlugin(app: FastifyInstance, options: LecturaPluginOptions): Promise<void> {
  const clients: LecturaClients = lecturaClients(app.tabula.db, app.identity.box, options.timeoutMs ?? CATALOG_TIMEOUT_MS, options.fetch);
  app.assetCatalogs.register(lecturaCatalog(clients));
  const config = { permission: 'read /api/asset/asset-catalog-items' };

  /** Runs `read` against the caller's tenant service; its failures become CATALOG_UNAVAILABLE. */
  async function ask<T>(request: FastifyRequest, read: (get: LecturaGet) => Promise<T>): Promise<T> {
    const get = await clients(requireSession(request).tenant);
    try {
      return await read(get);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('CATALOG_UNAVAILABLE', [LECTURA, err instanceof Error ? err.message : String(err)]);
    }
  }

  const list = (url: string, names: string[], segments: (p: Record<string, string>) => string[], summary: string) =>
    app.get(url, { schema: { summary, params: params(...names), querystring: listQuery }, config }, (request: ListRequest) =>
      ask(request, async (get) => {
        const answer = await get(segments(request.params));
        return wantsList(request.query.list) ? optionsOf(answer) : recordsOf(answer);
      }),
    );
  const one = (url: string, segments: (p: Record<string, string>) => string[], summary: string) =>
    app.get(url, { schema: { summary, params: params('id') }, config }, (request: ListRequest) => ask(request, async (get) => recordOf(await get(segments(request.params)))));

  list(`${BASE}/root-categories`, [], () => ['root-categories'], 'Equipment catalogue: root categories');
  list(`${BASE}/categories/:id/sub-categories`, ['id'], (p) => ['categories', p.id, 'sub-categories'], 'Equipment catalogue: sub-categories of a category');
  list(`${BASE}/categories/:id/manufacturers`, ['id'], (p) => ['categories', p.id, 'manufacturers'], 'Equipment catalogue: manufacturers of a category');
  list(`${BASE}/categories/:id/manufacturers/:manufacturerId/models`, ['id', 'manufacturerId'], (p) => ['categories', p.id, 'manufacturers', p.manufacturerId, 'models'], 'Equipment catalogue: models of a manufacturer in a category');
  one(`${BASE}/models/:id`, (p) => ['models', p.id], 'Equipment catalogue: one model');
  one(`${BASE}/manufacturers/:id`, (p) => ['manufacturers', p.id], 'Equipment catalogue: one manufacturer');

  app.get(`${BASE}/search/:text`, {
    schema: { summary: 'Equipment catalogue: models matching a text', params: { type: 'object', properties: { text: { type: 'string', minLength: 1, maxLength: 200, pattern: '[^.]' } }, required: ['text'] }, querystring: listQuery },
    config,
  }, (request: ListRequest) =>
    ask(request, async (get) => {
      const answer = await get(['search', request.params.text]);
      return wantsList(request.query.list) ? optionsOf(answer) : recordsOf(answer);
    }),
  );

  app.get(`${BASE}/v2/regressor`, { schema: { summary: 'Equipment catalogue: value curves of a model by year and usage', querystring: regressorQuery }, config }, async (request: RegressorRequest) => {
    const { modelName, manufacturerName, year, usage } = request.query;
    if (!modelName?.trim() || !manufacturerName?.trim()) {
      requireSession(request);
      return [];
    }
    return ask(request, async (get) => curvesOf(await get(['v2', 'regressor'], { modelName, manufacturerName, year, usage })));
  });
}
