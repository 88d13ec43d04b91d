import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import { toCamel } from '../../engine/registry/naming.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { INCLUDE_ALIASES, INCLUDE_RULES, type Found, type IncludeRule, type Reference } from './includeRules.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from './records.ts';

type Rec = Record<string, unknown>;

/** Map.groupBy (Node 21+) for Node 20. */
function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** Records of a related collection attached to one record at most (include=fundings on a contract). */
export const MAX_RELATED = 100;

interface Plan {
  rules: IncludeRule[];
  related: { name: string; target: EntityInfo }[];
}

/**
 * Checks the include names of a query: a rule of the resolver table (or an alias), or the
 * collection of an entity whose records point back (fundings of a contract). Unknown names are a
 * catalogued 400; names that do not apply to this entity are no-ops.
 */
export function planIncludes(registry: EntityRegistry, names: string[]): Plan {
  const plan: Plan = { rules: [], related: [] };
  for (const name of new Set(names)) {
    // own properties only: `include=constructor` names no rule (never an Object.prototype member)
    const ruleName = Object.hasOwn(INCLUDE_ALIASES, name) ? INCLUDE_ALIASES[name] : name;
    const rule = Object.hasOwn(INCLUDE_RULES, ruleName) ? INCLUDE_RULES[ruleName] : undefined;
    const target = rule ? undefined : registry.byCollection(name);
    if (rule) plan.rules.push(rule);
    else if (target) plan.related.push({ name, target });
    else throw new AppError('INVALID_FIELD_IN_QUERY', ['include', `unknown include ${name}`]);
  }
  return plan;
}

async function resolveReferences(q: Queryable, registry: EntityRegistry, refs: Reference[]): Promise<void> {
  const byTarget = groupBy(refs, (r) => r.target);
  for (const [target, list] of byTarget) {
    if (!registry.has(target)) continue;
    const { rows } = await q.query<Found>(
      `SELECT registration, name, data ->> 'type' AS type FROM ${registry.get(target).table} WHERE registration = ANY($1::text[])`,
      [[...new Set(list.map((r) => r.registration))]],
    );
    const found = new Map(rows.map((r) => [r.registration, r]));
    for (const ref of list) ref.apply(found.get(ref.registration) ?? null);
  }
}

/** How records of `target` point at a record of `info`: `contractRegistration`, or entityName + entityRegistration. */
function backReference(info: EntityInfo, target: EntityInfo): { sql: string; key: (r: Rec) => unknown } | undefined {
  const props = target.schema.properties ?? {};
  const field = `${toCamel(info.name)}Registration`;
  if (props[field]) return { sql: `(data ->> '${field}') = ANY($1::text[])`, key: (r) => r[field] };
  if (props.entityName && props.entityRegistration) {
    return { sql: `(data ->> 'entityRegistration') = ANY($1::text[]) AND (data ->> 'entityName') = $2`, key: (r) => r.entityRegistration };
  }
  return undefined;
}

async function attachRelated(q: Queryable, info: EntityInfo, records: Rec[], name: string, target: EntityInfo): Promise<void> {
  const back = backReference(info, target);
  if (!back || !records.length) return;
  const registrations = records.map((r) => r.registration);
  const params = back.sql.includes('$2') ? [registrations, info.name] : [registrations];
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${target.table} WHERE ${back.sql} ORDER BY registration LIMIT ${MAX_RELATED * records.length}`,
    params,
  );
  const byOwner = groupBy(rows.map(toRecord), (r) => back.key(r));
  for (const record of records) record[name] = (byOwner.get(record.registration) ?? []).slice(0, MAX_RELATED);
}

/** Resolves the includes of a query into the records (in place), inside the caller's tenant transaction. */
export async function resolveIncludes(q: Queryable, registry: EntityRegistry, info: EntityInfo, records: Rec[], plan: Plan): Promise<void> {
  if (!records.length) return;
  const refs = plan.rules.flatMap((rule) => records.flatMap((record) => rule.references(record)));
  await resolveReferences(q, registry, refs);
  for (const { name, target } of plan.related) await attachRelated(q, info, records, name, target);
}
