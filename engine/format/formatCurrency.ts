import { currencyDecimals, isoCurrency } from './currencies.ts';
import { resolveLocale, type LocaleInput } from './getLocaleSettings.ts';
import { formatter, formatWithSettings } from './intlParts.ts';
import { roundDecimals } from './round.ts';

/** How an amount is shown. */
export interface CurrencyFormatOptions {
  /** One of our currency codes; the locale's currency when absent. */
  currency?: string;
  /** Intl currencyDisplay (the `currencyDisplay` user-configuration flag): symbol by default. */
  display?: 'symbol' | 'narrowSymbol' | 'code' | 'name';
}

/** Rounds an amount to its currency's decimal places (seed 000 §5.3): TND 3, EUR 2, JPY 0. */
export function roundToCurrency(value: number, currency: string): number {
  return roundDecimals(value, currencyDecimals(currency));
}

/**
 * An amount in the locale with its currency, rounded to the currency's decimals:
 * `formatCurrency(1234.5, 'en-EU')` is `€1,234.50`; `formatCurrency(1.2345, 'fr-TN')` shows 3 decimals.
 */
export function formatCurrency(value: number, locale?: LocaleInput, options: CurrencyFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const settings = resolveLocale(locale);
  const currency = options.currency ?? settings.currency;
  const digits = currencyDecimals(currency);
  return formatWithSettings(roundDecimals(value, digits), settings, {
    style: 'currency',
    currency: isoCurrency(currency),
    currencyDisplay: options.display ?? 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * How a currency is named beside an amount typed in an input (its addon), as `display` says: `€`
 * (symbol), `EUR` (code), `euros` (name); the code when the locale has no such form.
 */
export function currencyLabel(currency: string, locale?: LocaleInput, display: CurrencyFormatOptions['display'] = 'symbol'): string {
  const settings = resolveLocale(locale);
  if (display === 'code') return currency;
  try {
    const parts = formatter(settings.locale, { style: 'currency', currency: isoCurrency(currency), currencyDisplay: display }).formatToParts(2);
    return parts.filter((p) => p.type === 'currency').map((p) => p.value).join('').trim() || currency;
  } catch {
    return currency;
  }
}
