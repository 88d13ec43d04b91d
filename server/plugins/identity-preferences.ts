import type { FastifyInstance } from 'fastify';
import { requireSelfOr } from '../auth/identity.ts';
import { deletePreference, listPreferences, parsePreference, savePreference } from '../auth/preferences.ts';

type Params = { username: string };

/**
 * A user's preferences (seed 000 §3.6): table configuration, search filter, pinned item, theming.
 * A user manages its own; 'write /api/core/users' (or admin) may manage anyone's.
 */
export async function identityPreferencesPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const base = '/api/core/users/:username/preferences';

  app.get<{ Params: Params }>(base, async (request) => {
    const caller = await requireSelfOr(app, request, request.params.username, 'read /api/core/users');
    return tabula.db.withTenant(caller.homeTenant, (q) => listPreferences(tabula, q, request.params.username));
  });

  app.post<{ Params: Params }>(base, async (request) => {
    const caller = await requireSelfOr(app, request, request.params.username, 'write /api/core/users');
    const pref = parsePreference(request.body);
    return tabula.db.withTenant(caller.homeTenant, (q) => savePreference(tabula, q, request.params.username, pref));
  });

  app.delete<{ Params: Params & { id: string } }>(`${base}/:id`, async (request, reply) => {
    const caller = await requireSelfOr(app, request, request.params.username, 'write /api/core/users');
    await tabula.db.withTenant(caller.homeTenant, (q) => deletePreference(tabula, q, request.params.username, request.params.id));
    return reply.status(204).send();
  });
}
