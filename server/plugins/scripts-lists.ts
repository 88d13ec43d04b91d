import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { LIST_ERROR, parseListNames, type ListValues, type LookupItem } from '../../engine/scripts/lookupItems.ts';
import { readLookupLists } from '../scripts/lookupLists.ts';
import { readPathLists } from '../scripts/pathLists.ts';
import { requireSession } from './session.ts';

type Query = Record<string, string | string[] | undefined>;

const isOff = (v: string | string[] | undefined) => v === undefined || v === 'false' || v === '0';
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[v.length - 1] : v);

/**
 * GET /api/script/lists?valuesOnly=true&locale=&lists=a,b (seed 001 §7): one array of `{value,
 * label}` per requested name, in order; `['ERROR']` for a list the tenant does not have. A name
 * starting with `/` is fetched as that API path (see readPathLists). The path is also the List
 * collection route: this root-level hook answers only when valuesOnly is present and leaves the
 * generic list answer otherwise. Registered before the permission hook on purpose: every signed-in
 * user of the tenant may read lookup values (forms need them); the List records themselves still
 * need 'read /api/script/lists', and path lists are checked by their own routes.
 */
export function registerListValues(app: FastifyInstance): void {
  const { tabula } = app;
  if (!tabula.registry.has('List')) return;
  const path = tabula.registry.get('List').apiPath;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Query;
    const session = requireSession(request);
    const names = parseListNames(query.lists);
    if (!names.length) throw new AppError('MISSING_FIELD_IN_QUERY', ['lists']);
    const locale = one(query.locale) || 'en';
    const paths = names.filter((n) => n.startsWith('/'));
    const stored = names.filter((n) => !n.startsWith('/'));
    const [fromDb, fromPaths] = await Promise.all([
      tabula.db.withTenant(session.tenant, (q) => readLookupLists(tabula, q, stored, locale)),
      readPathLists(app, paths, session.token),
    ]);
    const found = new Map<string, LookupItem[] | undefined>([
      ...stored.map((n, i) => [n, fromDb[i]] as const),
      ...paths.map((n, i) => [n, fromPaths[i]] as const),
    ]);
    const values: ListValues[] = names.map((n) => found.get(n) ?? [LIST_ERROR]);
    return reply.send(values);
  };
  // a callback hook: the requests of other routes go on without a promise
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'GET' || request.routeOptions.url !== path || isOff((request.query as Query).valuesOnly)) return done();
    answer(request, reply).catch(done);
  });
}
