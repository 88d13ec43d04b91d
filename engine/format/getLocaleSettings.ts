import { currencyDecimals, currencyForRegion } from './currencies.ts';
import type { LocaleSettings, LocaleSettingsOverrides } from './LocaleSettings.ts';
import { DEFAULT_TIME_FORMAT, dateFormatFor, isRtl, normalizeLocale, splitLocale, weekStartFor } from './localeRules.ts';

const cache = new Map<string, LocaleSettings>();

function delimiters(locale: string): { thousands: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(1234567.5);
  return {
    thousands: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

function build(locale: string): LocaleSettings {
  const currency = currencyForRegion(splitLocale(locale).region);
  const { thousands, decimal } = delimiters(locale);
  return {
    locale,
    thousandsDelimiter: thousands,
    decimalDelimiter: decimal,
    decimalPlace: currencyDecimals(currency),
    currency,
    dateFormat: dateFormatFor(locale),
    timeFormat: DEFAULT_TIME_FORMAT,
    weekStartDay: weekStartFor(locale),
    rtl: isRtl(locale),
    useGrouping: true,
  };
}

/**
 * The settings of a locale (default en-EU: `,` `.` 2 decimals EUR DD-MM-YYYY), derived from the
 * code: delimiters from Intl, currency from the region, decimals from the currency (TND 3, XPF 0),
 * date format and week start from seed 000 §9. `overrides` (a tenant's configured settings) win.
 */
export function getLocaleSettings(locale?: string | null, overrides?: LocaleSettingsOverrides | null): LocaleSettings {
  const code = normalizeLocale(locale);
  let base = cache.get(code);
  if (!base) {
    base = build(code);
    cache.set(code, base);
  }
  if (!overrides) return base;
  const set = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== null && v !== undefined));
  const merged: LocaleSettings = { ...base, ...set, locale: code };
  if (set.currency && set.decimalPlace === undefined) merged.decimalPlace = currencyDecimals(merged.currency);
  return merged;
}

/** Accepts a locale code or already-resolved settings: the form every formatter takes. */
export type LocaleInput = string | LocaleSettings | null | undefined;

/** Resolves a {@link LocaleInput} to settings. */
export function resolveLocale(input: LocaleInput): LocaleSettings {
  return typeof input === 'object' && input !== null ? input : getLocaleSettings(input);
}
