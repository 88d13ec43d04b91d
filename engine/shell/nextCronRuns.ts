/** The fields of a five-field cron expression, with their ranges. */
const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

/** How far ahead the search goes: a 29 February comes within 8 years, a 31 February never. */
const HORIZON_MINUTES = 366 * 24 * 60 * 8;

function parseField(text: string, min: number, max: number, name: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`Invalid ${name} "${part}"`);
    const from = m[1] === '*' ? min : Number(m[2]);
    const to = m[1] === '*' ? max : m[3] !== undefined ? Number(m[3]) : m[4] ? max : from;
    const step = m[4] ? Number(m[4]) : 1;
    if (from < min || to > max || from > to || step < 1) throw new Error(`Invalid ${name} "${part}"`);
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

/**
 * The next `count` times (after `from`, whole minutes, in the runtime's time zone) at which a
 * five-field cron expression (`minute hour day-of-month month day-of-week`, with `*`, lists,
 * ranges and steps; Sunday is 0 or 7) fires. Day of month and day of week combine like cron: when
 * both are restricted, either one matching is enough. Throws a readable error for a bad expression.
 * `until` ends the search early (runs after it are not looked for): the scheduler asks for the
 * runs of the last few minutes, which must not cost a search years ahead.
 */
export function nextCronRuns(expression: string, from: Date, count = 3, until?: Date): Date[] {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5)
    throw new Error(`A cron expression has 5 fields, "${expression}" has ${parts.length}`);
  const [minutes, hours, days, months, weekdays] = parts.map((p, i) =>
    parseField(p, FIELDS[i].min, FIELDS[i].max, FIELDS[i].name),
  );
  if (weekdays.has(7)) weekdays.add(0);
  const anyDay = parts[2] === '*';
  const anyWeekday = parts[4] === '*';
  const runs: Date[] = [];
  const t = new Date(from);
  t.setSeconds(0, 0);
  const end = Math.min(t.getTime() + HORIZON_MINUTES * 60_000, until?.getTime() ?? Infinity);
  t.setMinutes(t.getMinutes() + 1);
  while (t.getTime() <= end && runs.length < count) {
    if (!months.has(t.getMonth() + 1)) {
      t.setMonth(t.getMonth() + 1, 1);
      t.setHours(0, 0);
      continue;
    }
    const dayOk = days.has(t.getDate());
    const weekdayOk = weekdays.has(t.getDay());
    if (!(anyDay || anyWeekday ? dayOk && weekdayOk : dayOk || weekdayOk)) {
      t.setDate(t.getDate() + 1);
      t.setHours(0, 0);
      continue;
    }
    if (!hours.has(t.getHours())) {
      t.setHours(t.getHours() + 1, 0);
      continue;
    }
    if (minutes.has(t.getMinutes())) runs.push(new Date(t));
    t.setMinutes(t.getMinutes() + 1);
  }
  return runs;
}
