/**
 * Input checks of the finance functions: each throws a catalogued {@link AppError} so that no
 * function of engine/finance ever returns NaN or ±Infinity.
 */
import { AppError } from '../errors/AppError.ts';

/** Throws INVALID_NUMBER_FIELD unless `value` is a finite number; returns it. */
export function finite(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new AppError('INVALID_NUMBER_FIELD', [field]);
  return value;
}

/** Throws INVALID_FIELD_VALUE unless `type` is 0 (in arrears) or 1 (in advance). */
export function paymentType(type: unknown, field = 'type'): 0 | 1 {
  if (type === 0 || type === 1) return type;
  throw new AppError('INVALID_FIELD_VALUE', [field, 'must be 0 (in arrears) or 1 (in advance)']);
}

/** Returns `value` when it is finite, else throws NO_ACCEPTABLE_RESULT for the function `name`. */
export function result(value: number, name: string, why = 'the result is not a finite number'): number {
  if (!Number.isFinite(value)) throw new AppError('NO_ACCEPTABLE_RESULT', [name, why]);
  return value === 0 ? 0 : value;
}

/** The catalogued error of a goal seek that did not converge. */
export function noConvergence(name: string, iterations: number): AppError {
  return new AppError('NO_CONVERGENCE', [name, iterations]);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/**
 * The day number (days since 1970-01-01, UTC) of an ISO `YYYY-MM-DD` date; throws INVALID_DATE
 * for anything else, including impossible dates such as 2023-02-29.
 */
export function isoDay(value: unknown): number {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) throw new AppError('INVALID_DATE', [String(value)]);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    throw new AppError('INVALID_DATE', [value]);
  return time / MS_PER_DAY;
}

/** The ISO `YYYY-MM-DD` text of a UTC day number (the inverse of {@link isoDay}). */
export function dayIso(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}
