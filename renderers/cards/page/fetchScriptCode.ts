import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { connectivity } from '../../../engine/offline/connectivity.ts';

/**
 * The code of a tenant script (GET /api/script/scripts/{name}), or undefined when the tenant has
 * none (404), the user may not read scripts (403) or it is disabled, or when offline nothing was
 * kept of it (a script the tenant lacks: the default layout); other failures are thrown.
 */
export async function fetchScriptCode(data: DataProvider, name: string): Promise<string | undefined> {
  try {
    const script = await data.getOne({ entityName: 'Script', key: name });
    if (script.enabled === false) return undefined;
    const code = script.content ?? script.code;
    return typeof code === 'string' ? code : undefined;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 403 || (status === 0 && connectivity.offline())) return undefined;
    throw err;
  }
}
