import { describe, expect, it } from 'vitest';
import {
  currencyLabel, formatCurrency, formatNumber, formatPercentage, getLocaleSettings, parseLocaleNumber, parseLocalePercentage, roundDecimals, roundToCurrency,
} from '../../../engine/format/index.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('rounding', () => {
  it.each([[1.005, 2, 1.01], [-1.005, 2, -1.01], [2.675, 2, 2.68], [1.2345, 3, 1.235], [0.1 + 0.2, 10, 0.3], [1e-7, 6, 0], [5e-7, 6, 1e-6], [-0.0001, 2, 0], [123.456, 0, 123]])(
    'roundDecimals(%s, %i) = %s',
    (value, places, rounded) => {
      expect(roundDecimals(value, places)).toBe(rounded);
    },
  );

  it("numbers are rounded to the currency's decimal places", () => {
    expect([roundToCurrency(1.23456, 'TND'), roundToCurrency(1.235, 'EUR'), roundToCurrency(1234.5, 'XPF'), roundToCurrency(10.5, 'JPY')]).toEqual([1.235, 1.24, 1235, 11]);
  });
});

describe('formatting', () => {
  it.each([
    [1234567.891, 'en-EU', '1,234,567.89'], [1234567.891, 'fr-FR', `1${NNBSP}234${NNBSP}567,89`], [1234.5, 'de-DE', '1.234,5'],
    [1234.5678, 'fr-TN', `1${NNBSP}234,568`], [1234.5, 'fr-PF', `1${NNBSP}235`], [-5, 'en-EU', '-5'],
  ])('formatNumber(%s, %s) = %s', (value, locale, shown) => {
    expect(formatNumber(value, locale)).toBe(shown);
  });

  it.each([
    [1234.5, 'en-EU', undefined, '€1,234.50'], [1234.5, 'fr-FR', undefined, `1${NNBSP}234,50${NBSP}€`], [1234.5, 'en-US', undefined, '$1,234.50'],
    [1234.5678, 'fr-TN', undefined, `1${NNBSP}234,568${NBSP}DT`], [1234.5, 'fr-PF', undefined, `1${NNBSP}235${NBSP}FCFP`],
    [1000, 'en-EU', 'MAD', 'MAD\u00a01,000.00'], [-12.3, 'en-EU', undefined, '-€12.30'],
  ])('formatCurrency(%s, %s, %s) = %s', (value, locale, currency, shown) => {
    expect(formatCurrency(value, locale, { currency })).toBe(shown);
  });

  it('a tenant delimiter override is used', () => {
    const settings = getLocaleSettings('en-EU', { thousandsDelimiter: "'", decimalDelimiter: ',' });
    expect(formatNumber(1234567.5, settings)).toBe("1'234'567,5");
    expect(formatCurrency(1234.5, settings, { display: 'code' })).toBe("EUR\u00a01'234,50");
  });

  it('percentages from stored fractions, up to 6 decimals', () => {
    expect(formatPercentage(0.125)).toBe('12.5%');
    expect(formatPercentage(0.125, 'fr-FR')).toMatch(/^12,5[\u00a0\u202f]%$/);
    expect(formatPercentage(0.123456789)).toBe('12.345679%');
  });

  it('non-finite values show nothing', () => {
    expect([formatNumber(Number.NaN), formatCurrency(Number.POSITIVE_INFINITY), formatPercentage(Number.NaN)]).toEqual(['', '', '']);
  });
});

describe('parsing spreadsheet cells in the locale (seed 001 §5)', () => {
  it.each([
    ['1 234,56', 'fr-FR', 1234.56], [`1${NNBSP}234,56`, 'fr-FR', 1234.56], ['1234.56', 'fr-FR', 1234.56], ['1,234.56', 'en-EU', 1234.56],
    ['1,234', 'en-EU', 1234], ['12,5', 'en-EU', 12.5], ['1.234,56', 'de-DE', 1234.56], ['1.234', 'de-DE', 1234],
    ['-12', 'en-EU', -12], ['\u221212', 'en-EU', -12], ['1 234,56 €', 'fr-FR', 1234.56], ['EUR 10', 'en-EU', 10], [42, 'en-EU', 42],
  ])('%j in %s -> %s', (text, locale, value) => {
    expect(parseLocaleNumber(text, locale)).toBe(value);
  });

  it.each([['abc', 'en-EU'], ['', 'en-EU'], ['1.2.3', 'fr-FR'], ['12abc', 'en-EU'], [null, 'en-EU']])('%j in %s is NaN', (text, locale) => {
    expect(parseLocaleNumber(text, locale)).toBeNaN();
  });

  it.each([
    ['12,5 %', 'fr-FR', 0.125], ['12.5%', 'en-EU', 0.125], ['33.33333333', 'en-EU', 0.333333], ['0.00005', 'en-EU', 0.000001], ['x%', 'en-EU', Number.NaN],
  ])('percentage %j in %s -> %s (divided by 100, at most 6 decimals)', (text, locale, value) => {
    expect(parseLocalePercentage(text, locale)).toBe(value);
  });

  it('the percentage rounding can be changed', () => {
    expect(parseLocalePercentage('33.33333333', 'en-EU', 10)).toBe(0.3333333333);
  });

  it('names a currency beside an input as currencyDisplay says', () => {
    expect(currencyLabel('EUR', 'fr-FR')).toBe('€');
    expect(currencyLabel('EUR', 'fr-FR', 'code')).toBe('EUR');
    expect(currencyLabel('EUR', 'fr-FR', 'name')).toBe('euros');
    expect(currencyLabel('USD', 'en-US', 'narrowSymbol')).toBe('$');
    expect(currencyLabel('MAD', 'ar-MA')).not.toBe('');
  });
});
