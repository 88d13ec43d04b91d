import { FALLBACK_LOCALE } from './pickLocale.ts';

const normalized = (code: string) => code.trim().replace(/_/g, '-').toLowerCase();
const languageOf = (code: string) => normalized(code).split('-')[0];

/**
 * The Locale record to load for the interface locale `requested`, among the codes a tenant has, so
 * that a regional locale never asks for a code that does not exist: the same code (any case, `_` or
 * `-`), else its bare language (`fr-CA` -> `fr`), else another region of that language, the default
 * locale first (`en-US` -> `en-EU`), else the default locale; undefined when none is available.
 */
export function resolveLocale(requested: string, available: readonly string[]): string | undefined {
  const wanted = normalized(requested);
  const language = languageOf(requested);
  const isFallback = (code: string) => normalized(code) === normalized(FALLBACK_LOCALE);
  const sameLanguage = available.filter((code) => languageOf(code) === language);
  return (
    available.find((code) => normalized(code) === wanted) ??
    sameLanguage.find((code) => normalized(code) === language) ??
    sameLanguage.find(isFallback) ??
    sameLanguage[0] ??
    available.find(isFallback)
  );
}
