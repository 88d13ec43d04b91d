/** Default locale code (seed 000 §9). */
export const FALLBACK_LOCALE = 'en-EU';

/**
 * The locale of the interface (seed 000 §9): the stored choice, then the browser language, then the
 * default locale code.
 */
export function pickLocale(stored: string | null | undefined, browser: string | null | undefined): string {
  return stored?.trim() || browser?.trim() || FALLBACK_LOCALE;
}

/** Placeholders meaning "not translated yet" (seed 000 §8.2); such values fall back to the key. */
export const UNTRANSLATED = new Set(['TO TRANSLATE', 'MISSING TRANSLATION']);

/** Drops untranslated placeholder values so that the key itself is shown instead. */
export function usableTranslations(translations: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(translations ?? {})) {
    if (typeof v === 'string' && !UNTRANSLATED.has(v)) out[k] = v;
  }
  return out;
}
