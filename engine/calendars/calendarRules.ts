/** A public holiday: a fixed day of the year (`MM-DD`) or a number of days from Easter Sunday. */
export type HolidayRule = { fixed: string } | { easter: number };

/** A working-day calendar described by rules, from which its holidays of any year are computed. */
export interface CalendarRule {
  /** The calendar's code, the ISO code of its country (shown by the `country` list's label). */
  code: string;
  /** Week-end days, 0 = Sunday ... 6 = Saturday (seed 000 §3.4 "Calendar: weekEndDays"). */
  weekEndDays: readonly number[];
  holidays: readonly HolidayRule[];
}

const fixed = (...days: string[]): HolidayRule[] => days.map((d) => ({ fixed: d }));
const GOOD_FRIDAY: HolidayRule = { easter: -2 };
const EASTER_MONDAY: HolidayRule = { easter: 1 };
const ASCENSION: HolidayRule = { easter: 39 };
const WHIT_MONDAY: HolidayRule = { easter: 50 };
const SATURDAY_SUNDAY = [0, 6];

/**
 * The national public holidays of the demo tenants' countries (regional ones are left out): the
 * calendars answered by GET /api/script/runs/calendars.
 */
export const CALENDAR_RULES: readonly CalendarRule[] = [
  {
    code: 'FR',
    weekEndDays: SATURDAY_SUNDAY,
    holidays: [...fixed('01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'), EASTER_MONDAY, ASCENSION, WHIT_MONDAY],
  },
  {
    code: 'IT',
    weekEndDays: SATURDAY_SUNDAY,
    holidays: [...fixed('01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'), EASTER_MONDAY],
  },
  {
    code: 'ES',
    weekEndDays: SATURDAY_SUNDAY,
    holidays: [...fixed('01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'), GOOD_FRIDAY],
  },
  {
    code: 'DE',
    weekEndDays: SATURDAY_SUNDAY,
    holidays: [...fixed('01-01', '05-01', '10-03', '12-25', '12-26'), GOOD_FRIDAY, EASTER_MONDAY, ASCENSION, WHIT_MONDAY],
  },
];
