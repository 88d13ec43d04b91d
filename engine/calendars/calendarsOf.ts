import { CALENDAR_RULES } from './calendarRules.ts';
import { publicHolidays } from './publicHolidays.ts';

/** A calendar as GET /api/script/runs/calendars answers it (schemas/shapes/calendar.json plus its code). */
export interface CalendarView {
  code: string;
  weekEndDays: number[];
  holidays: string[];
}

/** The built-in calendars with their holidays of the given years (computed from the rules, Easter ones included). */
export function calendarsOf(years: readonly number[]): CalendarView[] {
  return CALENDAR_RULES.map((rule) => ({
    code: rule.code,
    weekEndDays: [...rule.weekEndDays],
    holidays: years.flatMap((year) => publicHolidays(rule, year)),
  }));
}
