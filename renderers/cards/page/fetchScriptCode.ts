import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { connectivity } from '../../../engine/offline/connectivity.ts';
import { askedAhead } from '../../../engine/data/askedAhead.ts';

const codes = askedAhead<string | undefined>();

async function loadScriptCode(data: DataProvider, name: string): Promise<string | undefined> {
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

/**
 * Asks for a script's code ahead of its use (a card page's layout script while its record loads):
 * the next fetchScriptCode of that name takes this answer, once.
 */
export function prefetchScriptCode(data: DataProvider, name: string): void {
  codes.ask(data, name, () => loadScriptCode(data, name));
}

/**
 * The code of a tenant script (GET /api/script/scripts/{name}), or undefined when the tenant has
 * none (404), the user may not read scripts (403) or it is disabled, or when offline nothing was
 * kept of it (a script the tenant lacks: the default layout); other failures are thrown. A code
 * asked ahead (prefetchScriptCode) in the last seconds is used once instead of asking again.
 */
export function fetchScriptCode(data: DataProvider, name: string): Promise<string | undefined> {
  return codes.take(data, name, () => loadScriptCode(data, name));
}
