import { AppError } from '../../../engine/errors/AppError.ts';

type Rec = Record<string, unknown>;

/** What a direct-debit run is asked for. */
export interface DirectDebitRequest {
  executionDate: string;
  organizations: string[];
}

/** A real calendar date written YYYY-MM-DD. */
function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/**
 * Reads `{executionDate, organizations?}`: the requested collection date (YYYY-MM-DD, mandatory)
 * and the organizations to collect for (registrations, as a list or comma-separated; all when
 * absent or empty).
 */
export function directDebitRequest(body: unknown): DirectDebitRequest {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Rec;
  const date = b.executionDate;
  if (date === undefined || date === null || date === '')
    throw new AppError('MISSING_FIELD_IN_BODY', ['executionDate']);
  if (typeof date !== 'string' || !isIsoDate(date.slice(0, 10)))
    throw new AppError('INVALID_DATE_FIELD', ['executionDate']);
  const raw = b.organizations;
  if (
    raw !== undefined &&
    raw !== null &&
    typeof raw !== 'string' &&
    !(Array.isArray(raw) && raw.every((o) => typeof o === 'string'))
  ) {
    throw new AppError('INVALID_FIELD_IN_BODY', [
      'organizations',
      'a list of organization registrations is expected',
    ]);
  }
  const list = typeof raw === 'string' ? raw.split(',') : ((raw as string[] | null | undefined) ?? []);
  return { executionDate: date.slice(0, 10), organizations: list.map((o) => o.trim()).filter(Boolean) };
}
