import type { FastifyInstance } from 'fastify';
import { findScript } from '../scripts/scriptRecords.ts';
import { requireSession } from './session.ts';

/** The kinds of script the browser runs for every user: card layouts and format checks. */
export const UI_SCRIPT_TYPES: ReadonlySet<string> = new Set(['layout', 'format-check']);

export const UI_SCRIPTS_PATH = '/api/script/ui-scripts';

/** The answer of GET /api/script/ui-scripts/{name}: the code, or null when there is none to run. */
export interface UiScript {
  name: string;
  content: string | null;
}

/**
 * GET /api/script/ui-scripts/{name}: the code of a script the browser runs for every signed-in user
 * of the tenant (a card page's layout script, a format check), whatever their profiles: the tenant's
 * layouts and checks apply to its staff, not only to those who may read and edit scripts
 * (`read /api/script/scripts`, admins). Only those two kinds: other scripts (runs, workflows,
 * configuration) stay behind the Script permissions. A name the tenant has no script of, a disabled
 * script or one of another kind answers `content: null` (200): most entities have no layout script,
 * and asking is how the page learns it, so it is not an error. Names go through the script aliases.
 */
export async function scriptsUiPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const options = {
    schema: { params: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['name'] } },
    config: { openapi: { summary: 'The code of a layout or format-check script the browser runs for every signed-in user (null when the tenant has none)' } },
  };
  app.get<{ Params: { name: string } }>(`${UI_SCRIPTS_PATH}/:name`, options, async (request): Promise<UiScript> => {
    const session = requireSession(request);
    const { name } = request.params;
    const script = await tabula.db.withTenant(session.tenant, (q) => findScript(tabula, q, name));
    const runnable = script && script.enabled !== false && UI_SCRIPT_TYPES.has(String(script.type)) && typeof script.content === 'string';
    return { name, content: runnable ? (script.content as string) : null };
  });
}
