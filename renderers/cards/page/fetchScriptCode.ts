import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { connectivity } from '../../../engine/offline/connectivity.ts';
import { askedAhead } from '../../../engine/data/askedAhead.ts';

const codes = askedAhead<string | undefined>();

async function loadScriptCode(data: DataProvider, name: string): Promise<string | undefined> {
  try {
    const script = await data.custom<{ content: string | null }>({ method: 'GET', path: `/api/script/ui-scripts/${encodeURIComponent(name)}` });
    return typeof script?.content === 'string' ? script.content : undefined;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 0 && connectivity.offline()) return undefined;
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
 * The code of a layout or format-check script of the tenant (GET /api/script/ui-scripts/{name},
 * readable by every signed-in user), or undefined when the tenant has none or it is disabled (the
 * default layout), or when offline; other failures are thrown. A code
 * asked ahead (prefetchScriptCode) in the last seconds is used once instead of asking again.
 */
export function fetchScriptCode(data: DataProvider, name: string): Promise<string | undefined> {
  return codes.take(data, name, () => loadScriptCode(data, name));
}
