import { Cron, type CronOptions } from 'croner';

/** The five fields, in order, as error messages name them. */
const FIELD_NAMES = ['minute', 'hour', 'day of month', 'month', 'day of week'] as const;

/**
 * How croner reads a schedule here: five fields only (whole minutes; a seconds or year field is an
 * error), day of month OR day of week like cron, the runtime's time zone (no `timezone`), `5/15`
 * read as `5-59/15` as before croner, and never a timer (paused, no callback, no name: croner
 * keeps no reference to the job).
 */
const OPTIONS: CronOptions = { paused: true, mode: '5-part', domAndDow: false, sloppyRanges: true };

/** croner's reason, without its class prefix. */
const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).replace(/^CronPattern:\s*/, '');

/** Whether croner accepts a pattern. */
function accepted(pattern: string): boolean {
  try {
    new Cron(pattern, OPTIONS);
    return true;
  } catch {
    return false;
  }
}

/**
 * A readable message for an expression croner refused: the wrong field count, else the first
 * field croner refuses on its own (the others being `*`) and, within it, the first refused list
 * element. croner decides what is valid; this only points at where.
 */
function describeError(pattern: string, err: unknown): string {
  if (pattern.startsWith('@'))
    return `Invalid cron expression "${pattern}": the nicknames are @yearly, @annually, @monthly, @weekly, @daily, @midnight and @hourly`;
  const fields = pattern.split(/\s+/);
  if (fields.length !== 5) return `A cron expression has 5 fields, "${pattern}" has ${fields.length}`;
  const alone = (i: number, value: string) => FIELD_NAMES.map((_, j) => (j === i ? value : '*')).join(' ');
  for (const [i, name] of FIELD_NAMES.entries()) {
    let fieldError: unknown;
    try {
      new Cron(alone(i, fields[i]), OPTIONS);
      continue;
    } catch (e) {
      fieldError = e;
    }
    const part = fields[i].split(',').find((p) => !accepted(alone(i, p)));
    return part !== undefined ? `Invalid ${name} "${part}"` : `Invalid ${name} "${fields[i]}": ${reason(fieldError)}`;
  }
  return `Invalid cron expression "${pattern}": ${reason(err)}`;
}

/**
 * The next `count` times (after `from`, whole minutes, in the runtime's time zone) at which a
 * cron expression fires, computed by croner (https://croner.56k.guru): five fields
 * `minute hour day-of-month month day-of-week` with `*`, lists, ranges, steps, month and day
 * names (JAN, MON), croner's L, W, # and + modifiers, or a nickname (@daily, @hourly...). Sunday
 * is 0 or 7. Day of month and day of week combine like cron: when both are restricted, either one
 * matching is enough. Times skipped or repeated by a daylight saving change follow croner (as
 * Vixie cron). Throws a readable error for a bad expression (`Invalid minute "61"`).
 * `until` (inclusive) ends the search early: the scheduler asks for the runs of the last few
 * minutes, which must not cost a search years ahead.
 */
export function nextCronRuns(expression: string, from: Date, count = 3, until?: Date): Date[] {
  const pattern = expression.trim();
  let cron: Cron;
  try {
    cron = new Cron(pattern, until ? { ...OPTIONS, stopAt: new Date(until.getTime() + 1) } : OPTIONS);
  } catch (err) {
    throw new Error(describeError(pattern, err));
  }
  return count > 0 ? cron.nextRuns(count, from) : [];
}
