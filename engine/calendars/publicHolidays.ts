import { dayIso, isoDay } from '../finance/errors.ts';
import type { CalendarRule } from './calendarRules.ts';
import { easterSunday } from './easterSunday.ts';

/** The public holidays of a calendar in `year`, sorted `YYYY-MM-DD` dates without duplicates. */
export function publicHolidays(rule: Pick<CalendarRule, 'holidays'>, year: number): string[] {
  const easter = isoDay(easterSunday(year));
  const days = rule.holidays.map((h) => ('fixed' in h ? `${year}-${h.fixed}` : dayIso(easter + h.easter)));
  return [...new Set(days)].sort();
}
