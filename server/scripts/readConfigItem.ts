import { AppError } from '../../engine/errors/AppError.ts';
import { createDefaultRegistry } from '../../engine/registry/defaultRegistry.ts';
import type { Queryable } from '../db/Database.ts';

let table: string | undefined;
/** The Script table, known without an AppContext (callers of readConfigItem only hold a Queryable). */
const scriptsTable = () => (table ??= createDefaultRegistry().get('Script').table);

/** The JSON value of a configuration item's content; a content that is not JSON is a config error. */
export function parseConfigContent(name: string, content: unknown): unknown {
  if (content === null || content === undefined || (typeof content === 'string' && !content.trim())) return undefined;
  if (typeof content !== 'string') return content;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    throw new AppError('INVALID_FIELD_IN_CONFIG', [name]);
  }
}

/**
 * A configuration item of the current tenant (seed 000 §3.2: tenant-config, profilesPermissions...):
 * the parsed JSON content of the Script record of that name, or undefined when the tenant has no
 * such item, it is disabled or empty. Runs inside the caller's tenant transaction (RLS applies).
 */
export async function readConfigItem<T = unknown>(q: Queryable, name: string): Promise<T | undefined> {
  const { rows } = await q.query<{ data: Record<string, unknown> }>(`SELECT data FROM ${scriptsTable()} WHERE name = $1`, [name]);
  const data = rows[0]?.data;
  if (!data || data.enabled === false) return undefined;
  return parseConfigContent(name, data.content) as T | undefined;
}
