import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth/identity.ts';
import { parseProfilesPermissions, readProfilesPermissions, writeProfilesPermissions } from '../auth/profilesPermissions.ts';
import { recordPermissionsChange } from '../logs/permissionsAudit.ts';

/**
 * The tenant's profilesPermissions configuration item (profile -> permission names). Stored in the
 * identity_config table until configuration items become scripts (issue 6).
 */
export async function identityProfilesPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const path = '/api/core/profiles-permissions';

  app.get(path, async (request) => {
    const caller = await requirePermission(app, request, 'read /api/core/profiles-permissions');
    return tabula.db.withTenant(caller.tenant, (q) => readProfilesPermissions(q));
  });

  app.put(path, async (request) => {
    const caller = await requirePermission(app, request, 'write /api/core/profiles-permissions', { strict: true });
    const value = parseProfilesPermissions(request.body);
    await tabula.db.withTenant(caller.tenant, async (q) => {
      const before = await readProfilesPermissions(q);
      await writeProfilesPermissions(q, value, caller.username);
      await recordPermissionsChange(tabula, q, caller.username, before, value);
    });
    app.identity.callers.invalidate();
    return value;
  });
}
