import type { Condition, ListQuery } from '../../engine/query/types.ts';
import type { HierarchyLoader, PersonRecord } from '../../engine/relations/index.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';

/** Persons one step of a hierarchy walk reads at most (a guard against huge fan-outs). */
export const STEP_LIMIT = 500;

/** The records of a person collection matching one condition, at most STEP_LIMIT of them. */
export async function findPersons(ctx: AppContext, q: Queryable, info: EntityInfo, condition: Condition): Promise<PersonRecord[]> {
  const query: ListQuery = { offset: 0, size: STEP_LIMIT, conditions: [condition], sort: [{ field: 'registration', desc: false }], include: [], count: 'none' };
  return (await ctx.store.list(q, info, query)).records;
}

/** The walk's reads on one person collection of the caller's tenant (row-level security applies). */
export function hierarchyLoader(ctx: AppContext, q: Queryable, info: EntityInfo): HierarchyLoader {
  return {
    persons: (registrations) => findPersons(ctx, q, info, { field: 'registration', op: 'in', values: registrations }),
    ascendants: (registrations) => findPersons(ctx, q, info, { field: 'descendants.personRegistration', op: 'in', values: registrations }),
  };
}
