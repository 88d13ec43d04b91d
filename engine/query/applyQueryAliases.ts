import type { EntityInfo } from '../registry/types.ts';

type RawQuery = Record<string, string | string[] | undefined>;

/**
 * The list query with the entity's `x-entity.queryAliases` read as the fields they name:
 * `{person: 'personRegistration'}` turns `?person=PER1` into `?personRegistration=PER1` (seed 002 §7
 * `/api/core/users?person={registration}`). An alias given with its field adds its values to the
 * field's, so both conditions apply. A query without aliases is answered as it is.
 */
export function applyQueryAliases(raw: RawQuery, info: Pick<EntityInfo, 'schema'>): RawQuery {
  const aliases = info.schema['x-entity']?.queryAliases;
  if (!aliases) return raw;
  // a Map, so that no name (`__proto__`...) reaches an object's prototype
  const out = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const field = Object.hasOwn(aliases, key) ? aliases[key] : key;
    const before = out.get(field);
    out.set(field, before === undefined ? value : [before, value].flat());
  }
  return Object.fromEntries(out);
}
