/** What changed in a tenant's configuration: a Script or a List record. */
export type ConfigEventKind = 'script' | 'list';

/** The change itself: created, saved or deleted. */
export type ConfigEventAction = 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * One configuration change, as published on the database channel and pushed to the open clients
 * of the tenant over GET /api/script/events (event name = `kind`).
 */
export interface ConfigEvent {
  tenant: string;
  kind: ConfigEventKind;
  name: string;
  /** The Script's type (layout, config...), null for lists. */
  type: string | null;
  version: number;
  action: ConfigEventAction;
}

const KINDS: readonly string[] = ['script', 'list'];
const ACTIONS: readonly string[] = ['INSERT', 'UPDATE', 'DELETE'];

/** Reads an event from its JSON text; anything malformed gives undefined (and is ignored). */
export function parseConfigEvent(text: string): ConfigEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const e = value as Record<string, unknown>;
  if (typeof e.tenant !== 'string' || typeof e.name !== 'string' || !KINDS.includes(String(e.kind))) return undefined;
  if (!ACTIONS.includes(String(e.action))) return undefined;
  return {
    tenant: e.tenant,
    kind: e.kind as ConfigEventKind,
    name: e.name,
    type: typeof e.type === 'string' ? e.type : null,
    version: Number.isInteger(e.version) ? (e.version as number) : 0,
    action: e.action as ConfigEventAction,
  };
}
