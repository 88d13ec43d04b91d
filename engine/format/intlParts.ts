import type { LocaleSettings } from './LocaleSettings.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat: building one costs far more than using it. */
export function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, { ...options, numberingSystem: 'latn' });
    formatters.set(key, nf);
  }
  return nf;
}

/**
 * Formats with Intl in the settings' locale (Latin digits), then puts the settings' own thousands
 * and decimal delimiters in place of Intl's, so a tenant's configured delimiters always win.
 */
export function formatWithSettings(value: number, settings: LocaleSettings, options: Intl.NumberFormatOptions): string {
  const parts = formatter(settings.locale, { useGrouping: settings.useGrouping, ...options }).formatToParts(value);
  return parts
    .map((p) => (p.type === 'group' ? settings.thousandsDelimiter : p.type === 'decimal' ? settings.decimalDelimiter : p.value))
    .join('');
}
