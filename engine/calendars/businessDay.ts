import { AppError } from '../errors/AppError.ts';
import { dayIso, isoDay } from '../finance/errors.ts';

/** Days a business-day search looks at before giving up (seed 000 §9). */
export const BUSINESS_DAY_SEARCH_LIMIT = 1000;

/** A working-day calendar (schemas/shapes/calendar.json): week-end days and public holidays. */
export interface Calendar {
  /** 0 = Sunday ... 6 = Saturday. */
  weekEndDays: readonly number[];
  /** `YYYY-MM-DD` dates. */
  holidays?: readonly string[];
}

/** Whether `date` (`YYYY-MM-DD`) is neither a week-end day nor a holiday of the calendar. */
export function isBusinessDay(date: string, calendar: Calendar): boolean {
  const day = isoDay(date);
  // day 0 (1970-01-01) was a Thursday
  const weekDay = (((day + 4) % 7) + 7) % 7;
  return !calendar.weekEndDays.includes(weekDay) && !(calendar.holidays ?? []).includes(date);
}

/**
 * The first business day on or after `date` (`next`), or on or before it (`previous`). The search
 * looks at {@link BUSINESS_DAY_SEARCH_LIMIT} days at most, then throws 400 DATE_NOT_FOUND (a
 * calendar whose every day is a week-end day has none). A date that is not `YYYY-MM-DD` is 400
 * INVALID_DATE.
 */
export function findBusinessDay(date: string, calendar: Calendar, direction: 'next' | 'previous' = 'next'): string {
  const start = isoDay(date);
  const step = direction === 'previous' ? -1 : 1;
  for (let i = 0; i < BUSINESS_DAY_SEARCH_LIMIT; i++) {
    const day = dayIso(start + i * step);
    if (isBusinessDay(day, calendar)) return day;
  }
  throw new AppError('DATE_NOT_FOUND', [`${direction} business day from ${date} within ${BUSINESS_DAY_SEARCH_LIMIT} days`]);
}
