import { parseLocaleNumber } from '../format/parseLocaleNumber.ts';
import type { LocaleSettings } from '../format/LocaleSettings.ts';
import { issue, type FieldRule } from './FieldRule.ts';
import { DEFAULT_LABEL, MESSAGES } from './messages.ts';

/**
 * A number from a stored number or typed text in the locale (`1 234,5` in fr-FR); `NaN` otherwise.
 * Booleans, objects and non-finite numbers are not numbers.
 */
export function toNumber(value: unknown, locale: LocaleSettings): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  return typeof value === 'string' ? parseLocaleNumber(value, locale) : Number.NaN;
}

/** number: '{label} has to be a number'. Stores the parsed number. */
export const numberRule: FieldRule = (value, field, ctx) => {
  const n = toNumber(value, ctx.locale);
  if (Number.isNaN(n)) return { value, errors: [issue('number', MESSAGES.number, { label: field.label ?? DEFAULT_LABEL })] };
  return { value: n };
};

/** integer: '{label} has to be an integer'. Stores the parsed integer. */
export const integerRule: FieldRule = (value, field, ctx) => {
  const n = toNumber(value, ctx.locale);
  if (!Number.isInteger(n)) return { value, errors: [issue('integer', MESSAGES.integer, { label: field.label ?? DEFAULT_LABEL })] };
  return { value: n };
};
