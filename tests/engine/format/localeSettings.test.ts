import { describe, expect, it } from 'vitest';
import { currencyDecimals, getLocaleSettings, isoCurrency, normalizeLocale, SUPPORTED_CURRENCIES } from '../../../engine/format/index.ts';

describe('locale settings (seed 000 §3.4, §9)', () => {
  it('default en-EU: 2 decimals, EUR, DD-MM-YYYY, HH:mm', () => {
    expect(getLocaleSettings()).toEqual({
      locale: 'en-EU', thousandsDelimiter: ',', decimalDelimiter: '.', decimalPlace: 2, currency: 'EUR',
      dateFormat: 'DD-MM-YYYY', timeFormat: 'HH:mm', weekStartDay: 1, rtl: false, useGrouping: true,
    });
    expect(getLocaleSettings('not a locale!').locale).toBe('en-EU');
  });

  it.each([
    ['fr-TN', 3, 'TND'], ['ar-TN', 3, 'TND'], ['en-TN', 3, 'TND'], ['fr-PF', 0, 'XPF'], ['fr-FR', 2, 'EUR'],
    ['en-US', 2, 'USD'], ['ar-MA', 2, 'MAD'], ['fr-SN', 0, 'XOF'], ['ja-JP', 0, 'JPY'], ['zh-CN', 2, 'RMB'],
  ])('%s: %i decimals, %s', (locale, decimals, currency) => {
    expect(getLocaleSettings(locale)).toMatchObject({ decimalPlace: decimals, currency });
  });

  it.each([
    ['en-US', 'MM-DD-YYYY'], ['fr', 'DD/MM/YYYY'], ['fr-FR', 'DD/MM/YYYY'], ['fr-BE', 'DD/MM/YYYY'], ['en-FR', 'DD/MM/YYYY'],
    ['lt', 'YYYY-MM-DD'], ['lt-LT', 'YYYY-MM-DD'], ['en-EU', 'DD-MM-YYYY'], ['de-DE', 'DD-MM-YYYY'], ['en-GB', 'DD-MM-YYYY'],
  ])('%s date format %s', (locale, format) => {
    expect(getLocaleSettings(locale).dateFormat).toBe(format);
  });

  it.each([['fr-FR', 1], ['fr-CA', 1], ['en-US', 0], ['en-EU', 1], ['ar-EG', 6]])('%s week starts on %i', (locale, day) => {
    expect(getLocaleSettings(locale).weekStartDay).toBe(day);
  });

  it.each([['ar-TN', true], ['ar', true], ['ar-MA', true], ['he-IL', true], ['fr-TN', false], ['en-EU', false]])('%s rtl %s', (locale, rtl) => {
    expect(getLocaleSettings(locale).rtl).toBe(rtl);
  });

  it('delimiters come from the locale', () => {
    expect(getLocaleSettings('de-DE')).toMatchObject({ thousandsDelimiter: '.', decimalDelimiter: ',' });
    expect(getLocaleSettings('fr-FR')).toMatchObject({ thousandsDelimiter: '\u202f', decimalDelimiter: ',' });
  });

  it('tenant overrides win; a currency override brings its decimals', () => {
    expect(getLocaleSettings('fr-FR', { thousandsDelimiter: '.', currency: 'TND' })).toMatchObject({ thousandsDelimiter: '.', currency: 'TND', decimalPlace: 3 });
    expect(getLocaleSettings('fr-FR', { currency: null, decimalPlace: null, rtl: null })).toEqual(getLocaleSettings('fr-FR'));
    expect(getLocaleSettings('fr_fr').locale).toBe('fr-FR');
    expect(normalizeLocale(undefined)).toBe('en-EU');
  });

  it('every supported currency has known decimals', () => {
    expect(SUPPORTED_CURRENCIES).toEqual([
      'CDF', 'CHF', 'DZD', 'EGP', 'EUR', 'GBP', 'GNF', 'HUF', 'JPY', 'MAD', 'MGA', 'MXN', 'MZN', 'PHP', 'RMB', 'RUB', 'TND', 'USD', 'XAF', 'XOF', 'XPF',
    ]);
    for (const code of SUPPORTED_CURRENCIES) expect(currencyDecimals(code)).toBeGreaterThanOrEqual(0);
    expect([currencyDecimals('TND'), currencyDecimals('EUR'), currencyDecimals('XPF'), currencyDecimals('JPY')]).toEqual([3, 2, 0, 0]);
    expect(isoCurrency('RMB')).toBe('CNY');
  });
});
