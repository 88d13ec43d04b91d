import { dayjs } from '../format/dayjs.ts';
import { toIsoDate } from '../format/formatDate.ts';
import { parseDate } from '../format/parseDate.ts';
import { issue, type FieldRule } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';

const ISO_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/**
 * date and datetime: a Date, epoch milliseconds, an ISO 8601 text (kept as is) or text typed in
 * the locale's format (stored as `YYYY-MM-DD` for a date, an ISO instant for a datetime).
 * Anything else: 'Invalid date'.
 */
export const dateRule: FieldRule = (value, field, ctx) => {
  const withTime = field.type === 'datetime';
  if (value instanceof Date || typeof value === 'number') {
    const d = dayjs(value);
    if (d.isValid()) return { value: withTime ? d.toISOString() : toIsoDate(d.toDate()) };
  } else if (typeof value === 'string') {
    const parsed = parseDate(value, ctx.locale, withTime);
    if (parsed) return { value: ISO_PREFIX.test(value.trim()) ? value.trim() : withTime ? parsed.toISOString() : toIsoDate(parsed) };
  }
  return { value, errors: [issue('date', MESSAGES.invalidDate)] };
};
