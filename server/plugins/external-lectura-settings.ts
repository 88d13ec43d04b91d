import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { isAdminLike } from '../../engine/permissions/index.ts';
import { callerOf } from '../auth/identity.ts';
import { readLecturaSettings, writeLecturaSettings } from '../catalog/lectura/lecturaSettings.ts';

const URL_PATH = '/api/external/lectura/settings';

const body = {
  type: 'object',
  properties: {
    baseUrl: { type: 'string', minLength: 1, maxLength: 500 },
    apiKey: { type: 'string', minLength: 1, maxLength: 1000 },
  },
  required: ['baseUrl', 'apiKey'],
  additionalProperties: false,
} as const;

type SettingsRequest = FastifyRequest<{ Body: { baseUrl: string; apiKey: string } }>;

/** An http(s) URL without credentials nor query, its trailing slashes dropped. */
function baseUrlOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new AppError('INVALID_FIELD_IN_BODY', ['baseUrl', 'must be an http or https URL']);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new AppError('INVALID_FIELD_IN_BODY', ['baseUrl', 'must be an http or https URL']);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * The current tenant's equipment catalogue settings (docs/assets.md), for its administrators:
 * GET answers `{baseUrl, apiKeySet}` (the key itself never leaves the server), PUT `{baseUrl,
 * apiKey}` stores them (the key sealed), DELETE removes them.
 */
export async function lecturaSettingsPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.tabula;
  const { box } = app.identity;
  const adminTenant = async (request: FastifyRequest): Promise<string> => {
    const caller = await callerOf(app, request);
    if (!isAdminLike(caller.subject)) throw new AppError('PERMISSION_DENIED', ['admin']);
    return caller.tenant;
  };

  app.get(URL_PATH, { config: { openapi: { summary: "The tenant's equipment catalogue service: base URL, and whether an API key is set" } } }, async (request) => {
    const settings = await readLecturaSettings(db, box, await adminTenant(request));
    return { baseUrl: settings?.baseUrl ?? null, apiKeySet: settings !== null };
  });

  app.put(URL_PATH, { schema: { summary: "Sets the tenant's equipment catalogue service (base URL and API key)", body } }, async (request: SettingsRequest) => {
    const tenant = await adminTenant(request);
    const baseUrl = baseUrlOf(request.body.baseUrl);
    await writeLecturaSettings(db, box, tenant, { baseUrl, apiKey: request.body.apiKey });
    return { baseUrl, apiKeySet: true };
  });

  app.delete(URL_PATH, { config: { openapi: { summary: "Removes the tenant's equipment catalogue service" } } }, async (request, reply) => {
    await writeLecturaSettings(db, box, await adminTenant(request), null);
    return reply.code(204).send();
  });
}
