import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { entityPermission } from '../../engine/permissions/index.ts';
import { callerOf } from '../auth/identity.ts';
import { runScript } from '../scripts/runScript.ts';
import { ScriptError, type JsonObject, type JsonValue } from '../scripts/runInSandbox.ts';
import { readStringOverrides } from '../scripts/translations.ts';
import { requireSession } from './session.ts';

type Query = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[v.length - 1] : v);

/** The request query as script input: a token or ticket is the caller's secret, never the script's. */
function queryOf(request: FastifyRequest): JsonObject {
  const { token: _token, ticket: _ticket, ...rest } = request.query as Query;
  return JSON.parse(JSON.stringify(rest)) as JsonObject;
}

/** A script failure answers its catalogued error (seed 000 §8.2 messages) with its status. */
function sendScriptError(reply: FastifyReply, err: ScriptError) {
  return reply.status(err.status).type('application/json').send(err.toBody());
}

/**
 * GET|POST /api/script/runs/{name}: runs the tenant script `name` on the server and answers its
 * JSON result (ctx: query, body, user, locale; capabilities: read/search entities the caller may
 * read, lookup lists, now, log). The answer carries `x-request-id`, the requestId of its
 * ScriptLog records. GET /api/script/runs/string-overrides answers the string-overrides item
 * (of ?locale= only, when given). Static routes such as user-configuration take precedence.
 */
export async function scriptsRunsPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const scriptsPath = tabula.registry.get('Script').apiPath;

  app.get<{ Querystring: Query }>('/api/script/runs/string-overrides', async (request) => {
    const session = requireSession(request);
    return tabula.db.withTenant(session.tenant, (q) => readStringOverrides(q, one(request.query.locale)));
  });

  type RunRequest = FastifyRequest<{ Params: { name: string }; Querystring: Query }>;
  const run = async (request: RunRequest, reply: FastifyReply, name = request.params.name) => {
    const session = requireSession(request);
    const caller = await callerOf(app, request);
    const method = request.method === 'POST' ? 'POST' : 'GET';
    const userLocale = typeof caller.user?.locale === 'string' ? caller.user.locale : undefined;
    reply.header('x-request-id', request.id);
    try {
      const result = await runScript(tabula, app.scriptRunner, {
        name,
        tenant: session.tenant,
        username: session.username,
        locale: one(request.query.locale) || userLocale || 'en',
        requestId: request.id,
        method,
        query: queryOf(request),
        body: method === 'POST' ? ((request.body ?? null) as JsonValue) : null,
        canRead: (info) => caller.can(entityPermission('GET', info.apiPath), { entity: info.name }),
        canReadConfig: caller.can(`read ${scriptsPath}`),
      });
      return reply.type('application/json').send(JSON.stringify(result));
    } catch (err) {
      if (err instanceof ScriptError) return sendScriptError(reply, err);
      throw err;
    }
  };
  app.get<{ Params: { name: string }; Querystring: Query }>('/api/script/runs/:name', (request, reply) => run(request, reply));
  app.post<{ Params: { name: string }; Querystring: Query }>('/api/script/runs/:name', (request, reply) => run(request, reply));

  // A layout run by its layout script's name (seed 000 §8.2): ?layoutScriptName= or the body's.
  const layout = (request: RunRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as { layoutScriptName?: unknown };
    const name = one(request.query.layoutScriptName) || (typeof body.layoutScriptName === 'string' ? body.layoutScriptName : '');
    if (!name) return sendScriptError(reply, ScriptError.of('SCRIPT_INVALID_INPUT', ['Layout', '(none)', "Field 'layoutScriptName' is missing in parameters"]));
    return run(request, reply, name);
  };
  app.get<{ Params: { name: string }; Querystring: Query }>('/api/script/runs/layout', layout);
  app.post<{ Params: { name: string }; Querystring: Query }>('/api/script/runs/layout', layout);
}
