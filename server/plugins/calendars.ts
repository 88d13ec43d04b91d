import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BUSINESS_DAY_SEARCH_LIMIT, findBusinessDay } from '../../engine/calendars/businessDay.ts';
import { calendarsOf } from '../../engine/calendars/calendarsOf.ts';
import { publicHolidays } from '../../engine/calendars/publicHolidays.ts';
import { AppError } from '../../engine/errors/AppError.ts';
import { isoDay } from '../../engine/finance/errors.ts';
import { tenantCalendar } from '../finance/tenantCalendar.ts';
import { requireSession } from './session.ts';

type Query = Record<string, string | string[] | undefined>;

/** One value of a query parameter: a repeated one is refused. */
function single(query: Query, name: string): string | undefined {
  const v = query[name];
  if (Array.isArray(v)) throw new AppError('INVALID_FIELD_IN_QUERY', [name, 'given more than once']);
  return v === '' ? undefined : v;
}

/** Years whose holidays a search from `year` may meet: 1000 days are under three years either way. */
const yearsAround = (year: number) => Array.from({ length: 7 }, (_, i) => year - 3 + i).filter((y) => y >= 1583 && y <= 9999);

/**
 * GET /api/script/runs/calendars (seed 001 §7, preloaded by offline mode): the working-day
 * calendars (FR, IT, ES, DE) with their week-end days and public holidays of this year and the
 * next, Easter-based ones computed. GET /api/finance/business-day?date=&direction=next|previous
 * &calendar=: the first business day on or after (before) a date, in the calendar asked or the
 * tenant's (`tenant-config` > `calendar`). Signed-in users; no record is read.
 */
export async function calendarsPlugin(app: FastifyInstance): Promise<void> {
  app.get('/api/script/runs/calendars', { config: { openapi: { summary: 'Working-day calendars: week-end days and public holidays of this year and the next' } } }, async (request) => {
    requireSession(request);
    const year = new Date().getUTCFullYear();
    return calendarsOf([year, year + 1]);
  });

  app.get(
    '/api/finance/business-day',
    { config: { openapi: { summary: `The first business day on or after (next) or before (previous) a date, searched over ${BUSINESS_DAY_SEARCH_LIMIT} days at most` } } },
    async (request: FastifyRequest<{ Querystring: Query }>) => {
      const session = requireSession(request);
      const date = single(request.query, 'date');
      if (date === undefined) throw new AppError('MISSING_FIELD_IN_QUERY', ['date']);
      const start = isoDay(date);
      const direction = single(request.query, 'direction') ?? 'next';
      if (direction !== 'next' && direction !== 'previous') throw new AppError('INVALID_FIELD_IN_QUERY', ['direction', 'next or previous']);
      const rule = await app.tabula.db.withTenant(session.tenant, (q) => tenantCalendar(q, single(request.query, 'calendar')));
      const year = new Date(start * 86_400_000).getUTCFullYear();
      const holidays = yearsAround(year).flatMap((y) => publicHolidays(rule, y));
      return { date: findBusinessDay(date, { weekEndDays: rule.weekEndDays, holidays }, direction), calendar: rule.code };
    },
  );
}
