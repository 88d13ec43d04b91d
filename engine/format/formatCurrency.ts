import { currencyDecimals, isoCurrency } from './currencies.ts';
import { resolveLocale, type LocaleInput } from './getLocaleSettings.ts';
import { formatWithSettings } from './intlParts.ts';
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
