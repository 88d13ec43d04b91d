import { resolveLocale, type LocaleInput } from './getLocaleSettings.ts';
import { formatWithSettings } from './intlParts.ts';

/** Fraction digits of a formatted number. */
export interface FractionOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * A number in the locale: `formatNumber(1234.5, 'fr-FR')` is `1 234,5` (narrow no-break space).
 * Shows at most the locale's `decimalPlace` decimals unless told otherwise; '' for a non-finite value.
 */
export function formatNumber(value: number, locale?: LocaleInput, options: FractionOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const settings = resolveLocale(locale);
  const max = options.maximumFractionDigits ?? Math.max(settings.decimalPlace, options.minimumFractionDigits ?? 0);
  const min = Math.min(options.minimumFractionDigits ?? 0, max);
  return formatWithSettings(value, settings, { minimumFractionDigits: min, maximumFractionDigits: max });
}
