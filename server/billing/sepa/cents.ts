import { roundDecimals, shiftDecimal } from '../../../engine/format/round.ts';

/**
 * An amount in integer cents, on its decimal text (no binary drift): euro amounts have two
 * decimals, the minor unit; undefined for anything that is not a finite number.
 */
export function toCents(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return undefined;
  return Math.round(shiftDecimal(roundDecimals(n, 2), 2));
}

/** Cents back to the stored number (12345 -> 123.45). */
export const fromCents = (cents: number): number => shiftDecimal(cents, -2);

/** Cents as an ISO 20022 amount text with two decimals (12345 -> "123.45"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
