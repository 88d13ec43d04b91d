import { resolveLocale, type LocaleInput } from './getLocaleSettings.ts';
import { roundDecimals, shiftDecimal } from './round.ts';

const SPACES = /[\s\u00a0\u202f'’]/g;
const DECORATION = /^(?:\p{Sc}|[A-Z]{3})+|(?:\p{Sc}|[A-Z]{3})+$/gu;
const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function escape(char: string): string {
  return char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Turns the text into `[sign]digits[.digits]` using the locale's delimiters, resolving the usual ambiguities. */
function canonical(text: string, thousands: string, decimal: string): string {
  const t = thousands.replace(SPACES, '');
  if (text.includes(decimal)) {
    const body = t ? text.split(t).join('') : text;
    return body.replace(decimal, '.');
  }
  if (t && new RegExp(`^[+-]?\\d{1,3}(${escape(t)}\\d{3})+$`).test(text)) return text.split(t).join('');
  const other = decimal === ',' ? '.' : ',';
  if (text.split(other).length === 2) return text.replace(other, '.');
  return text;
}

/**
 * Parses a number typed or pasted in a locale (spreadsheet cells, inputs): `1 234,56` in fr-FR,
 * `1,234.56` in en-EU. Spaces and apostrophes are ignored, a currency symbol or code around the
 * number is dropped, the other separator is accepted as a decimal point when unambiguous
 * (`12.5` in fr-FR). Anything else is `NaN`.
 */
export function parseLocaleNumber(input: string | number | null | undefined, locale?: LocaleInput): number {
  if (typeof input === 'number') return input;
  if (typeof input !== 'string') return Number.NaN;
  const settings = resolveLocale(locale);
  const text = input.replace(SPACES, '').replace(/\u2212/g, '-').replace(DECORATION, '');
  if (!text) return Number.NaN;
  const plain = canonical(text, settings.thousandsDelimiter, settings.decimalDelimiter);
  return PLAIN.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * Parses a percentage typed in a locale (`12,5 %` -> `0.125`): the number divided by 100 and
 * rounded to `maxDecimals` (6 by default, seed 001 §5). `NaN` when invalid.
 */
export function parseLocalePercentage(input: string | number | null | undefined, locale?: LocaleInput, maxDecimals = 6): number {
  const text = typeof input === 'string' ? input.replace(/%\s*$/, '') : input;
  const value = parseLocaleNumber(text, locale);
  return Number.isNaN(value) ? value : roundDecimals(shiftDecimal(value, -2), maxDecimals);
}
