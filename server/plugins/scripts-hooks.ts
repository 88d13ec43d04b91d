import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { scriptTypeInfo } from '../../engine/scripts/scriptTypes.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { fieldErrorsToAppError } from '../entities/validators.ts';
import { findByName, findScript } from '../scripts/scriptRecords.ts';
import { requireSession } from './session.ts';

type Body = Record<string, unknown>;

/** Script and list names travel in URLs (/api/script/scripts/{name}, runs/{name}). */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,119}$/;

/** A catalogued error about one body field, in the generic API's form (the field path in `errors`). */
const fieldError = (code: 'MISSING_FIELD_IN_BODY' | 'INVALID_FIELD_VALUE', path: string, why = 'Field is mandatory') => fieldErrorsToAppError([{ path, message: why, code }]);

function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  const values = [header ?? []].flat().flatMap((h) => h.split(',').map((v) => v.trim()));
  return values.includes(etag) || values.includes('*');
}

async function checkBody(app: FastifyInstance, request: FastifyRequest, info: EntityInfo): Promise<void> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const b = body as Body;
  if (info.name === 'Script' && b.content === undefined && typeof b.code === 'string') {
    b.content = b.code;
    delete b.code;
  }
  const key = (request.params as { key?: string }).key;
  const creating = key === undefined;
  if (creating && (typeof b.name !== 'string' || !b.name)) throw fieldError('MISSING_FIELD_IN_BODY', 'name');
  if (b.name !== undefined && (typeof b.name !== 'string' || !NAME.test(b.name))) {
    throw fieldError('INVALID_FIELD_VALUE', 'name', 'letters, digits, ".", "-", "_" or "@", starting with a letter or digit');
  }
  if (info.name === 'Script') {
    if (creating && (typeof b.type !== 'string' || !b.type)) throw fieldError('MISSING_FIELD_IN_BODY', 'type');
    if (b.type !== undefined && !scriptTypeInfo(String(b.type))) throw fieldError('INVALID_FIELD_VALUE', 'type', `unknown script type "${String(b.type)}"`);
    if (scriptTypeInfo(typeof b.type === 'string' ? b.type : undefined)?.language === 'json' && typeof b.content === 'string' && b.content.trim()) {
      try {
        JSON.parse(b.content);
      } catch (err) {
        throw new AppError('INVALID_JSON_FIELD', [`content: ${err instanceof Error ? err.message : 'not JSON'}`]);
      }
    }
  }
  if (typeof b.name !== 'string') return;
  const name = b.name;
  const session = requireSession(request);
  const existing = await app.tabula.db.withTenant(session.tenant, (q) => findByName(app.tabula, q, info, name));
  if (existing && existing.name === name && (creating || ![existing.name, existing.registration, existing._id].includes(key))) {
    throw new AppError('VALUE_ALREADY_EXISTS', [name, 'name']);
  }
}

/**
 * Root-level hooks on the generic Script and List routes (their handlers stay generic):
 * - writes: `code` is accepted for `content`; a name (URL-safe) and, for scripts, a known type are
 *   required on create; names are unique per tenant; JSON items must hold JSON;
 * - GET /api/script/scripts/{name} answers an ETag and 304 on If-None-Match, so clients cache
 *   scripts per name and revalidate cheaply.
 */
export function registerScriptHooks(app: FastifyInstance): void {
  const { registry } = app.tabula;
  const script = registry.get('Script');
  const written = new Map([script, registry.get('List')].flatMap((info) => [[info.apiPath, info], [`${info.apiPath}/:key`, info]]));
  // callback hooks: the requests of other routes go on without a promise
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'PATCH') return done();
    const info = written.get(request.routeOptions.url ?? '');
    if (!info) return done();
    checkBody(app, request, info).then(() => done(), done);
  });
  const one = `${script.apiPath}/:key`;
  // GET /api/script/scripts/{alias} answers the script the alias names (scriptAliases)
  const resolveAlias = async (request: FastifyRequest) => {
    const params = request.params as { key: string };
    const session = requireSession(request);
    const found = await app.tabula.db.withTenant(session.tenant, (q) => findScript(app.tabula, q, params.key));
    if (found && found.name !== params.key && found.registration !== params.key && found._id !== params.key) params.key = String(found.registration);
  };
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method !== 'GET' || request.routeOptions.url !== one) return done();
    resolveAlias(request).then(() => done(), done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || request.routeOptions.url !== one) return done(null, payload);
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('ETag', etag);
    reply.header('Cache-Control', 'private, no-cache');
    if (!matchesEtag(request.headers['if-none-match'], etag)) return done(null, payload);
    reply.code(304);
    done(null, '');
  });
}
