import { resolveLocale, type LocaleInput } from './getLocaleSettings.ts';
import { formatWithSettings } from './intlParts.ts';

/** Fraction digits of a formatted number. */
export interface FractionOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  /** false: no thousands separator (years, codes: see {@link isUngroupedNumber}). */
  useGrouping?: boolean;
}

/**
 * Whether a number field or column holds a year or a code, never thousands-grouped (`2025`, not
 * `2,025`): its last path segment names a year (`year`, `yearOfReference`, `fiscalYear`), a code or
 * a number (`postalCode`, `accountNumber`).
 */
export function isUngroupedNumber(path: string | undefined): boolean {
  const last = path?.split(/[._[\]]/).filter(Boolean).pop() ?? '';
  return /year/i.test(last) || /(Code|Number|^code|^number)$/.test(last);
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
  return formatWithSettings(value, settings, { minimumFractionDigits: min, maximumFractionDigits: max, ...(options.useGrouping === false ? { useGrouping: false } : {}) });
}
