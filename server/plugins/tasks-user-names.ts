import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { requireSession } from './session.ts';

type Query = Record<string, unknown>;

/** Users answered at most in one call (a tenant's staff). */
const LIMIT = 2_000;

const USER_NAMES_OPENAPI = {
  summary: "The tenant's users by name (assignees)",
  description:
    'The usernames and names of the tenant\'s users, for whoever may read tasks: the choices of an assignee field and the names shown in place of usernames ' +
    '(a sales user may not read the users list, yet sees who a task is assigned to). `listMode=true` answers select options `{value, label}` sorted by name; ' +
    'otherwise rows `{registration, username, name}`, optionally only those named by `registration` or `username` (comma lists). See docs/table.md#references.',
  parameters: [
    { name: 'listMode', in: 'query', required: false, description: '`true`: select options `{value: username, label: name}`', schema: { type: 'string', enum: ['true', 'false'] } },
    { name: 'registration', in: 'query', required: false, description: 'Only these usernames (comma list)', schema: { type: 'string' } },
    { name: 'username', in: 'query', required: false, description: 'Same as `registration`', schema: { type: 'string' } },
  ],
  responses: {
    '200': { description: 'Options or rows', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } },
    '400': { $ref: '#/components/responses/BadRequest' },
    '401': { $ref: '#/components/responses/Unauthenticated' },
    '403': { $ref: '#/components/responses/Forbidden' },
  },
};

function keysOf(query: Query): string[] | undefined {
  const given = [query.registration, query.username].filter((v) => v !== undefined);
  if (!given.length) return undefined;
  if (given.some((v) => typeof v !== 'string')) throw new AppError('INVALID_FIELD_IN_QUERY', ['registration', 'expected one comma list']);
  return (given as string[]).flatMap((v) => v.split(',')).map((k) => k.trim()).filter(Boolean);
}

/** A user's name as people read it: its name, else first and last names, else its username. */
function displayName(row: { username: string; name: string | null; first: string | null; last: string | null }): string {
  return row.name?.trim() || [row.first, row.last].filter((p) => p?.trim()).join(' ') || row.username;
}

/** GET /api/core/tasks/userNames (seed 002 §7 select sources): who a task may be assigned to. */
export async function taskUserNamesRoutes(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  if (!tabula.registry.has('Task') || !tabula.registry.has('User')) return;
  const tasks = tabula.registry.get('Task').apiPath;
  const users = tabula.registry.get('User').table;
  app.get<{ Querystring: Query }>(`${tasks}/userNames`, { config: { permission: `read ${tasks}`, openapi: USER_NAMES_OPENAPI } }, async (request) => {
    const session = requireSession(request);
    const keys = keysOf(request.query);
    if (keys && !keys.length) return [];
    const rows = await tabula.db.withTenant(session.tenant, async (q) => {
      const { rows } = await q.query<{ username: string; name: string | null; first: string | null; last: string | null }>(
        `SELECT coalesce(data->>'username', registration) AS username, data->>'name' AS name, data->>'firstName' AS first, data->>'lastName' AS last
           FROM ${users}
          WHERE ($1::text[] IS NULL OR registration = ANY($1) OR data->>'username' = ANY($1))
          LIMIT ${LIMIT}`,
        [keys ?? null],
      );
      return rows;
    });
    const named = rows.map((r) => ({ username: r.username, name: displayName(r) }));
    if (request.query.listMode === 'true') {
      return named.sort((a, b) => a.name.localeCompare(b.name)).map((u) => ({ value: u.username, label: u.name }));
    }
    return named.map((u) => ({ registration: u.username, username: u.username, name: u.name }));
  });
}
