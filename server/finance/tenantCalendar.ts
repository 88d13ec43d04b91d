import { AppError } from '../../engine/errors/AppError.ts';
import { CALENDAR_RULES, type CalendarRule } from '../../engine/calendars/calendarRules.ts';
import type { Queryable } from '../db/Database.ts';
import { readConfigItem } from '../scripts/readConfigItem.ts';

const byCode = (code: string) => CALENDAR_RULES.find((r) => r.code === code.toUpperCase());
const CODES = CALENDAR_RULES.map((r) => r.code).join(', ');

/**
 * The calendar a business-day search uses: the `calendar` query parameter, else the `calendar` of
 * the tenant's `tenant-config` item. No parameter and no tenant-config item is 409 MISSING_CONFIG;
 * an item without `calendar` is 500 MISSING_FIELD_IN_CONFIG; an unknown code is 400
 * INVALID_FIELD_IN_QUERY (the parameter) or INVALID_FIELD_IN_CONFIG (the item).
 */
export async function tenantCalendar(q: Queryable, asked: string | undefined): Promise<CalendarRule> {
  if (asked !== undefined) {
    const rule = byCode(asked);
    if (!rule) throw new AppError('INVALID_FIELD_IN_QUERY', ['calendar', `one of ${CODES}`]);
    return rule;
  }
  const config = await readConfigItem<Record<string, unknown>>(q, 'tenant-config');
  if (config === undefined) throw new AppError('MISSING_CONFIG', ['tenant-config']);
  const code = typeof config === 'object' && config !== null ? config.calendar : undefined;
  if (code === undefined || code === null || code === '') throw new AppError('MISSING_FIELD_IN_CONFIG', ['calendar']);
  const rule = typeof code === 'string' ? byCode(code) : undefined;
  if (!rule) throw new AppError('INVALID_FIELD_IN_CONFIG', ['tenant-config.calendar']);
  return rule;
}
