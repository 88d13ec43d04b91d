import { resolveLocale, type LocaleInput } from './getLocaleSettings.ts';
import { formatWithSettings } from './intlParts.ts';
import type { FractionOptions } from './formatNumber.ts';

/** Most fraction digits shown for a percentage (seed 001 §9). */
export const PERCENTAGE_MAX_FRACTION_DIGITS = 6;

/**
 * A stored fraction shown as a percentage: `formatPercentage(0.125, 'en-EU')` is `12.5%`,
 * in fr-FR `12,5 %`. At most 6 fraction digits unless told otherwise.
 */
export function formatPercentage(value: number, locale?: LocaleInput, options: FractionOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const max = options.maximumFractionDigits ?? PERCENTAGE_MAX_FRACTION_DIGITS;
  return formatWithSettings(value, resolveLocale(locale), {
    style: 'percent',
    minimumFractionDigits: Math.min(options.minimumFractionDigits ?? 0, max),
    maximumFractionDigits: max,
  });
}
