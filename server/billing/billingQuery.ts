import { AppError } from '../../engine/errors/AppError.ts';

type RawQuery = Record<string, string | string[] | undefined>;

/** What a run bills: cashflows due on or before `date`, of the contracts of `organizations` (all when empty). */
export interface BillingScope {
  /** ISO YYYY-MM-DD. */
  date: string;
  organizations: string[];
}

/** Organizations a run may name (a longer list is a client bug, not a selection). */
export const MAX_ORGANIZATIONS = 1000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The day of a plain date or of a timestamp as written (its `YYYY-MM-DD` part); undefined for anything else. */
function dayOf(text: string): string | undefined {
  const m = ISO_DAY.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const back = new Date(Date.UTC(y, mo - 1, d));
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

const badQuery = (name: string, why: string) => new AppError('INVALID_FIELD_IN_QUERY', [name, why]);

/**
 * The scope of GET /api/script/runs/run-billing from its query: `date` (YYYY-MM-DD or a timestamp,
 * counted by the date it is written with; default today, UTC) and `organizations` (comma-separated
 * or repeated registrations). Anything else is a 400 INVALID_FIELD_IN_QUERY.
 */
export function billingScope(query: RawQuery, today = new Date().toISOString().slice(0, 10)): BillingScope {
  const rawDate = query.date;
  if (Array.isArray(rawDate)) throw badQuery('date', 'given more than once');
  const date = rawDate === undefined || rawDate.trim() === '' ? today : dayOf(rawDate.trim());
  if (!date) throw badQuery('date', 'expected a date YYYY-MM-DD');
  const organizations = [...new Set(([] as string[]).concat(query.organizations ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];
  if (organizations.length > MAX_ORGANIZATIONS) throw badQuery('organizations', `at most ${MAX_ORGANIZATIONS} organizations`);
  // eslint-disable-next-line no-control-regex
  if (organizations.some((o) => o.length > 200 || /[\u0000-\u001f]/.test(o))) throw badQuery('organizations', 'expected organization registrations');
  return { date, organizations };
}
