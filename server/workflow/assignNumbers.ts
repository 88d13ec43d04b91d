import type { ActionPlan } from '../../engine/workflow/planActions.ts';
import { formatNumber, numberScope } from '../../engine/workflow/numbering.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { nextCounterValue } from '../entities/registrations.ts';

type Rec = Record<string, unknown>;

/**
 * The values of a transition's `assignNumber` actions for a record: the next value of each count
 * (nextCounterValue, keyed `number:{entity}.{field}:{scope}`), taken in the transition's
 * transaction: a transition rolled back gives its number back, so the count has no gap; two at once
 * queue on the counter's row. A field the record already has a value in keeps it (given once).
 * @param day the day the number is given (YYYY-MM-DD), for the format's date parts
 */
export async function assignNumbers(q: Queryable, info: EntityInfo, record: Rec, numbers: ActionPlan['numbers'], day: string): Promise<Rec> {
  const patch: Rec = {};
  for (const { field, format } of numbers) {
    const current = record[field];
    if (current !== undefined && current !== null && current !== '') continue;
    const value = await nextCounterValue(q, `number:${info.name}.${field}:${numberScope(format, day)}`);
    patch[field] = formatNumber(format, day, value);
  }
  return patch;
}
