import type { ActionPlan } from '../../engine/workflow/planActions.ts';
import { formatNumber, numberScope } from '../../engine/workflow/numbering.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';

type Rec = Record<string, unknown>;

/**
 * The values of a transition's `assignNumber` actions for a record: the next value of each count
 * (a row of registration_counters keyed `number:{entity}.{field}:{scope}`, per tenant by its
 * policy), taken in the transition's transaction — a transition rolled back gives its number back,
 * so the count has no gap; two at once queue on the counter's row. A field the record already has a
 * value in keeps it (a number is given once).
 * @param day the day the number is given (YYYY-MM-DD), for the format's date parts
 */
export async function assignNumbers(q: Queryable, info: EntityInfo, record: Rec, numbers: ActionPlan['numbers'], day: string): Promise<Rec> {
  const patch: Rec = {};
  for (const { field, format } of numbers) {
    const current = record[field];
    if (current !== undefined && current !== null && current !== '') continue;
    const { rows } = await q.query<{ value: string | number }>(
      `INSERT INTO registration_counters (entity, value) VALUES ($1, 1)
       ON CONFLICT (tenant, entity) DO UPDATE SET value = registration_counters.value + 1
       RETURNING value`,
      [`number:${info.name}.${field}:${numberScope(format, day)}`],
    );
    patch[field] = formatNumber(format, day, Number(rows[0].value));
  }
  return patch;
}
