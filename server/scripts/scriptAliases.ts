import type { Queryable } from '../db/Database.ts';
import { readConfigItem } from './readConfigItem.ts';

/** Aliases followed at most this many times (an alias of an alias...); a cycle ends there. */
const MAX_HOPS = 4;

/**
 * The script a missing name stands for, by the tenant's scriptAliases item (seed 000 §3.2:
 * `{"prospect-layout-C": "person-layout-C"}`), or undefined when the name is not an alias. A
 * script that really has the name wins: aliases only fill the gaps, so a tenant overrides one by
 * creating the script.
 */
export async function aliasTarget(q: Queryable, name: string, exists: (name: string) => Promise<boolean>): Promise<string | undefined> {
  const aliases = await readConfigItem<Record<string, unknown>>(q, 'scriptAliases').catch(() => undefined);
  if (!aliases || typeof aliases !== 'object') return undefined;
  let current = name;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = Object.hasOwn(aliases, current) ? aliases[current] : undefined;
    if (typeof next !== 'string' || !next || next === name) return undefined;
    if (await exists(next)) return next;
    current = next;
  }
  return undefined;
}
