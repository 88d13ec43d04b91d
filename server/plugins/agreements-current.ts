import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entityPermission } from '../../engine/permissions/index.ts';
import { resolveDateKeyword } from '../../engine/query/dateKeywords.ts';
import { currentAgreements } from '../agreements/currentAgreements.ts';
import { requirePermission } from '../auth/identity.ts';
import { requireSession } from './session.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * GET /api/financing/agreements/current-for-person/{id} (seed 002 §7): the agreements in force
 * today of a person (registration or `_id`), see server/agreements/currentAgreements.ts and
 * docs/agreements.md. Needs `read` of agreements and of persons; an unknown person is
 * 404 ENTITY_REGISTRATION_NOT_FOUND; the caller's tenant only.
 */
export async function agreementsCurrentPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  if (!tabula.registry.has('Agreement') || !tabula.registry.has('Person')) return;
  const agreement = tabula.registry.get('Agreement');
  const person = tabula.registry.get('Person');
  const config = {
    permission: entityPermission('GET', agreement.apiPath),
    openapi: { summary: "The person's agreements in force today (ACTIVE, started, not ended), as partner or listed person" },
  };
  app.get(`${agreement.apiPath}/current-for-person/:id`, { config }, async (request: IdRequest) => {
    const session = requireSession(request);
    // the person is read too: whoever may not read persons learns nothing of them here
    await requirePermission(app, request, entityPermission('GET', person.apiPath), { entity: person.name });
    const today = resolveDateKeyword('today') as string;
    return tabula.db.withTenant(
      session.tenant,
      async (q) => {
        const found = await tabula.store.get(q, person, request.params.id);
        return currentAgreements(tabula, q, agreement, String(found.registration), today);
      },
      { eachStatement: true },
    );
  });
}
