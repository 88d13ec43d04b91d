import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { linksBetween, MAX_DEPTH, parseDepth, toHierarchyNode, walkHierarchy } from '../../engine/relations/index.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { ascendantsOf } from '../persons/ascendantsOf.ts';
import { findPersons, hierarchyLoader } from '../persons/hierarchyLoader.ts';
import { exposureAccess, exposureOf } from '../persons/personExposure.ts';
import { callerOf } from '../auth/identity.ts';
import { entityPermission } from '../../engine/permissions/index.ts';
import { resolveDateKeyword } from '../../engine/query/dateKeywords.ts';
import { requireSession } from './session.ts';

type KeyRequest = FastifyRequest<{ Params: { key: string }; Querystring: Record<string, string | string[] | undefined> }>;

const PERSON_ENTITIES = ['Person', 'Prospect'];

/**
 * The relations of persons and prospects (seed 002 §2.7, §7; docs/relations.md):
 * GET {apiPath}/{registration}/hierarchy?depth= (the graph around a person, both link directions,
 * depth 1-5, default 3), GET {apiPath}/{registration}/ascendants (the persons naming it),
 * GET {apiPath}/{registration}/exposure (what it and its group owe, docs/persons.md#exposure) and
 * GET /api/person/organizations-with-ascendants (the tenant's organizations and their links).
 * Each needs `read {apiPath}` and reads the caller's tenant only.
 */
export async function relationsPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const inTenant = <T>(request: FastifyRequest, fn: (q: Queryable) => Promise<T>) => tabula.db.withTenant(requireSession(request).tenant, fn);

  for (const name of PERSON_ENTITIES) {
    if (!tabula.registry.has(name)) continue;
    const info: EntityInfo = tabula.registry.get(name);
    const permission = `read ${info.apiPath}`;

    app.get(`${info.apiPath}/:key/hierarchy`, {
      config: { permission, openapi: { summary: `The ${name.toLowerCase()}s around one (relations both ways, \`depth\` 1-5 steps, default 3): persons and links (source, relation, target, stake)` } },
    }, async (request: KeyRequest) => {
      const raw = Array.isArray(request.query.depth) ? request.query.depth.at(-1) : request.query.depth;
      const depth = parseDepth(raw);
      if (depth === undefined) throw new AppError('INVALID_FIELD_IN_QUERY', ['depth', 'expected a whole number from 1 to 5']);
      return inTenant(request, async (q) => {
        const root = await tabula.store.get(q, info, request.params.key);
        return walkHierarchy(root, hierarchyLoader(tabula, q, info), depth);
      });
    });

    app.get(`${info.apiPath}/:key/exposure`, {
      config: { permission, openapi: { summary: `What the ${name.toLowerCase()} owes and will owe, alone and with its group (the persons its relations reach, 5 steps both ways): contracts as client, instalments still to invoice, open and overdue invoices as payer; the figures of collections the caller may read only` } },
    }, async (request: KeyRequest) => {
      const caller = await callerOf(app, request);
      const access = exposureAccess(tabula, (e) => caller.can(entityPermission('GET', e.apiPath), { entity: e.name }));
      const today = resolveDateKeyword('today') as string;
      return inTenant(request, async (q) => {
        const root = await tabula.store.get(q, info, request.params.key);
        const registration = String(root.registration);
        const hierarchy = await walkHierarchy(root, hierarchyLoader(tabula, q, info), MAX_DEPTH);
        const members = hierarchy.persons.map((p) => ({ registration: p.registration, name: p.name ?? null, type: p.type ?? null }));
        const own = await exposureOf(q, [registration], access, today);
        // a person without relations is its own group: its figures are not read twice
        const group = members.length > 1 ? await exposureOf(q, members.map((m) => m.registration), access, today) : own;
        return { asOf: today, registration, own, group: { persons: members, ...group } };
      });
    });

    app.get(`${info.apiPath}/:key/ascendants`, {
      config: { permission, openapi: { summary: `The ${name.toLowerCase()}s whose relations name this one: relation, stake and person (registration, name, type)` } },
    }, async (request: KeyRequest) =>
      inTenant(request, async (q) => {
        const registration = String((await tabula.store.get(q, info, request.params.key)).registration);
        return ascendantsOf(registration, await findPersons(tabula, q, info, { field: 'descendants.personRegistration', op: 'eq', value: registration }));
      }));
  }

  if (!tabula.registry.has('Person')) return;
  const persons = tabula.registry.get('Person');
  app.get('/api/person/organizations-with-ascendants', {
    config: { permission: `read ${persons.apiPath}`, openapi: { summary: "The tenant's organizations (persons of type O) and the relation links between them" } },
  }, async (request) =>
    inTenant(request, async (q) => {
      const organizations = (await findPersons(tabula, q, persons, { field: 'type', op: 'eq', value: 'O' })).map(toHierarchyNode);
      return { organizations, links: linksBetween(organizations) };
    }));
}
