import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/identity.ts';
import { buildUserConfiguration } from '../auth/userConfiguration.ts';
import { requireSession } from './session.ts';

/**
 * GET /api/script/runs/user-configuration (seed 000 §3.5): what the client needs after sign-in.
 * Any signed-in user may read its own, whatever its permissions. A tenant user-configuration
 * script (issue 6) may later reshape the menus; this answer is the default.
 */
export async function identityUserConfigurationPlugin(app: FastifyInstance): Promise<void> {
  app.get('/api/script/runs/user-configuration', async (request) => {
    const caller = await callerOf(app, request);
    return buildUserConfiguration(app.tabula, caller, requireSession(request));
  });
}
