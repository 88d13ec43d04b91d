import { roundDecimals, shiftDecimal } from '../format/round.ts';
import { issue, type FieldRule } from './FieldRule.ts';
import { DEFAULT_LABEL, MESSAGES } from './messages.ts';

/** Decimals kept on a stored percentage (seed 000 §9). */
export const PERCENTAGE_DECIMALS = 10;

const PERCENT = /^([+-]?)(\d+(?:[.,]\d+)?|[.,]\d+)\s*%?$/;

/**
 * Parses typed percentage text into the stored fraction: an optional trailing `%`, a signed
 * decimal with `.` or `,` as separator; value / 100 rounded to 10 decimals. `12,5 %` -> `0.125`,
 * `-3.25` -> `-0.0325`; `NaN` when the text is not such a number.
 */
export function parsePercentage(text: string): number {
  const match = PERCENT.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(`${match[1]}${match[2].replace(',', '.')}`);
  return roundDecimals(shiftDecimal(value, -2), PERCENTAGE_DECIMALS);
}

/**
 * percentage: text is parsed by {@link parsePercentage}; a number is taken as the stored fraction
 * (rounded to 10 decimals). Invalid text: '{label} has to be a number'.
 */
export const percentageRule: FieldRule = (value, field) => {
  const n = typeof value === 'number' ? roundDecimals(value, PERCENTAGE_DECIMALS) : typeof value === 'string' ? parsePercentage(value) : Number.NaN;
  if (!Number.isFinite(n)) return { value, errors: [issue('number', MESSAGES.number, { label: field.label ?? DEFAULT_LABEL })] };
  return { value: n };
};
