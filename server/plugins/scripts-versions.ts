import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { readScriptVersions } from '../scripts/scriptVersions.ts';
import { requireSession } from './session.ts';

type Params = { name: string; n?: string };

/**
 * Past versions of a script (issue 6): GET /api/script/scripts/{name}/versions lists them
 * (version, date, username, changed fields; oldest first), GET .../versions/{n} answers the
 * script as it was at version n (the /scripts page diffs it with the current one).
 */
export async function scriptsVersionsPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const base = tabula.registry.get('Script').apiPath;
  const config = { permission: `read ${base}` };

  app.get<{ Params: Params }>(`${base}/:name/versions`, { config }, async (request) => {
    const session = requireSession(request);
    const versions = await tabula.db.withTenant(session.tenant, (q) => readScriptVersions(tabula, q, request.params.name));
    return versions.map(({ record: _record, ...summary }) => summary);
  });

  app.get<{ Params: Params }>(`${base}/:name/versions/:n`, { config }, async (request) => {
    const session = requireSession(request);
    const n = Number(request.params.n);
    if (!Number.isInteger(n) || n < 1) throw new AppError('INVALID_FIELD_IN_PATH', ['n']);
    const versions = await tabula.db.withTenant(session.tenant, (q) => readScriptVersions(tabula, q, request.params.name));
    const found = versions.find((v) => v.version === n);
    if (!found) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['Script version', `${request.params.name} ${n}`]);
    return { ...found.record, _versionDate: found.date, _versionUser: found.username };
  });
}
