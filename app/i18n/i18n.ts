import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isRtl } from '../../engine/format/localeRules.ts';
import { localeCandidates, pickLocale, usableTranslations } from '../../engine/i18n/pickLocale.ts';
import { http } from '../api/http.ts';
import { tokenStore } from '../api/tokenStore.ts';

export const LOCALE_KEY = 'tabula.locale';
const MISSING_KEYS_DEBOUNCE_MS = 1000;

/** The locale chosen for this browser (local storage, then browser language, then en-EU). */
export function currentLocale(): string {
  return pickLocale(localStorage.getItem(LOCALE_KEY), navigator.language);
}

const missing = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let collectMissing = false;

/** Missing keys are reported only for users allowed to (admins), never anonymously. */
export function setCollectMissingTranslations(allowed: boolean): void {
  collectMissing = allowed;
}

/** Reports missing keys to the server, debounced 1 s (seed 000 §7). */
function reportMissing(key: string): void {
  if (!collectMissing || !tokenStore.get()) return;
  missing.add(key);
  clearTimeout(timer);
  timer = setTimeout(() => {
    const keysToAdd = [...missing];
    missing.clear();
    void http('POST', `/api/core/locales/${encodeURIComponent(i18next.language)}/keys`, { keysToAdd }).catch(() => undefined);
  }, MISSING_KEYS_DEBOUNCE_MS);
}

/** The Locale record's translations (the most specific code the server has); failures give none. */
async function loadLocaleRecord(locale: string): Promise<Record<string, string>> {
  for (const code of localeCandidates(locale)) {
    try {
      const { data } = await http<{ translations?: Record<string, unknown> }>('GET', `/api/core/locales/${encodeURIComponent(code)}`);
      return usableTranslations(data.translations);
    } catch {
      // try the next candidate
    }
  }
  return {};
}

/** The tenant's string overrides for a locale (GET /api/script/runs/string-overrides?locale=); failures give none. */
async function loadStringOverrides(locale: string): Promise<Record<string, string>> {
  try {
    const { data } = await http<Record<string, unknown>>('GET', `/api/script/runs/string-overrides?locale=${encodeURIComponent(locale)}`);
    return usableTranslations(data);
  } catch {
    return {};
  }
}

/** Translations of a locale: the Locale record, with the tenant's string overrides on top (issue 10). */
async function loadTranslations(locale: string): Promise<Record<string, string>> {
  const [record, overrides] = await Promise.all([loadLocaleRecord(locale), loadStringOverrides(locale)]);
  return { ...record, ...overrides };
}

/** Applies a locale: translations, html lang and dir (Arabic locales are right-to-left). */
export async function applyLocale(locale: string): Promise<void> {
  localStorage.setItem(LOCALE_KEY, locale);
  const translations = tokenStore.get() ? await loadTranslations(locale) : {};
  i18next.addResourceBundle(locale, 'translation', translations, true, true);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

/** Natural-language keys: the English text is the key, so English needs no bundle. */
export function initI18n(): typeof i18next {
  void i18next.use(initReactI18next).init({
    lng: currentLocale(),
    fallbackLng: false,
    resources: {},
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => reportMissing(key),
    react: { useSuspense: false },
  });
  return i18next;
}
