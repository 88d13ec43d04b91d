import type { Queryable } from '../db/Database.ts';

interface PlanNode {
  Plan?: { 'Plan Rows'?: number };
}

/**
 * The planner's estimate of the rows `SELECT 1 FROM table WHERE ...` returns (planning only,
 * nothing is read): what a list shows as "about N" when it counted past the cap and no exact
 * count was asked. Undefined when the plan says nothing usable.
 */
export async function plannerEstimate(q: Queryable, table: string, where: string, params: unknown[]): Promise<number | undefined> {
  const { rows } = await q.query<{ 'QUERY PLAN': PlanNode[] | string }>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} ${where}`, params);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as PlanNode[] | undefined;
  const n = Number(plan?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;
}
