import { roundToCurrency } from '../format/formatCurrency.ts';
import { parseLocaleNumber } from '../format/parseLocaleNumber.ts';
import type { LocaleSettings } from '../format/LocaleSettings.ts';
import { isCurrencyCode } from './fieldCurrency.ts';
import { issue, type FieldRule } from './FieldRule.ts';
import { DEFAULT_LABEL, MESSAGES } from './messages.ts';

/**
 * Parses an amount typed in the locale (`1 234,56 €` in fr-FR) and rounds it to the currency's
 * decimals; `negative` inverts the sign (an amount typed positive, stored negative). `NaN` when invalid.
 */
export function parseCurrency(text: string, locale: LocaleSettings, options: { currency?: string; negative?: boolean } = {}): number {
  const n = parseLocaleNumber(text, locale);
  if (Number.isNaN(n)) return n;
  const rounded = roundToCurrency(n, options.currency ?? locale.currency);
  return options.negative ? -rounded || 0 : rounded;
}

/**
 * currency: text is typed input, parsed by {@link parseCurrency} (negative flag applied); a number
 * is already the stored amount and is only rounded to the currency's decimals, so running the rule
 * twice (browser, then server) never flips the sign back. Invalid: '{label} has to be a number'.
 */
export const currencyRule: FieldRule = (value, field, ctx) => {
  const currency = isCurrencyCode(field.currency) ? field.currency : ctx.locale.currency;
  let n = Number.NaN;
  if (typeof value === 'number' && Number.isFinite(value)) n = roundToCurrency(value, currency);
  else if (typeof value === 'string') n = parseCurrency(value, ctx.locale, { currency, negative: field.negative });
  if (Number.isNaN(n)) return { value, errors: [issue('number', MESSAGES.number, { label: field.label ?? DEFAULT_LABEL })] };
  return { value: n };
};
