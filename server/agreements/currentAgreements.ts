import { MAX_PAGE_SIZE, parseListQuery } from '../../engine/query/parseListQuery.ts';
import type { Condition } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';

type Rec = Record<string, unknown>;

/** The status of an agreement in force (the shipped agreement workflow: activate, reactivate). */
export const CURRENT_STATUS = 'ACTIVE';

/** A date field holds `day` or leaves it open: no start yet, no end. */
const startsBy = (value: unknown, day: string) => typeof value !== 'string' || !value || value.slice(0, 10) <= day;
const endsFrom = (value: unknown, day: string) => typeof value !== 'string' || !value || value.slice(0, 10) >= day;

/**
 * The agreements of a person in force on `today` (YYYY-MM-DD), in the transaction's tenant: the
 * person is the agreement's partner (`partnerRegistration`) or one of its persons
 * (`persons[].personRegistration`), the agreement is ACTIVE, its start date is not after today and
 * its end date not before (an open date counts as in force). Most recent start first; at most
 * MAX_PAGE_SIZE agreements per link.
 */
export async function currentAgreements(ctx: AppContext, q: Queryable, agreement: EntityInfo, person: string, today: string): Promise<Rec[]> {
  const isField = (name: string) => !!ctx.store.field(agreement, name);
  const paging = parseListQuery({ range: `0-${MAX_PAGE_SIZE - 1}`, count: 'false' }, isField);
  const found = new Map<string, Rec>();
  for (const link of ['partnerRegistration', 'persons.personRegistration']) {
    // conditions built as values, not parsed: a registration holding `,` or `!` is matched as it is
    const conditions: Condition[] = [{ field: link, op: 'eq', value: person }, { field: 'status', op: 'eq', value: CURRENT_STATUS }];
    const { records } = await ctx.store.list(q, agreement, { ...paging, conditions });
    for (const r of records) if (startsBy(r.startDate, today) && endsFrom(r.endDate, today)) found.set(String(r._id), r);
  }
  return [...found.values()].sort((a, b) => String(b.startDate ?? '').localeCompare(String(a.startDate ?? '')) || String(a.registration).localeCompare(String(b.registration)));
}
