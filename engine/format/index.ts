// Locale formatting and parsing (seed 000 §9, seed 001 §5): one import for hosts and renderers.
export type { LocaleSettings, LocaleSettingsOverrides } from './LocaleSettings.ts';
export { DEFAULT_LOCALE, DEFAULT_TIME_FORMAT, normalizeLocale, splitLocale, dateFormatFor, weekStartFor, isRtl } from './localeRules.ts';
export { getLocaleSettings, resolveLocale, type LocaleInput } from './getLocaleSettings.ts';
export { SUPPORTED_CURRENCIES, DEFAULT_CURRENCY, isoCurrency, currencyForRegion, currencyDecimals } from './currencies.ts';
export { roundDecimals, shiftDecimal } from './round.ts';
export { formatNumber, isUngroupedNumber, type FractionOptions } from './formatNumber.ts';
export { currencyLabel, formatCurrency, roundToCurrency, type CurrencyFormatOptions } from './formatCurrency.ts';
export { formatPercentage, PERCENTAGE_MAX_FRACTION_DIGITS } from './formatPercentage.ts';
export { parseLocaleNumber, parseLocalePercentage } from './parseLocaleNumber.ts';
export { datePattern, formatDate, toIsoDate, type DateInput } from './formatDate.ts';
export { parseDate } from './parseDate.ts';
export { resolveDateKeyword, DATE_KEYWORDS } from './dateKeywords.ts';
export { formatFileSize, parseFileSize, SIZE_UNITS } from './fileSize.ts';
export { numberToWords, NUMBER_TO_WORDS_LANGUAGES } from './numberToWords.ts';
export { encodeSearchDate, decodeSearchDate, encodeSearchRegex, decodeSearchRegex, encodeSearchList, decodeSearchList, escapeRegex } from './searchValue.ts';
export { encodeSort, decodeSort, type SortKey } from './searchSort.ts';
export { parsePastedTable, type CellFormat, type TableCell } from './parsePastedTable.ts';
