/** Default locale code when none is given or the given one is not a valid tag. */
export const DEFAULT_LOCALE = 'en-EU';

/** Default time format of every locale. */
export const DEFAULT_TIME_FORMAT = 'HH:mm';

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);
const SUNDAY_REGIONS = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'PH', 'IL', 'KR']);
const SATURDAY_REGIONS = new Set(['EG', 'DZ']);

/** Splits a canonical tag into its language and region subtags (`sr-Latn-RS` -> `sr`, `RS`). */
export function splitLocale(locale: string): { language: string; region?: string } {
  const parts = locale.split('-');
  const region = parts.slice(1).find((p) => /^([A-Z]{2}|\d{3})$/.test(p));
  return { language: parts[0].toLowerCase(), region };
}

/** Canonical form of a locale code (`fr_fr` -> `fr-FR`); {@link DEFAULT_LOCALE} when invalid or empty. */
export function normalizeLocale(locale: string | null | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Date format of seed 000 §9: en-US MM-DD-YYYY; French and en-FR DD/MM/YYYY; Lithuanian YYYY-MM-DD; else DD-MM-YYYY. */
export function dateFormatFor(locale: string): string {
  const { language, region } = splitLocale(locale);
  if (language === 'en' && region === 'US') return 'MM-DD-YYYY';
  if (language === 'fr' || (language === 'en' && region === 'FR')) return 'DD/MM/YYYY';
  if (language === 'lt') return 'YYYY-MM-DD';
  return 'DD-MM-YYYY';
}

/**
 * First day of the week. French locales start on Monday (seed 000 §9); a fixed table, not
 * `Intl.Locale#weekInfo`, so that every browser and the server agree.
 */
export function weekStartFor(locale: string): number {
  const { language, region } = splitLocale(locale);
  if (language === 'fr') return 1;
  if (region && SUNDAY_REGIONS.has(region)) return 0;
  if (region && SATURDAY_REGIONS.has(region)) return 6;
  return 1;
}

/** Whether the locale's script runs right to left (Arabic locales and a few others). */
export function isRtl(locale: string): boolean {
  return RTL_LANGUAGES.has(splitLocale(locale).language);
}
