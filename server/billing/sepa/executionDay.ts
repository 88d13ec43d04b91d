import { findBusinessDay } from '../../../engine/calendars/businessDay.ts';
import { calendarsOf } from '../../../engine/calendars/calendarsOf.ts';

const SATURDAY_SUNDAY = [0, 6];

/**
 * The day a bank executes a payment asked for `date`: that day when it is a business day of the
 * calendar of the account's country (its IBAN's first two letters; Saturday and Sunday only when
 * the country has no built-in calendar), else the next one.
 */
export function executionDay(date: string, iban: string): string {
  const year = Number(date.slice(0, 4));
  const calendar = calendarsOf([year, year + 1]).find((c) => c.code === iban.slice(0, 2).toUpperCase());
  return findBusinessDay(date, calendar ?? { weekEndDays: SATURDAY_SUNDAY, holidays: [] });
}
